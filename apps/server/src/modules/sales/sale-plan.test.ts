import { type Centavos, type CompleteSale, DomainError } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { checkSale, type ProductForSale } from './sale-check.ts';
import { planSale, saleAnswer } from './sale-plan.ts';
import type { SaleBalance } from './sale-stock.ts';

// A feed sold by the kilo and by the 50 kg sack (VAT), and urea (VAT-exempt), at one store.
const FEED: ProductForSale = {
  id: 'a-feed',
  name: 'Hog Grower',
  sku: 'HOG-GROWER',
  taxClass: 'vatable',
  baseUnit: 'kg',
  priceCentavos: 3200,
  costCentavos: 2500,
  isActive: true,
  isLotTracked: false,
  isRxVetDrug: false,
  isRestrictedPesticide: false,
  isBanned: false,
  bnpcEligible: false,
  scPwdEligible: false,
  registrationNumber: null,
  units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
};
const UREA: ProductForSale = {
  ...FEED,
  id: 'b-urea',
  name: 'Urea 46-0-0',
  sku: 'UREA',
  taxClass: 'vat_exempt',
  priceCentavos: 3000,
  costCentavos: 2000,
  units: [],
};
const products = new Map([FEED, UREA].map((p) => [p.id, p]));
const balances: SaleBalance[] = [
  {
    id: 'bal-feed',
    productId: FEED.id,
    lotId: null,
    batchNumber: null,
    expiryDate: null,
    qtyMilli: 120_000,
    looseMilli: 20_000,
  },
  {
    id: 'bal-urea',
    productId: UREA.id,
    lotId: null,
    batchNumber: null,
    expiryDate: null,
    qtyMilli: 10_000,
    looseMilli: 0,
  },
];
const terminal = {
  id: 't-1',
  name: 'Counter 1',
  locationId: 'loc-main',
  locationName: 'Main store',
  min: '21010112345678901',
  serialNumber: 'SN-1',
  ptuNumber: null,
  ptuDate: null,
};
const cashier = {
  userId: 'u-cashier',
  email: 'cashier@store.ph',
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'cashier' as const,
};

// One sack and 2.5 kg of urea: 1,450.00 + 75.00, paid with 1,600.00 cash.
const input: CompleteSale = {
  id: 'sale-1',
  lines: [
    {
      productId: FEED.id,
      unitCode: 'sack',
      qtyMilli: 1000,
      unitPriceCentavos: 145_000,
      priceOverride: false,
      promo: null,
      lotId: null,
      rx: null,
      fpaCertNumber: null,
    },
    {
      productId: UREA.id,
      unitCode: null,
      qtyMilli: 2500,
      unitPriceCentavos: 3000,
      priceOverride: false,
      promo: null,
      lotId: null,
      rx: null,
      fpaCertNumber: null,
    },
  ],
  orderPromo: null,
  statutory: null,
  customer: null,
  payments: [{ method: 'cash', amountCentavos: 160_000 }],
  totalCentavos: 152_500,
} as unknown as CompleteSale;

const check = (over: Partial<CompleteSale> = {}) =>
  checkSale({
    input: { ...input, ...over },
    products,
    role: 'cashier',
    approved: false,
    statutory: undefined,
    vatRegistered: true,
    locationActive: true,
  });

const plan = () => {
  let n = 0;
  return planSale({
    input,
    requestHash: 'hash-1',
    checked: check(),
    terminal,
    settings: { vat: true, info: { name: 'Agri Store', taxId: '123-456-789-000' }, bir: { rdoCode: '25A' } },
    cashier,
    approver: null,
    invoiceNo: 7,
    balances,
    now: new Date('2026-11-23T02:00:00Z'),
    where: { ip: '10.0.0.9' },
    newId: () => `id-${++n}`,
  });
};

describe('checkSale', () => {
  it('prices the lines from the server’s data and settles the tenders', () => {
    const c = check();
    expect(c.lines.map((l) => [l.unitCode, l.baseQtyMilli])).toEqual([
      ['sack', 50_000],
      ['kg', 2500],
    ]);
    expect(c.totals.totalCentavos).toBe(152_500);
    expect(c.settled).toMatchObject({ tenderedCentavos: 160_000, changeCentavos: 7_500 });
    expect(c.overridden).toBe(false);
  });

  it('refuses a price the cart had, a total the screen showed and a cashier’s override', () => {
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof DomainError ? e.code : e;
      }
      return null;
    };
    const cheaper = { ...input.lines[1]!, unitPriceCentavos: 2900 as Centavos };
    expect(codeOf(() => check({ lines: [input.lines[0]!, cheaper] }))).toBe('SALE_PRICE_CHANGED');
    expect(codeOf(() => check({ totalCentavos: 152_400 as Centavos }))).toBe('SALE_TOTAL_CHANGED');
    const overridden = { ...cheaper, priceOverride: true };
    expect(codeOf(() => check({ lines: [input.lines[0]!, overridden] }))).toBe('APPROVAL_REQUIRED');
  });
});

describe('planSale', () => {
  it('every row of the sale: lines, payment, the balances as read and as left, the movements, the audit', () => {
    const p = plan();
    expect(p).toMatchObject({
      id: 'sale-1',
      requestHash: 'hash-1',
      invoiceNo: 7,
      invoiceNumber: '00000007',
      locationId: 'loc-main',
      cashier: { id: 'u-cashier', name: 'Ana Reyes' },
      createdAt: '2026-11-23T02:00:00.000Z',
      tenderedCentavos: 160_000,
      changeCentavos: 7_500,
      seller: { name: 'Agri Store', vatRegistered: true, tin: '123-456-789-000', rdoCode: '25A' },
      terminalBlock: { name: 'Counter 1', location: 'Main store', min: '21010112345678901' },
    });
    expect(p.lines.map((l) => [l.id, l.lineNo, l.unitCode, l.baseQtyMilli, l.netCentavos])).toEqual([
      ['id-1', 1, 'sack', 50_000, 145_000],
      ['id-2', 2, 'kg', 2500, 7_500],
    ]);
    expect(p.payments).toEqual([
      {
        id: 'id-3',
        method: 'cash',
        amountCentavos: 152_500,
        tenderedCentavos: 160_000,
        reference: null,
        details: null,
      },
    ]);
    // The sack leaves sealed (the open sack's 20 kg stay); each balance is guarded by what was read.
    expect(p.stock.balances).toEqual([
      {
        id: 'bal-feed',
        productId: FEED.id,
        locationId: 'loc-main',
        lotId: null,
        was: { qtyMilli: 120_000, looseMilli: 20_000 },
        next: { qtyMilli: 70_000, looseMilli: 20_000 },
      },
      {
        id: 'bal-urea',
        productId: UREA.id,
        locationId: 'loc-main',
        lotId: null,
        was: { qtyMilli: 10_000, looseMilli: 0 },
        next: { qtyMilli: 7_500, looseMilli: 0 },
      },
    ]);
    expect(p.stock.movements).toEqual([
      {
        id: 'id-4',
        productId: FEED.id,
        locationId: 'loc-main',
        lotId: null,
        type: 'sale',
        qtyMilli: -50_000,
        previousMilli: 120_000,
        newMilli: 70_000,
        unitCostCentavos: 2500,
        reason: null,
        referenceType: 'sale',
        referenceId: 'sale-1',
        referenceNumber: 'Counter 1 00000007',
        performedBy: 'u-cashier',
        form: 'sealed',
        createdAt: null,
      },
      {
        id: 'id-5',
        productId: UREA.id,
        locationId: 'loc-main',
        lotId: null,
        type: 'sale',
        qtyMilli: -2_500,
        previousMilli: 10_000,
        newMilli: 7_500,
        unitCostCentavos: 2000,
        reason: null,
        referenceType: 'sale',
        referenceId: 'sale-1',
        referenceNumber: 'Counter 1 00000007',
        performedBy: 'u-cashier',
        form: null,
        createdAt: null,
      },
    ]);
    expect(p.audit).toEqual({
      id: 'id-6',
      at: null,
      actorUserId: 'u-cashier',
      actorEmail: 'cashier@store.ph',
      details: { invoice: 'Counter 1 00000007', totalCentavos: 152_500, tenders: ['Cash'] },
      ip: '10.0.0.9',
      userAgent: null,
      requestId: null,
    });
  });

  it('refuses a line the stock cannot serve, naming the line', () => {
    const short = balances.map((b) => (b.id === 'bal-urea' ? { ...b, qtyMilli: 2_000 } : b));
    try {
      planSale({ ...planArgs(), balances: short });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('INSUFFICIENT_STOCK');
      expect((e as DomainError).details).toMatchObject({ lineIndex: 1, stockMilli: 2_000 });
    }
  });

  it('the answer is the plan as the sale reads back', () => {
    const a = saleAnswer(plan());
    expect(a).toMatchObject({
      id: 'sale-1',
      invoiceNumber: '00000007',
      terminalName: 'Counter 1',
      cashierName: 'Ana Reyes',
      status: 'completed',
      methods: ['cash'],
      reprints: 0,
    });
    expect(a.lines[0]).not.toHaveProperty('id');
    expect(a.payments).toEqual([
      { method: 'cash', amountCentavos: 152_500, tenderedCentavos: 160_000, reference: null, details: null },
    ]);
  });
});

function planArgs() {
  return {
    input,
    requestHash: 'hash-1',
    checked: check(),
    terminal,
    settings: null,
    cashier,
    approver: null,
    invoiceNo: 1,
    balances,
    now: new Date('2026-11-23T02:00:00Z'),
    where: {},
  };
}
