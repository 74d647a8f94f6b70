import { describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger.ts';
import { createStorageHealth, isDiskFull } from './storage-health.ts';

const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), {
  code: 'ENOSPC',
  errno: -28,
});

describe('isDiskFull', () => {
  it.each([
    ['Node ENOSPC', enospc],
    [
      'PostgreSQL disk_full',
      Object.assign(new Error('could not extend file "base/5/16384"'), { code: '53100' }),
    ],
    ['the message alone', new Error('could not extend file "base/5/16384": No space left on device')],
    ['wrapped by drizzle', new Error('Failed query: insert …', { cause: enospc })],
    ['a WASM file system errno', Object.assign(new Error('FS error'), { errno: 28 })],
  ])('knows %s', (_what, err) => expect(isDiskFull(err)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a lost connection', Object.assign(new Error('Connection terminated'), { code: '57P01' })],
    ['a plain string', 'No space'],
    ['nothing', undefined],
  ])('is not fooled by %s', (_what, err) => expect(isDiskFull(err)).toBe(false));
});

describe('storage health', () => {
  it('logs a full disk once, reports it until a write succeeds, then logs the recovery once', () => {
    const logger = { error: vi.fn(), info: vi.fn() } as unknown as Logger;
    const at = new Date('2026-11-26T01:00:00Z');
    const health = createStorageHealth(logger, () => at);
    expect(health.failed(new Error('duplicate'))).toBe(false);
    expect(health.problem).toBeNull();
    expect(health.failed(enospc, 'r1')).toBe(true);
    expect(health.failed(enospc, 'r2')).toBe(true);
    expect(health.problem).toEqual({ reason: 'disk_full', since: at });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(logger.error).mock.calls[0]![1]).toMatch(/^The disk is full: FBMS cannot save anything/);
    health.succeeded();
    health.succeeded();
    expect(health.problem).toBeNull();
    expect(logger.info).toHaveBeenCalledTimes(1);
  });
});
