import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeNotification, notificationList, signedInRoutes } from '../../test/shell-fixtures.ts';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

describe('live notifications', () => {
  it('refetches on a new notification and toasts it unless it came in quiet hours', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let items = [makeNotification({ id: 'old', title: 'Old news', read: true })];
    mockFetch({ ...signedInRoutes('admin'), 'GET /api/notifications': () => notificationList(items) });
    renderApp('/');
    await screen.findByRole('button', { name: 'Notifications' });
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/notifications/stream');

    items = [makeNotification({ id: 'quiet', title: 'Quiet arrival', alert: false }), ...items];
    source?.emit('notification', { type: 'notification', id: 'quiet' });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.queryByText('Quiet arrival')).toBeNull();

    items = [makeNotification({ id: 'loud', title: 'Low stock: Hog Grower', type: 'warning' }), ...items];
    source?.emit('notification', { type: 'notification', id: 'loud' });
    expect(await screen.findByText('Low stock: Hog Grower')).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    items = items.map((n) => ({ ...n, read: true }));
    source?.emit('notifications-changed', {});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });
});
