import { formatManilaTime, manilaDate } from '@fbms/domain';
import type { OperationsT } from './operations.i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" (whole units, rounded down) from `now`. */
export function timeAgo(t: OperationsT, iso: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (ms < MINUTE) return t('ago.now');
  if (ms < HOUR) return t('ago.minutes', { count: Math.floor(ms / MINUTE) });
  if (ms < DAY) return t('ago.hours', { count: Math.floor(ms / HOUR) });
  return t('ago.days', { count: Math.floor(ms / DAY) });
}

/** "7:00 AM" on the Manila clock; "2026-11-26 7:00 AM" when it was not today (a shift left open). */
export function clockTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const day = manilaDate(at);
  return day === manilaDate(now) ? formatManilaTime(at) : `${day} ${formatManilaTime(at)}`;
}

/** "2026-11-27" → "Fri, Nov 27, 2026" in the screen's language (the date is already Manila's). */
export function dateLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fil' ? 'fil-PH' : 'en-PH', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
