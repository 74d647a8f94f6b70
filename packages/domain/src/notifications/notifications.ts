import { z } from 'zod';

/** The Notification entity of seed 000 §3: kept per user on the server, latest 100. */
export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export const NOTIFICATION_CATEGORIES = ['system', 'inventory', 'sales', 'finance', 'hr'] as const;
export const NOTIFICATIONS_KEPT_PER_USER = 100;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const notificationInputSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string().trim().min(1).max(120),
  message: z.string().trim().min(1).max(1000),
  /** An in-app path such as /inventory?filter=low, never an outside address. */
  actionUrl: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, 'The action must be a path inside FBMS')
    .max(300)
    .optional(),
  actionLabel: z.string().trim().min(1).max(40).optional(),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

/** The unread badge: the count, capped at "99+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
