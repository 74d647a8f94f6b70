import {
  accountContract,
  dashboardContract,
  healthContract,
  notificationsContract,
  type Role,
  resolveUserSettings,
  type SalesSummary,
  settingsContract,
  setupContract,
  type UserSettingsPatch,
  usersContract,
} from '@fbms/domain';
import type { AppNotification } from '../shell/notifications/notifications.queries.ts';
import { mergeSettings } from '../shell/user-settings.ts';
import { makeMe } from './factories.ts';
import { mockEndpoint, SETUP_DONE } from './fetch-mock.ts';

/** A settings document: the defaults with some fields changed. */
export const makeSettings = (patch: UserSettingsPatch = {}) =>
  mergeSettings(resolveUserSettings(undefined), patch);

let seq = 0;
export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  seq += 1;
  return {
    id: `n-${seq}`,
    type: 'info',
    category: 'inventory',
    title: `Notice ${seq}`,
    message: 'Something happened.',
    actionUrl: null,
    actionLabel: null,
    alert: true,
    read: false,
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

export const notificationList = (items: AppNotification[], unread = items.filter((n) => !n.read).length) => ({
  body: { items, counts: { all: items.length, unread } },
});

/** A quiet day's dashboard figures (the home screen asks for them when the role sees sales). */
export const EMPTY_SALES_SUMMARY: SalesSummary = {
  scope: 'store',
  today: '2026-11-20',
  weekStart: '2026-11-16',
  todaySales: { amountCentavos: 0, transactions: 0 },
  weekSales: { amountCentavos: 0, transactions: 0 },
  topProducts: { since: '2026-10-22', items: [] },
  lowStock: { lowCount: 0, outCount: 0, items: [] },
  branches: [],
};

/** The answers a signed-in shell asks for, for one role; spread and override per test. */
export function signedInRoutes(
  role: Role = 'admin',
  {
    settings = {},
    notifications = [] as AppNotification[],
  }: { settings?: UserSettingsPatch; notifications?: AppNotification[] } = {},
) {
  return {
    ...mockEndpoint(accountContract.getMe, { body: makeMe(role) }),
    ...mockEndpoint(setupContract.getSetupState, SETUP_DONE),
    ...mockEndpoint(settingsContract.getMySettings, { body: makeSettings(settings) }),
    ...mockEndpoint(healthContract.getHealth, {
      body: { status: 'ok', database: 'pglite', version: '0.1.0' },
    }),
    ...mockEndpoint(notificationsContract.listNotifications, notificationList(notifications)),
    ...mockEndpoint(usersContract.listUsers, { body: { items: [], total: 0 } }),
    ...mockEndpoint(dashboardContract.getSalesSummary, { body: EMPTY_SALES_SUMMARY }),
  };
}
