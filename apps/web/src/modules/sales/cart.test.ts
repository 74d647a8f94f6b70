import { toCentavos } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { makeCartProduct } from './cart.test-helper.ts';
import {
  addItem,
  cartStatutoryReport,
  cartTotals,
  keepPromos,
  newCart,
  preferStatutory,
  quickCash,
  saleRequest,
  setLinePromo,
  setLot,
  setQty,
  setUnit,
} from './cart.ts';

const feed = makeCartProduct();

describe('cart', () => {
  it('adds by unit; the same product and unit raises the quantity', () => {
    let r = addItem(newCart('s1'), feed, { unitCode: 'sack' });
    expect(r.ok).toBe(true);
    r = addItem(r.cart, feed, { unitCode: 'sack' });
    expect(r.cart.lines).toHaveLength(1);
    expect(r.cart.lines[0]!.qtyMilli).toBe(2_000);
    r = addItem(r.cart, feed, { unitCode: 'kg', qtyMilli: 2_500 });
    expect(r.cart.lines.map((l) => [l.unitCode, l.qtyMilli])).toEqual([
      ['sack', 2_000],
      ['kg', 2_500],
    ]);
  });

  it('checks stock across every line of the product and leaves the cart as it was', () => {
    const two = addItem(newCart(), feed, { unitCode: 'sack', qtyMilli: 2_000 });
    const more = addItem(two.cart, feed, { unitCode: 'kg', qtyMilli: 25_000 });
    expect(more).toEqual({
      ok: false,
      cart: two.cart,
      message: 'Insufficient stock. Available: 120, Requested: 125',
    });
  });

  it('refuses a banned product; quantity 0 removes a line; the unit can change', () => {
    expect(addItem(newCart(), { ...feed, isBanned: true }).ok).toBe(false);
    const r = addItem(newCart(), feed);
    const key = r.cart.lines[0]!.key;
    expect(setUnit(r.cart, key, 'SACK').cart.lines[0]!.unitCode).toBe('sack');
    expect(setQty(r.cart, key, 0).cart.lines).toEqual([]);
  });

  it('totals with the domain function and builds the request the server checks', () => {
    const r = addItem(newCart('0190a000-0000-7000-8000-000000000001'), feed, { unitCode: 'sack' });
    const totals = cartTotals(r.cart, true);
    expect(totals.totalCentavos).toBe(145_000);
    expect(totals.vatCentavos).toBe(15_536);
    const body = saleRequest(r.cart, totals.totalCentavos, [{ method: 'cash', amountCentavos: 150_000 }]);
    expect(body.lines).toEqual([
      {
        productId: feed.id,
        unitCode: 'sack',
        qtyMilli: 1_000,
        unitPriceCentavos: 145_000,
        promo: null,
        rx: null,
        fpaCertNumber: null,
        lotId: null,
        stockSeenMilli: 120_000,
      },
    ]);
    expect(body.customer).toBeNull();
  });

  it('sends the lot the cashier chose; none means first to expire', () => {
    const r = addItem(newCart(), { ...feed, isLotTracked: true }, { unitCode: 'sack' });
    const key = r.cart.lines[0]!.key;
    const lot = { id: '0190a000-0000-7000-8000-0000000000a1', batchNumber: 'L-A', expiryDate: '2099-03-31' };
    const chosen = setLot(r.cart, key, lot).cart;
    const pay = [{ method: 'cash' as const, amountCentavos: 145_000 }];
    expect(saleRequest(chosen, toCentavos(145_000), pay).lines[0]!.lotId).toBe(lot.id);
    // Scanning the same item again keeps the line's lot.
    expect(addItem(chosen, { ...feed, isLotTracked: true }, { unitCode: 'sack' }).cart.lines[0]!.lot).toEqual(
      lot,
    );
    expect(saleRequest(setLot(chosen, key, null).cart, toCentavos(145_000), pay).lines[0]!.lotId).toBeNull();
  });

  it('offers quick-cash amounts above the total', () => {
    expect(quickCash(145_000)).toEqual([145_000, 146_000, 150_000, 200_000]);
    expect(quickCash(10_000)).toEqual([10_000, 50_000, 100_000]);
  });
});

describe('the senior/PWD discount against promos', () => {
  const vitamin = makeCartProduct({
    id: '0190a000-0000-7000-8000-0000000000a1',
    name: 'Vitamin B',
    baseUnit: 'pc',
    units: [],
    priceCentavos: 11_200,
    bnpcEligible: false,
    scPwdEligible: true,
  });
  const senior = { kind: 'sc_pwd20', beneficiary: 'senior', name: 'Lola', idNumber: 'OSCA-1' } as const;
  function cartWithPromo() {
    const r = addItem(newCart('s1'), vitamin);
    const withPromo = setLinePromo(r.cart, r.ok ? r.line.key : '', {
      kind: 'percent',
      basisPoints: 3_000,
    }).cart;
    return { ...addItem(withPromo, feed).cart, statutory: senior };
  }

  it('says why no line gets it: a promo gives more, a feed is not marked', () => {
    const cart = cartWithPromo();
    expect(cartTotals(cart, true).scPwdCentavos).toBe(0);
    expect(cartStatutoryReport(cart, true)?.map((r) => r.reason)).toEqual(['promo_better', 'not_eligible']);
  });

  it('the cashier chooses: keep the promo, or take the senior/PWD discount instead', () => {
    const cart = cartWithPromo();
    const kept = keepPromos(cart);
    expect([kept.statutory, kept.lines[0]!.promo]).toEqual([null, { kind: 'percent', basisPoints: 3_000 }]);
    const taken = preferStatutory(cart, cartStatutoryReport(cart, true)!);
    expect(taken.lines.map((l) => l.promo)).toEqual([null, null]);
    expect(cartTotals(taken, true).scPwdCentavos).toBe(2_000);
    expect(cartStatutoryReport(taken, true)?.map((r) => r.reason)).toEqual(['applied', 'not_eligible']);
  });
});
