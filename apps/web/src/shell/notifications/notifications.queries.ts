import type { NotificationCategory, NotificationType } from '@fbms/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';

export interface AppNotification {
  id: string;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  message: string;
  actionUrl: string | null;
  actionLabel: string | null;
  /** false: it arrived in the user's quiet hours (listed, no toast or sound). */
  alert: boolean;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  items: AppNotification[];
  counts: { all: number; unread: number };
}

export const notificationsKey = ['notifications', 'inbox'] as const;

/** The user's notifications (newest first, latest 100) with the All / Unread counts. */
export const notificationsQuery = queryOptions({
  queryKey: [...notificationsKey, 'list'] as const,
  queryFn: () => api.get<NotificationList>('/api/notifications'),
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
      mutationFn: (id: string) => api.post<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`),
      ...options,
    }),
    markAllRead: useMutation({
      mutationFn: () => api.post<unknown>('/api/notifications/read-all'),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<unknown>(`/api/notifications/${encodeURIComponent(id)}`),
      ...options,
    }),
    clearAll: useMutation({ mutationFn: () => api.delete<unknown>('/api/notifications'), ...options }),
  };
}
