import { addDays, REPORT_MAX_DAYS } from '@fbms/domain';

/** A range of business dates (YYYY-MM-DD, Manila), both days included. */
export interface DateRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['today', 'week', 'month', 'lastDays', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The days "Last N days" covers: the person's setting, at most what one report may ask for. */
export const lastDaysOf = (dataRange: number) =>
  Math.min(Math.max(1, Math.trunc(dataRange)), REPORT_MAX_DAYS);

/** A preset's dates, ending today: this week starts on Monday; "last N days" includes today. */
export function presetRange(preset: RangePreset, today: string, lastDays: number): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastDays':
      return { from: addDays(today, -(lastDaysOf(lastDays) - 1)), to: today };
    case 'year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

/** Whether a report may be asked for these dates (the server's rule: in order, under a year and a day). */
export function isRangeAllowed({ from, to }: DateRange): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(to) &&
    from <= to &&
    (Date.parse(to) - Date.parse(from)) / 86_400_000 < REPORT_MAX_DAYS
  );
}
