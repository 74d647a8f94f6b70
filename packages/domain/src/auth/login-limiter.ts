/**
 * The per-account limiter of seed 000 §9: 5 failed attempts within 15 minutes lock the account for 30
 * minutes; 50 failures in one business day (Asia/Manila) lock it until the next day. The same rule
 * limits password-reset requests per e-mail. Pure: it reads the failure times and the clock.
 */
import { MANILA_TIME_ZONE, nextManilaHour, startOfManilaDay } from '../time/manila.ts';

export interface LimiterPolicy {
  maxAttempts: number;
  windowMs: number;
  lockoutMs: number;
  dailyMax: number;
}

export const LOGIN_LIMITER_POLICY: LimiterPolicy = {
  maxAttempts: 5,
  windowMs: 15 * 60_000,
  lockoutMs: 30 * 60_000,
  dailyMax: 50,
};

/**
 * Decision 0007: the seed's rule above holds per account and address, and per account and known device
 * (a browser that signed in to it before). Sign-ins from browsers the account has never used share one
 * more counter per account: 50 failures a day lock out new browsers only, so guessing from many
 * addresses stays bounded while the owner's own devices keep working.
 */
export const NEW_DEVICES_POLICY: LimiterPolicy = {
  maxAttempts: 50,
  windowMs: 15 * 60_000,
  lockoutMs: 30 * 60_000,
  dailyMax: 50,
};

/** How far back the limiter needs to look. */
export const LIMITER_LOOKBACK_MS = 24 * 60 * 60_000;

export type LimiterState =
  | { locked: false; remaining: number }
  | { locked: true; until: Date; reason: 'burst' | 'daily' };

/** @param failures times of failed attempts (any order) */
export function limiterState(
  failures: readonly Date[],
  now: Date,
  policy: LimiterPolicy = LOGIN_LIMITER_POLICY,
): LimiterState {
  const times = failures
    .map((d) => d.getTime())
    .filter((t) => t <= now.getTime())
    .sort((a, b) => a - b);
  const dayStart = startOfManilaDay(now).getTime();
  const today = times.filter((t) => t >= dayStart).length;
  if (today >= policy.dailyMax) {
    return { locked: true, until: nextManilaHour(now, 0), reason: 'daily' };
  }
  let until = 0;
  const n = policy.maxAttempts;
  for (let j = n - 1; j < times.length; j++) {
    if (times[j]! - times[j - n + 1]! <= policy.windowMs)
      until = Math.max(until, times[j]! + policy.lockoutMs);
  }
  if (until > now.getTime()) return { locked: true, until: new Date(until), reason: 'burst' };
  const recent = times.filter((t) => t > now.getTime() - policy.windowMs && t >= until).length;
  return { locked: false, remaining: Math.max(0, n - recent) };
}

/** "3:45 PM" in Manila time, for "Please wait until {time} before trying again". */
export function formatManilaTime(at: Date): string {
  return new Intl.DateTimeFormat('en-PH', {
    timeZone: MANILA_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

export function lockoutMessage(until: Date): string {
  return `Too Many Attempts: Please wait until ${formatManilaTime(until)} before trying again`;
}
