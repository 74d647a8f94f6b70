import { type AppNotification, type NotificationList, notificationsContract } from '@fbms/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';

export type { AppNotification, NotificationList };

export const notificationsKey = ['notifications', 'inbox'] as const;

/** The user's notifications (newest first, latest 100) with the All / Unread counts. */
export const notificationsQuery = queryOptions({
  queryKey: [...notificationsKey, 'list'] as const,
  queryFn: () => api.call(notificationsContract.listNotifications),
  staleTime: 60_000,
});

/** Mark read, mark all read, delete, clear all: each refreshes the list and reports a failure. */
export function useNotificationActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = {
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
    onError: (err: Error) => notify.error({ title: t('notifications.actionFailed'), message: err.message }),
  };
  return {
    markRead: useMutation({
      mutationFn: (id: string) => api.call(notificationsContract.markRead, { params: { id } }),
      ...options,
    }),
    markAllRead: useMutation({
      mutationFn: () => api.call(notificationsContract.markAllRead),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.call(notificationsContract.deleteNotification, { params: { id } }),
      ...options,
    }),
    clearAll: useMutation({
      mutationFn: () => api.call(notificationsContract.clearNotifications),
      ...options,
    }),
  };
}
