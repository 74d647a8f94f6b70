import { describe, expect, it } from 'vitest';
import { limiterState, lockoutMessage } from './login-limiter.ts';

const at = (iso: string) => new Date(iso);
const minutes = (base: string, ...offsets: number[]) =>
  offsets.map((m) => new Date(at(base).getTime() + m * 60_000));

describe('limiterState', () => {
  it('allows four failures in fifteen minutes and counts down', () => {
    const s = limiterState(minutes('2026-11-22T02:00:00Z', 0, 1, 2, 3), at('2026-11-22T02:04:00Z'));
    expect(s).toEqual({ locked: false, remaining: 1 });
  });

  it('locks for thirty minutes after the fifth failure within fifteen minutes', () => {
    const s = limiterState(minutes('2026-11-22T02:00:00Z', 0, 1, 2, 3, 14), at('2026-11-22T02:20:00Z'));
    expect(s).toEqual({ locked: true, until: at('2026-11-22T02:44:00Z'), reason: 'burst' });
  });

  it('unlocks when the thirty minutes are over', () => {
    const s = limiterState(minutes('2026-11-22T02:00:00Z', 0, 1, 2, 3, 4), at('2026-11-22T02:34:00Z'));
    expect(s).toEqual({ locked: false, remaining: 5 });
  });

  it('does not lock when five failures are spread over more than fifteen minutes', () => {
    const s = limiterState(minutes('2026-11-22T02:00:00Z', 0, 4, 8, 12, 16), at('2026-11-22T02:16:00Z'));
    expect(s.locked).toBe(false);
  });

  it('locks until the next Manila day after fifty failures in one day', () => {
    const spread = Array.from({ length: 50 }, (_, i) => i * 16); // never five within fifteen minutes
    const failures = minutes('2026-11-21T16:05:00Z', ...spread); // from 00:05 Manila time
    const s = limiterState(failures, at('2026-11-22T05:30:00Z'));
    expect(s).toEqual({ locked: true, until: at('2026-11-22T16:00:00Z'), reason: 'daily' });
  });

  it('ignores the order of the failures', () => {
    const f = minutes('2026-11-22T02:00:00Z', 4, 0, 3, 1, 2);
    expect(limiterState(f, at('2026-11-22T02:05:00Z')).locked).toBe(true);
  });
});

describe('lockoutMessage', () => {
  it('names the Manila time to wait for', () => {
    expect(lockoutMessage(at('2026-11-22T07:45:00Z'))).toBe(
      'Too Many Attempts: Please wait until 3:45 PM before trying again',
    );
  });
});
