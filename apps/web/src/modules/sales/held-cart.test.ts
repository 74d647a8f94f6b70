import { holdCartSchema, toCentavos } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { makeCartProduct } from './cart.test-helper.ts';
import { addItem, type Cart, newCart, setLinePromo, setLot } from './cart.ts';
import { holdRequest, resumeHeldCart } from './held-cart.ts';

const feed = makeCartProduct();
const vaccine = makeCartProduct({
  id: '0190a000-0000-7000-8000-0000000000aa',
  name: 'ND Vaccine',
  baseUnit: 'dose',
  units: [],
  priceCentavos: 900,
  isLotTracked: true,
  isRxVetDrug: true,
  stockMilli: 50_000,
});
const LOT = { id: '0190a000-0000-7000-8000-0000000000b1', batchNumber: 'L-A', expiryDate: '2099-03-31' };
const rx = { vetName: 'Dr. Ana Cruz', prcNumber: '0012345', prescriptionNumber: 'RX-889' };

function fullCart(): Cart {
  let cart = newCart('0190a000-0000-7000-8000-0000000000c1');
  let r = addItem(cart, feed, { unitCode: 'sack' });
  cart = setLinePromo(r.cart, r.ok ? r.line.key : '', { kind: 'percent', basisPoints: 500 }).cart;
  r = addItem(cart, vaccine, { qtyMilli: 10_000, rx });
  cart = setLot(r.cart, r.ok ? r.line.key : '', LOT).cart;
  return {
    ...cart,
    orderPromo: { kind: 'amount', centavos: 1_000 },
    statutory: {
      kind: 'bnpc5',
      beneficiary: 'senior',
      name: 'Lola Basyang',
      idNumber: 'OSCA 123',
      tin: null,
    },
    capRemainingCentavos: 250_000,
    customer: { name: 'Mang Tonyo', address: '', tin: '' },
  };
}

describe('a held cart', () => {
  it('is sent as the strict request the server accepts: product ids, not products', () => {
    const body = holdRequest(fullCart(), 'Mang Tonyo');
    const parsed = holdCartSchema.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body.cart.lines[0]).toEqual({
      productId: feed.id,
      unitCode: 'sack',
      qtyMilli: 1_000,
      promo: { kind: 'percent', basisPoints: 500 },
      rx: null,
      fpaCertNumber: null,
      lot: null,
    });
    expect(body.cart.customer).toEqual({ name: 'Mang Tonyo', address: null, tin: null });
  });

  it("comes back as the same cart, with the products' prices and stock as they are now", () => {
    const held = holdCartSchema.parse(holdRequest(fullCart(), 'Mang Tonyo')).cart;
    const dearer = { ...feed, units: [{ ...feed.units[0]!, priceCentavos: toCentavos(150_000) }] };
    const { cart, leftOut } = resumeHeldCart(
      held,
      new Map([
        [feed.id, dearer],
        [vaccine.id, vaccine],
      ]),
    );
    expect(leftOut).toEqual([]);
    const before = fullCart();
    expect(cart.saleId).toBe(before.saleId);
    expect(cart.lines.map((l) => [l.product, l.unitCode, l.qtyMilli, l.promo, l.rx, l.lot ?? null])).toEqual([
      [dearer, 'sack', 1_000, { kind: 'percent', basisPoints: 500 }, null, null],
      [vaccine, 'dose', 10_000, null, rx, LOT],
    ]);
    expect([cart.orderPromo, cart.statutory, cart.customer]).toEqual([
      before.orderPromo,
      before.statutory,
      before.customer,
    ]);
  });

  it('leaves out, and names, a line whose product is gone or short of stock now', () => {
    const held = holdCartSchema.parse(holdRequest(fullCart(), 'Mang Tonyo')).cart;
    const { cart, leftOut } = resumeHeldCart(
      held,
      new Map([[vaccine.id, { ...vaccine, stockMilli: 5_000 }]]),
    );
    expect(cart.lines).toEqual([]);
    expect(leftOut).toEqual([
      { productId: feed.id, name: null, reason: '' },
      {
        productId: vaccine.id,
        name: 'ND Vaccine',
        reason: 'Insufficient stock. Available: 5, Requested: 10',
      },
    ]);
  });
});
