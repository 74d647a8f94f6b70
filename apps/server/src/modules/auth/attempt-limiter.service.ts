import type { Database } from '@fbms/db';
import { type LimiterPolicy, limiterState } from '@fbms/domain';
import { deleteAttempt, recentAttempts, recordAttempt } from './login-attempts.repository.ts';

/** One counter of failed attempts and the rule that locks it (login-limiter.ts in the domain). */
export interface Limit {
  key: string;
  policy: LimiterPolicy;
}

/** Until when the first locked counter of these is locked, or null when none is. */
export async function lockedUntil(database: Database, limits: Limit[], now: Date): Promise<Date | null> {
  let until: Date | null = null;
  for (const { key, policy } of limits) {
    const state = limiterState(await recentAttempts(database, key, now), now, policy);
    if (state.locked && (!until || state.until > until)) until = state.until;
  }
  return until;
}

export interface Attempt {
  ids: number[];
  /** Set when this attempt is one too many: it must not be checked. */
  lockedUntil: Date | null;
}

/**
 * Counts an attempt before the password is checked, so guesses sent at once cannot all slip in under
 * the limit: the attempt is recorded on every counter, and if any counter now holds more than its
 * policy allows in its window, the attempt is refused. `forgive` takes it back when the check could not
 * run (an inactive account, maintenance).
 */
export async function takeAttempt(database: Database, limits: Limit[], now: Date): Promise<Attempt> {
  const before = await lockedUntil(database, limits, now);
  if (before) return { ids: [], lockedUntil: before };
  const ids: number[] = [];
  for (const { key } of limits) ids.push(await recordAttempt(database, key, now));
  let until: Date | null = null;
  for (const { key, policy } of limits) {
    const attempts = await recentAttempts(database, key, now);
    const inWindow = attempts.filter((at) => at.getTime() > now.getTime() - policy.windowMs).length;
    if (inWindow > policy.maxAttempts) {
      const state = limiterState(attempts, now, policy);
      const end = state.locked ? state.until : new Date(now.getTime() + policy.lockoutMs);
      if (!until || end > until) until = end;
    }
  }
  return { ids, lockedUntil: until };
}

export async function forgive(database: Database, attempt: Attempt): Promise<void> {
  for (const id of attempt.ids) await deleteAttempt(database, id);
}
