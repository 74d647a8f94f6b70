/**
 * Retry timing of the module loader (seed 001 §9): 3 attempts, first delay 1000 ms, doubling, capped at
 * 30000 ms, ±10 % jitter; when the attempts are used up the module rests for 60 s before it may retry.
 */
export const MODULE_RETRY_POLICY = {
  attempts: 3,
  baseMs: 1000,
  multiplier: 2,
  maxMs: 30_000,
  jitter: 0.1,
  cooldownMs: 60_000,
} as const;

export interface RetryDelayOptions {
  attempts?: number;
  baseMs?: number;
  multiplier?: number;
  maxMs?: number;
  /** Fraction of each delay by which it may vary either way (0.1 = ±10 %). */
  jitter?: number;
  /** Returns a number in [0, 1); pass a fixed one for deterministic delays. */
  random?: () => number;
}

/** The wait in milliseconds before each retry, in order: [≈1000, ≈2000, ≈4000] with the defaults. */
export function retryDelays({
  attempts = MODULE_RETRY_POLICY.attempts,
  baseMs = MODULE_RETRY_POLICY.baseMs,
  multiplier = MODULE_RETRY_POLICY.multiplier,
  maxMs = MODULE_RETRY_POLICY.maxMs,
  jitter = MODULE_RETRY_POLICY.jitter,
  random = Math.random,
}: RetryDelayOptions = {}): number[] {
  const delays: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const plain = Math.min(maxMs, baseMs * multiplier ** i);
    const spread = plain * jitter * (2 * random() - 1);
    delays.push(Math.max(0, Math.min(maxMs, Math.round(plain + spread))));
  }
  return delays;
}
