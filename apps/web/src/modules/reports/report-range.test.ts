import { describe, expect, it } from 'vitest';
import { isRangeAllowed, lastDaysOf, presetRange } from './report-range.ts';

describe('report date presets', () => {
  // 2026-05-14 is a Thursday.
  const today = '2026-05-14';

  it('gives each preset its dates, ending today', () => {
    expect(presetRange('today', today, 30)).toEqual({ from: today, to: today });
    expect(presetRange('week', today, 30)).toEqual({ from: '2026-05-11', to: today });
    expect(presetRange('week', '2026-05-17', 30)).toEqual({ from: '2026-05-11', to: '2026-05-17' });
    expect(presetRange('week', '2026-05-11', 30)).toEqual({ from: '2026-05-11', to: '2026-05-11' });
    expect(presetRange('month', today, 30)).toEqual({ from: '2026-05-01', to: today });
    expect(presetRange('lastDays', today, 30)).toEqual({ from: '2026-04-15', to: today });
    expect(presetRange('lastDays', today, 1)).toEqual({ from: today, to: today });
    expect(presetRange('year', today, 30)).toEqual({ from: '2026-01-01', to: today });
  });

  it('keeps "last N days" within what one report may cover', () => {
    expect(lastDaysOf(3650)).toBe(366);
    const r = presetRange('lastDays', today, 3650);
    expect(isRangeAllowed(r)).toBe(true);
    expect(isRangeAllowed({ from: '2026-05-15', to: today })).toBe(false);
    expect(isRangeAllowed({ from: '2025-01-01', to: '2026-01-02' })).toBe(false);
    expect(isRangeAllowed({ from: '', to: today })).toBe(false);
  });
});
