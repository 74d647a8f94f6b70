import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Line = {
  productName: string;
  unitCode: string;
  netCentavos: number;
  lots: { batchNumber: string; baseQtyMilli: number }[];
};
type Sale = {
  id: string;
  invoiceNo: number;
  invoiceNumber: string;
  totalCentavos: number;
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  tenderedCentavos: number;
  changeCentavos: number;
  bnpcCentavos: number;
  lines: Line[];
  payments: { method: string; amountCentavos: number; tenderedCentavos: number; reference: string | null }[];
  seller: { name?: string; tin?: string };
  terminal: { name: string; min: string | null };
};
type Done = { sale: Sale; replayed: boolean };

describe.each(DB_KINDS)('point of sale on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let feedId: string;
  let ureaId: string;
  let vaccineId: string;
  let bannedId: string;

  const stock = async (id: string) =>
    (await manager.get<{ stockMilli: number }>(`/api/products/${id}`)).body.stockMilli;
  const nextInvoice = async () =>
    (await manager.get<{ terminal: { nextInvoiceNo: number } }>('/api/pos/terminal')).body.terminal
      .nextInvoiceNo;

  const sack = { productId: '', unitCode: 'sack', qtyMilli: 1000, unitPriceCentavos: 145_000 };
  const threeLines = () => [
    { ...sack, productId: feedId },
    { productId: ureaId, unitCode: 'kg', qtyMilli: 2500, unitPriceCentavos: 3000 },
    {
      productId: vaccineId,
      unitCode: null,
      qtyMilli: 60_000,
      unitPriceCentavos: 900,
      rx: { vetName: 'Dr. Ana Cruz', prcNumber: '0012345', prescriptionNumber: 'RX-889' },
    },
  ];

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const create = async (body: Record<string, unknown>) => {
      const r = await manager.post<{ product: { id: string } }>('/api/products', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.product.id;
    };
    feedId = await create({
      sku: 'HOG-GROWER',
      name: 'Hog Grower',
      baseUnit: 'kg',
      priceCentavos: 3200,
      bnpcEligible: true,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
      openingStock: [{ qtyMilli: 500_000 }],
    });
    ureaId = await create({
      sku: 'UREA',
      name: 'Urea 46-0-0',
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): fertilizer',
      baseUnit: 'kg',
      priceCentavos: 3000,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    vaccineId = await create({
      sku: 'ND-VAC',
      name: 'ND Vaccine',
      baseUnit: 'dose',
      priceCentavos: 900,
      isLotTracked: true,
      isRxVetDrug: true,
      registrationNumber: 'BAI-1',
      openingStock: [
        { qtyMilli: 20_000, lot: { batchNumber: 'L-OLD', expiryDate: '2020-01-31' } },
        { qtyMilli: 100_000, lot: { batchNumber: 'L-A', expiryDate: '2099-03-31' } },
        { qtyMilli: 50_000, lot: { batchNumber: 'L-B', expiryDate: '2098-01-31' } },
      ],
    });
    bannedId = await create({ sku: 'BAN-1', name: 'Endosulfan', priceCentavos: 100, isBanned: true });
    sack.productId = feedId;
  });
  afterAll(async () => {
    await t?.close();
  });
  /** The answer to a sale is built from what was written: it must equal the sale read back. */
  const storedAs = async (sale: Done['sale']) =>
    expect((await manager.get(`/api/sales/${sale.id}`)).body).toMatchObject(sale);

  it('only an enrolled browser sells; only a manager enrolls one', async () => {
    const body = {
      id: randomUUID(),
      lines: threeLines(),
      payments: [{ method: 'cash', amountCentavos: 1 }],
      totalCentavos: 1,
    };
    const before = await cashier.post<Err>('/api/sales', body);
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe('TERMINAL_NOT_ENROLLED');
    expect((await cashier.post<Err>('/api/pos/terminals', { name: 'Counter 1' })).body.error.code).toBe(
      'AUTH_INSUFFICIENT_PERMISSIONS',
    );
    const enrolled = await manager.post<{ name: string; nextInvoiceNo: number }>('/api/pos/terminals', {
      name: 'Counter 1',
      min: '21010112345678901',
      serialNumber: 'SN-889',
      ptuNumber: 'FP012026-025-0000001-00000',
      ptuDate: '2026-01-05',
    });
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toMatchObject({ name: 'Counter 1', nextInvoiceNo: 1 });
    const dup = await manager.post<Err>('/api/pos/terminals', { name: 'counter 1' });
    expect(dup.body.error.message).toBe('Another terminal already has this name');
    // The terminal is the browser: the cashier signs in on it.
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
    expect((await cashier.get<{ terminal: { name: string } }>('/api/pos/terminal')).body.terminal.name).toBe(
      'Counter 1',
    );
    // A terminal sells only in an open shift (shifts.int.test.ts).
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 200_000 })).status).toBe(201);
  });

  it('sells three lines in one transaction: sack, kilos, a vaccine by FEFO with its prescription', async () => {
    const id = randomUUID();
    const r = await cashier.post<Done>('/api/sales', {
      id,
      lines: threeLines(),
      payments: [{ method: 'cash', amountCentavos: 210_000 }],
      totalCentavos: 206_500,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const s = r.body.sale;
    await storedAs(s);
    expect(s).toMatchObject({
      invoiceNo: 1,
      invoiceNumber: '00000001',
      totalCentavos: 206_500,
      vatableSalesCentavos: 177_679,
      vatCentavos: 21_321,
      vatExemptSalesCentavos: 7_500,
      tenderedCentavos: 210_000,
      changeCentavos: 3_500,
      terminal: { name: 'Counter 1', min: '21010112345678901' },
    });
    expect(s.payments).toEqual([
      { method: 'cash', amountCentavos: 206_500, tenderedCentavos: 210_000, reference: null, details: null },
    ]);
    // FEFO: the expired lot is skipped, the earliest good lot goes first.
    expect(s.lines[2]!.lots.map((l) => [l.batchNumber, l.baseQtyMilli])).toEqual([
      ['L-B', 50_000],
      ['L-A', 10_000],
    ]);
    expect(await stock(feedId)).toBe(450_000);
    expect(await stock(ureaId)).toBe(97_500);
    expect(await stock(vaccineId)).toBe(110_000);
    const moves = await manager.get<{ items: { type: string; referenceNumber: string }[] }>(
      `/api/stock/movements?productId=${vaccineId}&type=sale`,
    );
    expect(moves.body.items.map((m) => m.referenceNumber)).toEqual([
      'Counter 1 00000001',
      'Counter 1 00000001',
    ]);
  });

  it('a resend returns the first answer; the same id with other contents is refused (T3)', async () => {
    const body = {
      id: randomUUID(),
      lines: [{ productId: ureaId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 3000 }],
      payments: [{ method: 'cash', amountCentavos: 3000 }],
      totalCentavos: 3000,
    };
    const first = await cashier.post<Done>('/api/sales', body);
    const again = await cashier.post<Done>('/api/sales', {
      ...body,
      lines: [{ ...body.lines[0], unitCode: null }],
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.sale).toEqual(first.body.sale);
    expect(await stock(ureaId)).toBe(96_500);
    const other = await cashier.post<Err>('/api/sales', {
      ...body,
      payments: [{ method: 'cash', amountCentavos: 5000 }],
    });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('SALE_ID_REUSED');
  });

  it('the same sale sent twice at once (a dropped connection, retried) is one sale (T4)', async () => {
    const body = {
      id: randomUUID(),
      lines: [{ productId: ureaId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 3000 }],
      payments: [{ method: 'cash', amountCentavos: 3000 }],
      totalCentavos: 3000,
    };
    const before = await nextInvoice();
    const replies = await Promise.all([1, 2, 3].map(() => cashier.post<Done>('/api/sales', body)));
    expect(new Set(replies.map((r) => r.body.sale.invoiceNo))).toEqual(new Set([before]));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await nextInvoice()).toBe(before + 1);
    expect(await stock(ureaId)).toBe(95_500);
  });

  it('refuses a tampered price or total and writes nothing (T6)', async () => {
    const before = await nextInvoice();
    const cheap = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ ...sack, unitPriceCentavos: 100 }],
      payments: [{ method: 'cash', amountCentavos: 100 }],
      totalCentavos: 100,
    });
    expect(cheap.status).toBe(409);
    expect(cheap.body.error).toMatchObject({
      code: 'SALE_PRICE_CHANGED',
      message: 'The price of Hog Grower per sack is now ₱1,450.00 (the cart had ₱1.00). Check the cart.',
    });
    const total = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [sack],
      payments: [{ method: 'cash', amountCentavos: 100 }],
      totalCentavos: 100,
    });
    expect(total.body.error).toMatchObject({
      code: 'SALE_TOTAL_CHANGED',
      message: 'The total is ₱1,450.00, not ₱1.00. Check the cart and try again.',
    });
    const override = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ ...sack, unitPriceCentavos: 100, priceOverride: true }],
      payments: [{ method: 'cash', amountCentavos: 100 }],
      totalCentavos: 100,
    });
    expect(override.body.error.code).toBe('APPROVAL_REQUIRED');
    expect(await nextInvoice()).toBe(before);
    expect(await stock(feedId)).toBe(450_000);
  });

  it('says what changed when stock ran out while the item sat in the cart', async () => {
    const r = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [
        {
          productId: ureaId,
          unitCode: null,
          qtyMilli: 200_000,
          unitPriceCentavos: 3000,
          stockSeenMilli: 250_000,
        },
      ],
      payments: [{ method: 'cash', amountCentavos: 600_000 }],
      totalCentavos: 600_000,
    });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({
      code: 'CONCURRENT_MODIFICATION',
      message: 'Urea 46-0-0: stock changed while in cart. Was: 250 kg, Now: 95.5 kg',
    });
    const plain = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId: ureaId, unitCode: null, qtyMilli: 200_000, unitPriceCentavos: 3000 }],
      payments: [{ method: 'cash', amountCentavos: 600_000 }],
      totalCentavos: 600_000,
    });
    expect(plain.body.error.message).toBe(
      'Urea 46-0-0: insufficient stock. Available: 95.5 kg, Requested: 200 kg',
    );
  });

  it('asks for the prescription and the FPA number, refuses banned products and expired lots', async () => {
    const [, , rx] = threeLines();
    const noRx = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ ...rx, rx: null }],
      payments: [{ method: 'cash', amountCentavos: 54_000 }],
      totalCentavos: 54_000,
    });
    expect(noRx.status).toBe(422);
    expect(noRx.body.error.message).toBe(
      "ND Vaccine needs the vet's name, PRC number and prescription number",
    );
    const banned = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId: bannedId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 100 }],
      payments: [{ method: 'cash', amountCentavos: 100 }],
      totalCentavos: 100,
    });
    expect(banned.body.error).toMatchObject({
      code: 'PRODUCT_NOT_SELLABLE',
      message: 'Endosulfan is banned and cannot be sold',
    });
    const lots = await manager.get<{ items: { lotId: string; batchNumber: string }[] }>(
      `/api/products/${vaccineId}/stock`,
    );
    const old = lots.body.items.find((l) => l.batchNumber === 'L-OLD')!;
    const expired = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ ...rx, qtyMilli: 1000, lotId: old.lotId }],
      payments: [{ method: 'cash', amountCentavos: 900 }],
      totalCentavos: 900,
    });
    expect(expired.body.error.message).toBe(
      'Lot L-OLD of ND Vaccine expired on 2020-01-31 and cannot be sold',
    );
    // A lot the cashier chose is the one taken, even when another expires first; a short one is told.
    const a = lots.body.items.find((l) => l.batchNumber === 'L-A')!;
    const short = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ ...rx, qtyMilli: 1_000_000, lotId: a.lotId }],
      payments: [{ method: 'cash', amountCentavos: 900_000 }],
      totalCentavos: 900_000,
    });
    expect(short.status).toBe(422);
    expect(short.body.error.message).toMatch(
      /^Lot L-A of ND Vaccine has only [\d,.]+ dose left: choose another lot or lower the quantity$/,
    );
    const chosen = await cashier.post<Done>('/api/sales', {
      id: randomUUID(),
      lines: [{ ...rx, qtyMilli: 1000, lotId: a.lotId }],
      payments: [{ method: 'cash', amountCentavos: 900 }],
      totalCentavos: 900,
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body.sale.lines[0]!.lots.map((l) => [l.batchNumber, l.baseQtyMilli])).toEqual([
      ['L-A', 1000],
    ]);
  });

  it('splits a sale across GCash and cash; the e-wallet needs its reference', async () => {
    const body = { id: randomUUID(), lines: [sack], totalCentavos: 145_000 };
    const noRef = await cashier.post<Err>('/api/sales', {
      ...body,
      payments: [
        { method: 'gcash', amountCentavos: 100_000 },
        { method: 'cash', amountCentavos: 50_000 },
      ],
    });
    expect(noRef.status).toBe(422);
    expect(noRef.body.error.message).toBe("Enter the payer's reference number");
    const tooMuch = await cashier.post<Err>('/api/sales', {
      ...body,
      payments: [{ method: 'card', amountCentavos: 150_000, cardLast4: '4242', approvalCode: 'A1' }],
    });
    expect(tooMuch.body.error.message).toBe(
      'Card, e-wallet, transfer and check payments add up to more than the total',
    );
    const ok = await cashier.post<Done>('/api/sales', {
      ...body,
      payments: [
        { method: 'gcash', amountCentavos: 100_000, reference: '9012 345 678' },
        { method: 'cash', amountCentavos: 50_000 },
      ],
    });
    expect(ok.status).toBe(201);
    expect(
      ok.body.sale.payments.map((p) => [p.method, p.amountCentavos, p.tenderedCentavos, p.reference]),
    ).toEqual([
      ['gcash', 100_000, 100_000, '9012 345 678'],
      ['cash', 45_000, 50_000, null],
    ]);
    expect(ok.body.sale.changeCentavos).toBe(5_000);
    await storedAs(ok.body.sale);
  });

  it("a discount above the cashier's limit needs a manager's password on the spot", async () => {
    const body = {
      id: randomUUID(),
      lines: [{ ...sack, promo: { kind: 'percent', basisPoints: 1000 } }],
      payments: [{ method: 'cash', amountCentavos: 130_500 }],
      totalCentavos: 130_500,
    };
    expect((await cashier.post<Err>('/api/sales', body)).body.error.code).toBe('APPROVAL_REQUIRED');
    const wrong = await cashier.post<Err>('/api/sales', {
      ...body,
      approval: { email: 'manager@demo.fbms.ph', password: 'nope' },
    });
    expect(wrong.body.error.message).toBe("The manager's e-mail or password is not right");
    const notManager = await cashier.post<Err>('/api/sales', {
      ...body,
      approval: { email: 'cashier@demo.fbms.ph', password: DEMO_PASSWORD },
    });
    // The same answer as a wrong password: the box does not tell whether a colleague's password is right.
    expect(notManager.body.error.message).toBe("The manager's e-mail or password is not right");
    const ok = await cashier.post<Done>('/api/sales', {
      ...body,
      approval: { email: 'manager@demo.fbms.ph', password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.sale.totalCentavos).toBe(130_500);
    await storedAs(ok.body.sale);
  });

  it('gives a senior the 5% on basic necessities within the ₱2,500 weekly cap, tracked by ID', async () => {
    const senior = { kind: 'bnpc5', beneficiary: 'senior', name: 'Lola Basyang', idNumber: 'osca-0001' };
    const lines = [{ ...sack, qtyMilli: 2000 }];
    // ₱2,900 of feeds: 5% of the first ₱2,500 = ₱125.
    const r = await cashier.post<Done>('/api/sales', {
      id: randomUUID(),
      lines,
      statutory: senior,
      payments: [{ method: 'cash', amountCentavos: 277_500 }],
      totalCentavos: 277_500,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.sale.bnpcCentavos).toBe(12_500);
    await storedAs(r.body.sale);
    const cap = await cashier.get<{ usedCentavos: number; remainingCentavos: number }>(
      '/api/pos/bnpc-cap?idNumber=OSCA-0001',
    );
    expect(cap.body).toEqual({ usedCentavos: 250_000, remainingCentavos: 0 });
    const again = await cashier.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [sack],
      statutory: senior,
      payments: [{ method: 'cash', amountCentavos: 145_000 }],
      totalCentavos: 145_000,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('STATUTORY_NOT_APPLICABLE');
    expect(again.body.error.message).toBe(
      'No item in the cart gets the senior/PWD discount. Hog Grower: this ID has used its ₱2,500 weekly limit for the 5% discount.',
    );
    expect(again.body.error.details).toMatchObject({
      kind: 'bnpc5',
      capRemainingCentavos: 0,
      lines: [{ lineIndex: 0, productName: 'Hog Grower', reason: 'cap_used' }],
    });
  });

  it('never oversells under concurrent terminals, and invoice numbers stay gap-free (T1)', async () => {
    const left = await stock(feedId);
    const sacks = left / 50_000;
    const before = await nextInvoice();
    const replies = await Promise.all(
      Array.from({ length: sacks + 4 }, () =>
        cashier.post<Done | Err>('/api/sales', {
          id: randomUUID(),
          lines: [sack],
          payments: [{ method: 'cash', amountCentavos: 145_000 }],
          totalCentavos: 145_000,
        }),
      ),
    );
    const ok = replies.filter((r) => r.status === 201) as { body: Done }[];
    expect(ok).toHaveLength(sacks);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await stock(feedId)).toBe(0);
    const numbers = ok.map((r) => r.body.sale.invoiceNo).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: sacks }, (_, i) => before + i));
    expect(await nextInvoice()).toBe(before + sacks);
  });

  it('sales taking the same products in opposite orders all complete: no deadlock (T2)', async () => {
    const urea = { productId: ureaId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 3000 };
    const [, , vaccine] = threeLines();
    const dose = { ...vaccine!, qtyMilli: 1000 };
    const before = [await stock(ureaId), await stock(vaccineId)];
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        cashier.post<Done>('/api/sales', {
          id: randomUUID(),
          lines: i % 2 ? [urea, dose] : [dose, urea],
          payments: [{ method: 'cash', amountCentavos: 3900 }],
          totalCentavos: 3900,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect([await stock(ureaId), await stock(vaccineId)]).toEqual([before[0]! - 12_000, before[1]! - 12_000]);
  });

  it('lists sales with totals for the filter, shows one, and logs a reprint', async () => {
    const list = await manager.get<{
      items: { invoiceNumber: string; methods: string[] }[];
      total: number;
      totalCentavos: number;
    }>('/api/sales?method=gcash');
    expect(list.body.total).toBe(1);
    expect(list.body.totalCentavos).toBe(145_000);
    const all = await cashier.get<{ items: { id: string; invoiceNumber: string }[]; total: number }>(
      '/api/sales?invoice=1&pageSize=5',
    );
    expect(all.body.items.map((s) => s.invoiceNumber)).toEqual(['00000001']);
    const id = all.body.items[0]!.id;
    const one = await cashier.get<Sale>(`/api/sales/${id}`);
    expect(one.body.lines).toHaveLength(3);
    const reprint = await cashier.post<{ reprints: number; printedAt: string }>(`/api/sales/${id}/reprints`);
    expect(reprint.status).toBe(201);
    expect(reprint.body.reprints).toBe(1);
    expect((await cashier.get<{ reprints: number }>(`/api/sales/${id}`)).body.reprints).toBe(1);
  });

  it('e-mails the sales invoice as a PDF, and serves the same PDF', async () => {
    const [first] = (await cashier.get<{ items: { id: string }[] }>('/api/sales?invoice=1')).body.items;
    const id = first!.id;
    const bad = await cashier.post<Err>(`/api/sales/${id}/email`, { to: 'not an address' });
    expect(bad.status, JSON.stringify(bad.body)).toBe(422);
    expect(bad.body.error.message).toBe('Invalid Email');
    const missing = await cashier.post<Err>(`/api/sales/${randomUUID()}/email`, { to: 'buyer@farm.ph' });
    expect(missing.status).toBe(404);

    const sent = await cashier.post<{ sentTo: string; transport: string }>(`/api/sales/${id}/email`, {
      to: 'buyer@farm.ph',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ sentTo: 'buyer@farm.ph', transport: 'smtp' });
    const mail = await t.smtp.waitFor('buyer@farm.ph', /^Sales invoice .+ 00000001 from /);
    expect(mail.raw).toContain('Your sales invoice No.');
    const attached = /Content-Type: application\/pdf; name=(\S+)[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw,
    );
    expect(attached?.[1]).toMatch(/^SI-.+-00000001\.pdf$/);
    const pdf = Buffer.from(attached![2]!.replace(/\s/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const file = await fetch(`${t.baseUrl}/api/sales/${id}/pdf`, {
      headers: { cookie: cashier.cookieHeader() },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/filename="SI-.+-00000001\.pdf"/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a sale that takes a product below its minimum raises the low-stock alert after the answer', async () => {
    const r = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'LOW-AFTER-SALE',
      name: 'Molasses',
      baseUnit: 'L',
      priceCentavos: 5_000,
      minStockMilli: 10_000,
      openingStock: [{ qtyMilli: 12_000 }],
    });
    const id = r.body.product.id;
    const sold = await cashier.post<Done>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId: id, unitCode: null, qtyMilli: 5_000, unitPriceCentavos: 5_000 }],
      payments: [{ method: 'cash', amountCentavos: 25_000 }],
      totalCentavos: 25_000,
    });
    expect(sold.status).toBe(201);
    await expect
      .poll(
        async () => {
          const list = await manager.get<{ items: { title: string; message: string }[] }>(
            '/api/notifications',
          );
          return list.body.items.find((n) => n.message.startsWith('Molasses (LOW-AFTER-SALE)'));
        },
        { timeout: 5_000 },
      )
      .toMatchObject({
        title: 'Low stock',
        message: 'Molasses (LOW-AFTER-SALE) is down to 7 L; the minimum is 10 L.',
      });
  });

  it('a sale of two lines is three statements: read under the locks, invoice and balances, every write', async () => {
    // Counts what the sale's transaction sends (BEGIN travels with the first, COMMIT with the last).
    const db = t.db as { fastTransaction: typeof t.db.fastTransaction };
    const real = db.fastTransaction;
    const sent: string[] = [];
    db.fastTransaction = (fn) =>
      real((tx) =>
        fn({
          rows: (s, name) => {
            sent.push(name ?? 'unnamed');
            return tx.rows(s, name);
          },
          commitWith: (s, name) => {
            sent.push(`${name ?? 'unnamed'}+COMMIT`);
            return tx.commitWith(s, name);
          },
        }),
      );
    try {
      const r = await cashier.post<Done>('/api/sales', {
        id: randomUUID(),
        lines: [
          { productId: ureaId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 3000 },
          { productId: ureaId, unitCode: null, qtyMilli: 500, unitPriceCentavos: 3000 },
        ],
        payments: [{ method: 'cash', amountCentavos: 4500 }],
        totalCentavos: 4500,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    } finally {
      db.fastTransaction = real;
    }
    expect(sent).toEqual(['sale_lock_and_read', 'sale_invoice_and_balances', 'sale_write+COMMIT']);
  });
});
