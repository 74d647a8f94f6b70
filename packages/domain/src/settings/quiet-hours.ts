import type { NotificationCategory } from '../notifications/notifications.ts';
import {
  CLOCK_TIME_PATTERN,
  type DeliveryChannel,
  type NotificationEvent,
  type QuietHours,
  type ReadonlyUserSettings,
  type SettingsNotificationCategory,
} from './user-settings.ts';

/**
 * Which settings toggle governs a notification of each Notification category (seed 000 §3: the
 * entity has system, inventory, sales, finance, hr; the settings have system, inventory, sales,
 * reports, security, reminders, marketing).
 *
 * - system, inventory, sales: the toggle of the same name.
 * - finance → reports: what the finance side tells a user is figures and papers to look at — a report
 *   or a BIR form is ready, a day's sales did not reconcile, expenses await review. An owner or an
 *   accountant who switches off "reports" does not want these either; "reminders" would hide them
 *   among shift and payroll nudges.
 * - hr → reminders: HR notices are dated to-dos — payroll cut-off, a leave request to approve, a
 *   contract to renew. None of them is a report, a sale or a security event.
 *
 * Settings categories can also be named directly (e.g. 'security' for a new sign-in, 'marketing'),
 * so no toggle is unreachable.
 */
export const NOTIFICATION_CATEGORY_TOGGLE: Readonly<
  Record<NotificationCategory, SettingsNotificationCategory>
> = {
  system: 'system',
  inventory: 'inventory',
  sales: 'sales',
  finance: 'reports',
  hr: 'reminders',
};

/** The toggle that governs each event with its own channel choice. */
export const NOTIFICATION_EVENT_TOGGLE: Readonly<Record<NotificationEvent, SettingsNotificationCategory>> = {
  lowStock: 'inventory',
  newSale: 'sales',
  systemAlert: 'system',
  reportReady: 'reports',
};

function settingsCategory(category: NotificationCategory | SettingsNotificationCategory) {
  return Object.hasOwn(NOTIFICATION_CATEGORY_TOGGLE, category)
    ? NOTIFICATION_CATEGORY_TOGGLE[category as NotificationCategory]
    : (category as SettingsNotificationCategory);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since midnight of `at` on the wall clock of `timeZone`. */
function minuteOfDay(at: Date, timeZone: string): number {
  let format = clockFormatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, format);
  }
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(at)) {
    if (part.type === 'hour') hour = Number(part.value);
    if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

function parseClock(value: string): number | null {
  if (!CLOCK_TIME_PATTERN.test(value)) return null;
  const [hour, minute] = value.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/**
 * True when quiet hours are on and `at` falls in them on the clock of `timeZone`. The start minute is
 * inside, the end minute is not: 22:00–08:00 covers 22:00 … 07:59 across midnight; 13:00–14:00 covers
 * 13:00 … 13:59. A start equal to the end is an empty range: never quiet.
 */
export function isWithinQuietHours(
  quietHours: Readonly<QuietHours>,
  at: Date,
  timeZone = 'Asia/Manila',
): boolean {
  if (!quietHours.enabled) return false;
  const start = parseClock(quietHours.start);
  const end = parseClock(quietHours.end);
  if (start === null || end === null || start === end) return false;
  const now = minuteOfDay(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

export interface NotifyDecision {
  /** Keep it in the user's notification list (the bell and the panel). */
  store: boolean;
  /** Interrupt: a toast now (and its sound, if the display settings allow sounds). */
  alert: boolean;
}

/**
 * What to do with an in-app notification for a user with these settings.
 *
 * - Notifications off, or the category's toggle off: nothing — not stored, not shown.
 * - Quiet hours: stored (the bell's count goes up, the panel lists it) but no toast and no sound;
 *   nothing is lost, the user sees it when they look.
 * - A frequency other than immediate: the same — the user asked to be told in batches, so each one
 *   waits in the panel (and in the digest the sender builds) instead of interrupting.
 * - Otherwise stored and alerted.
 */
export function shouldNotify(
  notifications: ReadonlyUserSettings['notifications'],
  category: NotificationCategory | SettingsNotificationCategory,
  at: Date,
  timeZone = 'Asia/Manila',
): NotifyDecision {
  if (!notifications.enabled || !notifications.categories[settingsCategory(category)]) {
    return { store: false, alert: false };
  }
  const quiet = isWithinQuietHours(notifications.quietHours, at, timeZone);
  return { store: true, alert: !quiet && notifications.frequency === 'immediate' };
}

/**
 * The outside channels an event goes out on: the event's channel choice, kept only where the user
 * turned that channel on (email, push, sms — all off by default, so nothing leaves FBMS until the user
 * opts in) and the event's category is on. During quiet hours push and SMS are held back (they wake
 * a phone); e-mail still goes, it waits in the inbox. A frequency other than immediate is for the
 * sender to honour by batching into a digest.
 */
export function deliveryChannels(
  notifications: ReadonlyUserSettings['notifications'],
  event: NotificationEvent,
  at: Date,
  timeZone = 'Asia/Manila',
): DeliveryChannel[] {
  if (!notifications.enabled || !notifications.categories[NOTIFICATION_EVENT_TOGGLE[event]]) return [];
  const quiet = isWithinQuietHours(notifications.quietHours, at, timeZone);
  return notifications.channels[event].filter(
    (channel) => notifications[channel] && (channel === 'email' || !quiet),
  );
}
