import { describe, expect, it } from 'vitest';
import { segmentRuleSchema } from './segment-rules.ts';

const id = '01890a5d-ac96-774b-bcce-b302099a8057';
const ok = (all: unknown[]) => segmentRuleSchema.safeParse({ all }).success;

describe('segment rules', () => {
  it('accepts each kind of condition, combined', () => {
    expect(
      ok([
        { kind: 'bought', productId: id, from: '2026-01-01', to: '2026-06-30' },
        { kind: 'bought', categoryId: id, from: '2026-01-01', to: '2026-01-01' },
        { kind: 'lapsed', days: 90 },
        { kind: 'balance', which: 'overdue' },
        { kind: 'raises', text: 'hogs' },
        { kind: 'tag', tag: 'VIP' },
        { kind: 'place', province: 'Batangas' },
      ]),
    ).toBe(true);
    expect(ok([])).toBe(true);
  });

  it('asks for a product or a category, not both, and dates in order', () => {
    expect(ok([{ kind: 'bought', from: '2026-01-01', to: '2026-06-30' }])).toBe(false);
    expect(
      ok([{ kind: 'bought', productId: id, categoryId: id, from: '2026-01-01', to: '2026-06-30' }]),
    ).toBe(false);
    expect(ok([{ kind: 'bought', productId: id, from: '2026-07-01', to: '2026-06-30' }])).toBe(false);
  });

  it('refuses empty texts, a place with neither city nor province, unknown kinds and bad numbers', () => {
    expect(ok([{ kind: 'raises', text: '  ' }])).toBe(false);
    expect(ok([{ kind: 'place', city: '' }])).toBe(false);
    expect(ok([{ kind: 'age', years: 3 }])).toBe(false);
    expect(ok([{ kind: 'lapsed', days: 0 }])).toBe(false);
    expect(ok([{ kind: 'balance', which: 'some' }])).toBe(false);
    expect(ok(Array.from({ length: 11 }, () => ({ kind: 'lapsed', days: 5 })))).toBe(false);
  });
});
