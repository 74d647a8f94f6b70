import { describe, expect, it } from 'vitest';
import { retryDelays } from './retry.ts';

describe('retryDelays', () => {
  it('waits 1 s, 2 s, 4 s without jitter', () => {
    expect(retryDelays({ jitter: 0 })).toEqual([1000, 2000, 4000]);
  });

  it('spreads each delay by up to ±10 %, deterministically for a given random function', () => {
    expect(retryDelays({ random: () => 0 })).toEqual([900, 1800, 3600]);
    expect(retryDelays({ random: () => 0.5 })).toEqual([1000, 2000, 4000]);
    expect(retryDelays({ random: () => 0.999999 })).toEqual([1100, 2200, 4400]);
  });

  it('stays within the jitter band with a real random function', () => {
    for (let i = 0; i < 50; i++) {
      const [a, b, c] = retryDelays();
      expect(a).toBeGreaterThanOrEqual(900);
      expect(a).toBeLessThanOrEqual(1100);
      expect(b).toBeGreaterThanOrEqual(1800);
      expect(b).toBeLessThanOrEqual(2200);
      expect(c).toBeGreaterThanOrEqual(3600);
      expect(c).toBeLessThanOrEqual(4400);
    }
  });

  it('caps delays at 30 s', () => {
    expect(retryDelays({ attempts: 7, jitter: 0 })).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelays({ attempts: 6, random: () => 0.999999 })[5]).toBe(30000);
  });
});
