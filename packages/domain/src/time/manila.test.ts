import { describe, expect, it } from 'vitest';
import { formatManila, manilaDate, manilaDayStart, nextManilaHour, startOfManilaDay } from './manila.ts';

const at = (iso: string) => new Date(iso);

describe('manilaDate', () => {
  it('turns the day at midnight Manila (16:00Z), not at midnight UTC', () => {
    expect(manilaDate(at('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(manilaDate(at('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(manilaDate(at('2026-11-22T23:59:59Z'))).toBe('2026-11-23');
    expect(manilaDate(at('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });

  it('crosses a month and a year at Manila midnight', () => {
    expect(manilaDate(at('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(manilaDate(at('2026-12-31T15:59:00Z'))).toBe('2026-12-31');
  });
});

describe('startOfManilaDay', () => {
  it('is 16:00 UTC of the previous day', () => {
    expect(startOfManilaDay(at('2026-11-22T15:59:59Z'))).toEqual(at('2026-11-21T16:00:00Z'));
    expect(startOfManilaDay(at('2026-11-22T16:00:00Z'))).toEqual(at('2026-11-22T16:00:00Z'));
  });
});

describe('manilaDayStart', () => {
  it('is the instant a Manila business date begins', () => {
    expect(manilaDayStart('2026-03-01')).toEqual(at('2026-02-28T16:00:00Z'));
  });
});

describe('nextManilaHour', () => {
  it("is today's hour while it is still ahead, else tomorrow's", () => {
    expect(nextManilaHour(at('2026-11-21T21:00:00Z'), 6)).toEqual(at('2026-11-21T22:00:00Z'));
    expect(nextManilaHour(at('2026-11-21T22:00:00Z'), 6)).toEqual(at('2026-11-22T22:00:00Z'));
    expect(nextManilaHour(at('2026-11-22T16:30:00Z'), 0)).toEqual(at('2026-11-23T16:00:00Z'));
  });
});

describe('formatManila', () => {
  it('shows the Manila clock', () => {
    expect(formatManila(at('2026-11-20T06:05:00Z'), 'yyyy-MM-dd-HHmm')).toBe('2026-11-20-1405');
  });
});
