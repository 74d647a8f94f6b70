/**
 * The store's clock. Business days, "today" for expiry and the hour of the daily jobs are in Manila
 * time, on the server (which runs in UTC) and in the browser (which may not). Every caller takes them
 * from here; the zone rules come from @date-fns/tz (the Intl time-zone data), never from a hand-written
 * offset.
 */
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addDays, lightFormat, setHours, startOfDay } from 'date-fns';

export const MANILA_TIME_ZONE = 'Asia/Manila';

const inManila = { in: tz(MANILA_TIME_ZONE) };

/** The business date in Manila, YYYY-MM-DD (what `today` means for lots, on the server and in the browser). */
export function manilaDate(at: Date): string {
  return formatManila(at, 'yyyy-MM-dd');
}

/**
 * An instant on the Manila clock in a date-fns lightFormat pattern (numbers only, no locale), e.g.
 * 'yyyy-MM-dd-HHmm' for a file name.
 */
export function formatManila(at: Date, pattern: string): string {
  return lightFormat(new TZDate(at, MANILA_TIME_ZONE), pattern);
}

/** The instant the Manila business day holding `at` began (midnight Manila). */
export function startOfManilaDay(at: Date): Date {
  return new Date(startOfDay(at, inManila).getTime());
}

/** Midnight Manila at the start of a business date 'YYYY-MM-DD' (e.g. a lot's expiry date), as an instant. */
export function manilaDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, MANILA_TIME_ZONE).getTime());
}

/** The next instant after `now` at which the Manila clock shows `hour`:00 (today's if still ahead). */
export function nextManilaHour(now: Date, hour: number): Date {
  const today = setHours(startOfDay(now, inManila), hour, inManila);
  const next = today.getTime() > now.getTime() ? today : addDays(today, 1, inManila);
  return new Date(next.getTime());
}

/** Manila's offset from UTC at `at`, in milliseconds (from the zone rules: +8 h, no daylight saving). */
export function manilaOffsetMs(at: Date): number {
  return tzOffset(MANILA_TIME_ZONE, at) * 60_000;
}
