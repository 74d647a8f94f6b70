import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7, variant 1 UUID carrying the time', () => {
    const id = uuidv7(Date.UTC(2026, 10, 22, 4, 0, 0));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 22, 4, 0, 0));
  });

  it('sorts in creation order, also within one millisecond', () => {
    const fixed = Date.now() + 10_000;
    const ids = Array.from({ length: 5000 }, () => uuidv7(fixed));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never goes backwards when the clock does', () => {
    const a = uuidv7(Date.now() + 20_000);
    const b = uuidv7(Date.now());
    expect(b > a).toBe(true);
  });
});
