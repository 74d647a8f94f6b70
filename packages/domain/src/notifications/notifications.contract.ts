import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from './notifications.ts';

/** The signed-in person's notifications over HTTP (/api/notifications; the event stream is not JSON). */

export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    category: z.enum(NOTIFICATION_CATEGORIES),
    title: z.string(),
    message: z.string(),
    actionUrl: z.string().nullable(),
    actionLabel: z.string().nullable(),
    /** false: it arrived in the user's quiet hours (listed, no toast or sound). */
    alert: z.boolean(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type AppNotification = z.output<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  counts: z.object({ all: z.number(), unread: z.number() }),
});
export type NotificationList = z.output<typeof notificationListSchema>;

const notificationIdParam = z.object({ id: z.uuid({ error: 'No such notification' }) });

export const notificationsContract = {
  listNotifications: endpoint({
    method: 'get',
    path: '/api/notifications',
    query: z.object({ unread: z.enum(['true', 'false']).optional() }),
    response: notificationListSchema,
  }),
  markRead: endpoint({
    method: 'post',
    path: '/api/notifications/{id}/read',
    params: notificationIdParam,
    response: z.object({ read: z.literal(true) }),
  }),
  markAllRead: endpoint({
    method: 'post',
    path: '/api/notifications/read-all',
    response: z.object({ changed: z.number() }),
  }),
  deleteNotification: endpoint({
    method: 'delete',
    path: '/api/notifications/{id}',
    params: notificationIdParam,
    response: z.object({ deleted: z.literal(true) }),
  }),
  clearNotifications: endpoint({
    method: 'delete',
    path: '/api/notifications',
    response: z.object({ deleted: z.number() }),
  }),
};
