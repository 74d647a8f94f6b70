import { describe, expect, it } from 'vitest';
import {
  transferCreateSchema,
  transferListQuerySchema,
  transferPdfPath,
  transferReceiveSchema,
  transferResolveSchema,
} from './transfer-schemas.ts';

const A = '01900000-0000-7000-8000-000000000001';
const B = '01900000-0000-7000-8000-00000000d001';
const P = '01900000-0000-7000-8000-0000000000aa';
const Q = '01900000-0000-7000-8000-0000000000bb';

describe('transfer slip requests', () => {
  it('makes a draft of a manual slip unless told otherwise', () => {
    const v = transferCreateSchema.parse({
      fromLocationId: A,
      toLocationId: B,
      lines: [{ productId: P, requestedMilli: 20_000 }],
    });
    expect(v).toMatchObject({ submit: false, source: 'manual' });
  });

  it('refuses a slip to the same place, a product twice, no lines and a zero quantity', () => {
    const base = { fromLocationId: A, toLocationId: B, lines: [{ productId: P, requestedMilli: 1000 }] };
    const issues = (x: unknown) =>
      transferCreateSchema.safeParse(x).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...base, toLocationId: A })).toEqual(['The goods must go to another location']);
    expect(issues({ ...base, lines: [base.lines[0], { productId: P, requestedMilli: 2000 }] })).toEqual([
      'Each product may appear once on a slip',
    ]);
    expect(issues({ ...base, lines: [] })).toEqual(['Add at least one product']);
    expect(issues({ ...base, lines: [{ productId: Q, requestedMilli: 0 }] })).toEqual([
      'The quantity must be more than 0',
    ]);
  });

  it('reads the list query with its defaults', () => {
    expect(transferListQuerySchema.parse({})).toEqual({
      status: 'all',
      direction: 'all',
      page: 1,
      pageSize: 50,
    });
    expect(transferListQuerySchema.safeParse({ direction: 'sideways' }).success).toBe(false);
  });

  it('receives with damaged 0 by default and resolves with a reason', () => {
    expect(transferReceiveSchema.parse({ lots: [{ slipLotId: P, receivedMilli: 19_000 }] }).lots[0]).toEqual({
      slipLotId: P,
      receivedMilli: 19_000,
      damagedMilli: 0,
    });
    expect(
      transferResolveSchema.safeParse({
        items: [{ slipLotId: P, action: 'written_off', qtyMilli: 1000, reason: '' }],
      }).success,
    ).toBe(false);
  });

  it('names the PDF by format', () => {
    expect(transferPdfPath(P, '80mm')).toBe(`/api/stock/transfers/${P}/pdf?format=80mm`);
  });
});
