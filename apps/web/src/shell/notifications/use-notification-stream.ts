import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TOAST_MS } from '../../lib/notify.ts';
import { type AppNotification, notificationsKey, notificationsQuery } from './notifications.queries.ts';

const TOAST_COLOR: Record<AppNotification['type'], string> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  error: 'red',
};

/** A new notification that may alert (not in quiet hours) pops up as a toast in its type's colour. */
export function toastNotification(n: AppNotification) {
  if (!n.alert) return;
  toasts.show({
    id: `notification-${n.id}`,
    color: TOAST_COLOR[n.type],
    title: n.title,
    message: n.message,
    autoClose: n.type === 'error' ? TOAST_MS.error : TOAST_MS.info,
  });
}

/**
 * Live notifications while signed in: GET /api/notifications/stream (server-sent events). A new one
 * refetches the list and toasts it; any other change refetches. The browser's EventSource reconnects by
 * itself when the server closes the stream; it is closed when the shell unmounts (sign-out).
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream', { withCredentials: true });
    const refetch = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
    const onNotification = async (event: MessageEvent<string>) => {
      let id: string | undefined;
      try {
        id = (JSON.parse(event.data) as { id?: string }).id;
      } catch {
        id = undefined;
      }
      await refetch();
      const list = queryClient.getQueryData(notificationsQuery.queryKey);
      const item = list?.items.find((n) => n.id === id);
      if (item) toastNotification(item);
    };
    source.addEventListener('notification', onNotification);
    source.addEventListener('notifications-changed', refetch);
    // Each (re)connection may follow a gap in which events went nowhere: read the list again.
    source.addEventListener('ready', refetch);
    return () => {
      source.removeEventListener('notification', onNotification);
      source.removeEventListener('notifications-changed', refetch);
      source.removeEventListener('ready', refetch);
      source.close();
    };
  }, [enabled, queryClient]);
}
