import { describe, expect, it } from 'vitest';
import { hourlyBuckets } from './dashboard.contract.ts';

describe('hourlyBuckets', () => {
  it('answers 24 hours ending with the current one, zeros where nothing happened', () => {
    const now = new Date('2026-11-27T10:42:00Z');
    const out = hourlyBuckets(now, [
      { hour: '2026-11-27T10:00:00.000Z', count: 3 },
      { hour: '2026-11-26T11:00:00Z', count: 1 },
      { hour: '2026-11-26T10:00:00Z', count: 9 }, // 25 hours ago: outside
    ]);
    expect(out).toHaveLength(24);
    expect(out[0]).toEqual({ hour: '2026-11-26T11:00:00.000Z', count: 1 });
    expect(out[23]).toEqual({ hour: '2026-11-27T10:00:00.000Z', count: 3 });
    expect(out.reduce((n, b) => n + b.count, 0)).toBe(4);
  });
});
