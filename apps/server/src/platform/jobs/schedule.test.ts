import { describe, expect, it } from 'vitest';
import { nextRun, parseSchedule, slotKey } from './schedule.ts';

const utc = (s: string) => new Date(s);

describe('schedules in Manila time', () => {
  it('daily at 06:00 Manila is 22:00 UTC the day before', () => {
    const daily = parseSchedule('0 6 * * *');
    // 05:59 Manila on 27 Nov → 06:00 the same day
    expect(nextRun(daily, utc('2026-11-26T21:59:00Z')).toISOString()).toBe('2026-11-26T22:00:00.000Z');
    // exactly 06:00 Manila → the next day (strictly after)
    expect(nextRun(daily, utc('2026-11-26T22:00:00Z')).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    // 15:00 Manila → tomorrow 06:00
    expect(nextRun(daily, utc('2026-11-27T07:00:00Z')).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(slotKey(utc('2026-11-27T22:00:00Z'))).toBe('2026-11-28T06:00');
  });

  it('ranges, lists, steps and weekdays', () => {
    // every 15 minutes from 08:00 to 17:45 Manila, Monday to Saturday
    const s = parseSchedule('*/15 8-17 * * 1-6');
    // Sunday 29 Nov 2026, 10:00 Manila → Monday 08:00 Manila
    expect(nextRun(s, utc('2026-11-29T02:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    // Monday 08:07 Manila → 08:15
    expect(nextRun(s, utc('2026-11-30T00:07:30Z')).toISOString()).toBe('2026-11-30T00:15:00.000Z');
    // payroll cut-offs: the 15th and the 30th at 18:00, skipping February's missing 30th
    const p = parseSchedule('0 18 15,30 * *');
    expect(nextRun(p, utc('2027-02-15T10:00:00Z')).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    // Sunday as 7
    expect(nextRun(parseSchedule('0 0 * * 7'), utc('2026-11-26T00:00:00Z')).toISOString()).toBe(
      '2026-11-28T16:00:00.000Z',
    );
    // both day fields: either matches (the 1st, or any Monday)
    const either = parseSchedule('0 9 1 * 1');
    expect(nextRun(either, utc('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-11-30T01:00:00.000Z');
  });

  it('refuses what it cannot read', () => {
    expect(() => parseSchedule('0 6 * *')).toThrow(/five fields/);
    expect(() => parseSchedule('60 6 * * *')).toThrow(/minute/);
    expect(() => parseSchedule('0 6 * * mon')).toThrow(/day-of-week/);
    expect(() => nextRun(parseSchedule('0 0 31 2 *'), utc('2026-01-01T00:00:00Z'))).toThrow(/no time/);
  });
});
