import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPES, type MovementType } from '../inventory/movements.ts';
import { planReturn } from '../sales/return-plan.ts';
import { settleTenders, TENDER_METHODS, type TenderMethod } from '../sales/sale-schemas.ts';
import { computeTotals, type Discount, type Statutory } from '../sales/totals.ts';
import { movedValue, saleEntry } from './documents.ts';
import { isBalanced, type PostingLine, totalCredits, totalDebits } from './posting.ts';
import {
  cashSlipPosting,
  movementValue,
  returnPosting,
  revaluationPosting,
  type SaleFigures,
  salePosting,
  shiftClosePosting,
  shiftOpenPosting,
  stockPosting,
  stockValue,
  voidPosting,
} from './rules.ts';

/** Every automatic posting balances, whatever the document (issue 22: property tests). */

const TERMINAL = '01900000-0000-7000-8000-0000000000aa';
const cents = (max = 10_000_000) => fc.integer({ min: 0, max });
const method = fc.constantFrom(...TENDER_METHODS) as fc.Arbitrary<TenderMethod>;
const moveType = fc.constantFrom(...MOVEMENT_TYPES) as fc.Arbitrary<MovementType>;

/** Balanced, or empty when nothing moved (the document posts no entry). */
const postable = (lines: PostingLine[]) => lines.length === 0 || isBalanced(lines);
const net = (lines: PostingLine[], key: string) =>
  lines
    .filter((l) => 'key' in l.account && l.account.key === key)
    .reduce((s, l) => s + l.creditCentavos - l.debitCentavos, 0);

/** Figures as an invoice has them: total = gross − discounts − VAT removed, VAT within the total. */
const figures: fc.Arbitrary<SaleFigures> = fc
  .record({
    gross: cents(),
    promo: fc.double({ min: 0, max: 0.5, noNaN: true }),
    bnpc: fc.double({ min: 0, max: 0.05, noNaN: true }),
    sc: fc.double({ min: 0, max: 0.2, noNaN: true }),
    vatOut: fc.double({ min: 0, max: 0.1, noNaN: true }),
    vat: fc.double({ min: 0, max: 12 / 112, noNaN: true }),
  })
  .map((f) => {
    const promoCentavos = Math.floor(f.gross * f.promo);
    const bnpcCentavos = Math.floor(f.gross * f.bnpc);
    const scPwdCentavos = Math.floor(f.gross * f.sc);
    const vatRemovedCentavos = Math.floor(f.gross * f.vatOut);
    const totalCentavos = f.gross - promoCentavos - bnpcCentavos - scPwdCentavos - vatRemovedCentavos;
    return {
      grossCentavos: f.gross,
      promoCentavos,
      bnpcCentavos,
      scPwdCentavos,
      vatRemovedCentavos,
      vatCentavos: Math.floor(totalCentavos * f.vat),
      totalCentavos,
    };
  });

/** Tenders paying exactly a total, split over random methods. */
const tendersFor = (total: number) =>
  fc.array(fc.tuple(method, fc.nat(100)), { minLength: 1, maxLength: 4 }).map((parts) => {
    const weight = parts.reduce((s, [, w]) => s + w + 1, 0);
    let left = total;
    return parts.map(([m, w], i) => {
      const amount = i === parts.length - 1 ? left : Math.floor((total * (w + 1)) / weight);
      left -= amount;
      return { method: m, amountCentavos: amount };
    });
  });

const sale = figures.chain((f) =>
  fc.record({ figures: fc.constant(f), tenders: tendersFor(f.totalCentavos), cost: cents() }),
);

describe('automatic posting rules', () => {
  it('a sale and its void balance, and the void undoes the sale exactly', () => {
    fc.assert(
      fc.property(sale, ({ figures, tenders, cost }) => {
        const lines = salePosting({ terminalId: TERMINAL, figures, tenders, costCentavos: cost });
        expect(postable(lines)).toBe(true);
        // Net revenue (sales less the contra accounts) is what was received less VAT.
        const revenue =
          net(lines, 'sales') +
          net(lines, 'discount_promo') +
          net(lines, 'discount_bnpc') +
          net(lines, 'discount_sc_pwd') +
          net(lines, 'vat_exemption_sc_pwd');
        expect(revenue).toBe(figures.totalCentavos - figures.vatCentavos);
        expect(net(lines, 'output_vat')).toBe(figures.vatCentavos);
        const undone = voidPosting({ terminalId: TERMINAL, figures, tenders, restockedCentavos: cost });
        expect(postable(undone)).toBe(true);
        expect(totalDebits(undone)).toBe(totalCredits(lines));
      }),
    );
  });

  it('a return balances whatever its shares of the invoice round to', () => {
    fc.assert(
      fc.property(
        fc.record({
          grossCentavos: cents(),
          promoCentavos: cents(),
          bnpcCentavos: cents(),
          scPwdCentavos: cents(),
          vatRemovedCentavos: cents(),
          vatCentavos: cents(),
          totalCentavos: cents(),
        }),
        method,
        cents(),
        (f, refundMethod, restocked) => {
          const lines = returnPosting({
            terminalId: TERMINAL,
            figures: f,
            refundMethod,
            restockedCentavos: restocked,
          });
          expect(postable(lines)).toBe(true);
        },
      ),
    );
  });

  it('stock documents, revaluations, shifts and cash slips balance', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ type: moveType, valueCentavos: fc.integer({ min: -5_000_000, max: 5_000_000 }) }),
          {
            maxLength: 8,
          },
        ),
        fc.integer({ min: -5_000_000, max: 5_000_000 }),
        cents(),
        cents(),
        cents(),
        fc.constantFrom('cash_in' as const, 'cash_out' as const),
        fc.constantFrom(
          'float' as const,
          'pickup' as const,
          'payout' as const,
          'withdrawal' as const,
          'other' as const,
        ),
        (moves, change, fund, expected, declared, kind, reasonKind) => {
          expect(postable(stockPosting(moves))).toBe(true);
          expect(postable(revaluationPosting(change))).toBe(true);
          expect(postable(shiftOpenPosting(TERMINAL, fund))).toBe(true);
          expect(
            postable(
              shiftClosePosting({
                terminalId: TERMINAL,
                expectedCashCentavos: expected,
                declaredCashCentavos: declared,
              }),
            ),
          ).toBe(true);
          expect(
            postable(cashSlipPosting({ terminalId: TERMINAL, kind, reasonKind, amountCentavos: fund })),
          ).toBe(true);
        },
      ),
    );
  });

  it('a sale computed by computeTotals and settleTenders posts balanced, net revenue = total − VAT', () => {
    const line = fc.record({
      taxClass: fc.constantFrom('vatable' as const, 'vat_exempt' as const, 'zero_rated' as const),
      unitPriceCentavos: fc.integer({ min: 1, max: 500_000 }),
      qtyMilli: fc.integer({ min: 1, max: 200_000 }),
      promo: fc.option(
        fc.oneof(
          fc.record({
            kind: fc.constant('percent' as const),
            basisPoints: fc.integer({ min: 0, max: 10_000 }),
          }),
          fc.record({ kind: fc.constant('amount' as const), centavos: fc.integer({ min: 0, max: 50_000 }) }),
        ) as fc.Arbitrary<Discount>,
        { nil: undefined },
      ),
      bnpcEligible: fc.boolean(),
      scPwdEligible: fc.boolean(),
    });
    const statutory = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('bnpc5' as const),
          capRemainingCentavos: fc.integer({ min: 0, max: 250_000 }),
        }),
        fc.constant({ kind: 'sc_pwd20' as const }),
      ) as fc.Arbitrary<Statutory>,
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        statutory,
        fc.boolean(),
        fc.array(fc.tuple(method, fc.nat(100)), { minLength: 1, maxLength: 3 }),
        cents(),
        (lines, stat, vatRegistered, split, cost) => {
          const t = computeTotals({
            lines: lines.map((l, i) => ({ ...l, id: String(i) })),
            statutory: stat,
            vatRegistered,
          });
          fc.pre(t.totalCentavos > 0);
          // Non-cash tenders take up to half the total between them; cash pays the rest, with change.
          const weight = split.reduce((sum, [, w]) => sum + w + 1, 0);
          const payments = split
            .filter(([m]) => m !== 'cash')
            .map(([m, w]) => ({
              method: m,
              amountCentavos: Math.floor((t.totalCentavos * (w + 1)) / weight / 2),
            }));
          const rest = t.totalCentavos - payments.reduce((sum, p) => sum + p.amountCentavos, 0);
          payments.push({ method: 'cash', amountCentavos: rest + 1_000 });
          const settled = settleTenders(t.totalCentavos, payments);
          expect(settled.ok).toBe(true);
          if (!settled.ok) return;
          const paid = settled.payments.map((p, i) => ({
            method: payments[i]!.method,
            amountCentavos: p.amountCentavos,
          }));
          expect(paid.reduce((s, p) => s + p.amountCentavos, 0)).toBe(t.totalCentavos);
          const entry = saleEntry(
            {
              id: 'x',
              reference: 'T 1',
              businessDate: '2026-11-26',
              terminalId: TERMINAL,
              figures: t,
              tenders: paid,
            },
            cost,
          );
          expect(postable(entry.lines)).toBe(true);
          const revenue = [
            'sales',
            'discount_promo',
            'discount_bnpc',
            'discount_sc_pwd',
            'vat_exemption_sc_pwd',
          ]
            .map((k) => net(entry.lines, k))
            .reduce((s, n) => s + n, 0);
          expect(revenue).toBe(t.totalCentavos - t.vatCentavos);
        },
      ),
    );
  });

  it('a sale then a partial return, planned by planReturn, both balance', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 300_000 }), qty: fc.integer({ min: 1, max: 50 }) }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.nat(),
        (ls, seed) => {
          const t = computeTotals({
            lines: ls.map((l, i) => ({
              id: String(i),
              taxClass: 'vatable' as const,
              unitPriceCentavos: l.price,
              qtyMilli: l.qty * 1000,
              promo: { kind: 'percent' as const, basisPoints: 777 },
            })),
            vatRegistered: true,
          });
          const zero = {
            grossCentavos: 0,
            promoCentavos: 0,
            statutoryCentavos: 0,
            vatRemovedCentavos: 0,
            netCentavos: 0,
          };
          const plan = planReturn({
            statutoryKind: null,
            sale: { vatCentavos: t.vatCentavos, vatableSalesCentavos: t.vatableSalesCentavos },
            returnedVatCentavos: 0,
            lines: t.lines.map((l, i) => ({
              ...l,
              saleLineId: String(i),
              lineNo: i + 1,
              taxClass: 'vatable' as const,
              qtyMilli: ls[i]!.qty * 1000,
              baseQtyMilli: ls[i]!.qty * 1000,
              returned: { ...zero, qtyMilli: 0, baseQtyMilli: 0 },
            })),
            take: [{ saleLineId: String(seed % ls.length), qtyMilli: 1000 }],
          });
          if ('kind' in plan) throw new Error(plan.kind);
          expect(
            postable(
              returnPosting({
                terminalId: TERMINAL,
                figures: plan,
                refundMethod: 'cash',
                restockedCentavos: 0,
              }),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('for any sequence of movements and cost changes, inventory posted equals the valuation', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        type: moveType,
        qty: fc.integer({ min: 1, max: 90_000 }),
        at: fc.nat(2),
      }),
      fc.record({ kind: fc.constant('cost' as const), cost: fc.integer({ min: 0, max: 99_999 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.array(step, { maxLength: 40 }), (cost0, steps) => {
        let cost = cost0;
        const stock = [0, 0, 0]; // one product at three locations
        let inventory = 0;
        for (const s of steps) {
          if (s.kind === 'cost') {
            const lines = revaluationPosting(
              stock.reduce((v, q) => v + stockValue(q, s.cost) - stockValue(q, cost), 0),
            );
            expect(postable(lines)).toBe(true);
            inventory -= net(lines, 'inventory');
            cost = s.cost;
          } else {
            const out = [
              'sale',
              'stock_out',
              'damage_out',
              'adjustment_out',
              'shrinkage',
              'expired_out',
              'transfer_out',
              'return_out',
            ].includes(s.type);
            const previousMilli = stock[s.at]!;
            const newMilli = out ? Math.max(0, previousMilli - s.qty) : previousMilli + s.qty;
            if (newMilli === previousMilli) continue;
            stock[s.at] = newMilli;
            const lines = stockPosting([
              { type: s.type, valueCentavos: movementValue({ previousMilli, newMilli }, cost) },
            ]);
            expect(postable(lines)).toBe(true);
            inventory -= net(lines, 'inventory');
            expect(movedValue([{ type: s.type, previousMilli, newMilli, costCentavos: cost }])).toBe(
              movementValue({ previousMilli, newMilli }, cost),
            );
          }
        }
        expect(inventory).toBe(stock.reduce((v, q) => v + stockValue(q, cost), 0));
      }),
    );
  });
});
