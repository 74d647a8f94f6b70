import { createHash } from 'node:crypto';
import { sqlRows, type Tx } from '@fbms/db';
import {
  addDays,
  DomainError,
  type Form2307,
  formatPeso,
  manilaDate,
  type PayableItem,
  type PayablesAgeingQuery,
  planPayment,
  quarterMonths,
  refusal,
  type SupplierPayment,
  type SupplierPaymentValues,
  supplierPaymentPosting,
  WITHHOLDING_CODES,
  withholdingRateOf,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { pdfmake } from '../../platform/pdfmake.ts';
import { nextPurchaseNumber } from '../../platform/series.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';
import {
  selectAgeing,
  selectOpenBills,
  selectPayment,
  selectPaymentLines,
  selectPayments,
  selectWithheld,
} from './payables.repository.ts';
import { insertPaymentLines, lockSupplier, openBills, supplierBalance } from './payables-ledger.service.ts';

/**
 * Payables (issue 24): the open bills, ageing and what falls due, payments to suppliers with expanded
 * withholding (one transaction each: the supplier's lock, the SP number, the payment and its lines through
 * the payables' one door, the journal entry), the payment voucher and the BIR 2307 figures.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

export async function openBillsList(deps: Deps, q: { supplierId?: string | undefined }) {
  const items = await selectOpenBills(deps.database.db, manilaDate(deps.now()), q);
  return { items, totalCentavos: items.reduce((s, b) => s + b.openCentavos, 0) };
}

export async function payablesAgeing(deps: Deps, q: PayablesAgeingQuery) {
  const asOf = q.asOf ?? manilaDate(deps.now());
  const r = await selectAgeing(deps.database.db, asOf, q.page, q.pageSize);
  return { asOf, ...r, page: q.page, pageSize: q.pageSize };
}

/** Bills due from today through six days on, with the overdue ones (they are due too). */
export async function dueThisWeek(deps: Deps, date?: string) {
  const from = date ?? manilaDate(deps.now());
  const to = addDays(from, 6);
  const items = (await selectOpenBills(deps.database.db, from, { dueBy: to })).filter(
    (b) => b.kind === 'bill',
  );
  return {
    from,
    to,
    items,
    totalCentavos: items.reduce((s, b) => s + b.openCentavos, 0),
    overdueCentavos: items.filter((b) => b.dueDate < from).reduce((s, b) => s + b.openCentavos, 0),
  };
}

export async function paymentsList(
  deps: Deps,
  q: { supplierId?: string | undefined; from?: string | undefined; to?: string | undefined },
) {
  const items = await selectPayments(deps.database.db, q);
  return {
    items,
    totalCentavos: items.reduce((s, p) => s + p.amountCentavos, 0),
    withholdingCentavos: items.reduce((s, p) => s + p.withholdingCentavos, 0),
  };
}

export async function paymentOf(deps: Pick<Deps, 'database'>, id: string): Promise<SupplierPayment> {
  const db = deps.database.db;
  const row = await selectPayment(db, id);
  if (!row) throw new DomainError('SUPPLIER_PAYMENT_NOT_FOUND');
  const lines = await selectPaymentLines(db, id);
  return { ...row, lines, balanceCentavos: await supplierBalance(db as Tx, row.supplierId) };
}

/** The request's fingerprint: a resend with the same id must be the same payment. */
export function paymentRequestHash(v: SupplierPaymentValues): string {
  return createHash('sha256').update(JSON.stringify(v)).digest('hex');
}

/**
 * A payment to a supplier: the chosen bills and memos (or every open one, oldest first) settled by the
 * cash plus the withholding computed on their amounts before VAT. A resend with the same id and details
 * answers the same payment.
 */
export async function createPayment(
  deps: Deps,
  actor: Actor,
  input: SupplierPaymentValues,
  where: AuditWhere,
): Promise<{ payment: SupplierPayment; created: boolean }> {
  const hash = paymentRequestHash(input);
  const today = manilaDate(deps.now());
  const created = await deps.database.db.transaction(async (tx) => {
    const supplier = await lockSupplier(tx, input.supplierId, { allowInactive: true });
    const [was] = await sqlRows<{ requestHash: string }>(
      tx,
      sql`SELECT request_hash AS "requestHash" FROM supplier_payments WHERE id = ${input.id}`,
    );
    if (was) {
      if (was.requestHash !== hash)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          'This payment was already recorded with other details. Start a new payment.',
          refusal('documentIdReused'),
        );
      return false;
    }
    const paymentNo = await writePayment(tx, supplier, input, today, hash, actor.userId);
    await writeAudit(
      tx,
      {
        action: 'purchases.supplier_paid',
        ...who(actor),
        targetType: 'supplier_payment',
        targetId: input.id,
        details: { paymentNo, supplierId: supplier.id, amountCentavos: input.amountCentavos },
      },
      where,
    );
    return true;
  });
  return { payment: await paymentOf(deps, input.id), created };
}

/**
 * The payment's writes under the supplier's lock (the route and the demo seeder): plan it over the open
 * bills, number it, write it and its lines, post it. Answers its number.
 */
export async function writePayment(
  tx: Tx,
  supplier: { id: string; name: string },
  input: SupplierPaymentValues,
  businessDate: string,
  hash: string,
  userId: string,
): Promise<string> {
  const open = await openBills(tx, supplier.id);
  let chosen: PayableItem[] = open;
  if (input.billIds.length > 0) {
    const byId = new Map(open.map((b) => [b.id, b]));
    if (input.billIds.some((id) => !byId.has(id)))
      throw new DomainError(
        'VALIDATION_FAILED',
        'A chosen bill is not open for this supplier. Reload and choose again.',
        refusal('billNotOpen', { fields: { billIds: 'A chosen bill is not open for this supplier' } }),
      );
    chosen = input.billIds.map((id) => byId.get(id)!);
  }
  const rateBp = input.withholdingAtc ? withholdingRateOf(input.withholdingAtc) : 0;
  const plan = planPayment(chosen, input.amountCentavos, rateBp);
  if (!plan.ok) {
    if (plan.reason === 'nothingToPay')
      throw new DomainError('VALIDATION_FAILED', 'Enter an amount more than ₱0.', {
        fields: { amountCentavos: 'Enter an amount more than ₱0' },
      });
    throw new DomainError(
      'VALIDATION_FAILED',
      'The payment is more than what is open on the bills chosen.',
      refusal('paymentExceedsOpen', {
        fields: { amountCentavos: 'More than what is open on the bills chosen' },
      }),
    );
  }
  const paymentNo = await nextPurchaseNumber(tx, 'supplierPayment', businessDate);
  await sqlRows(
    tx,
    sql`INSERT INTO supplier_payments (id, payment_no, supplier_id, business_date, method, amount_centavos,
                                       withholding_atc, withholding_rate_bp, withholding_base_centavos,
                                       withholding_centavos, reference, bank, check_number, check_date, notes,
                                       request_hash, created_by)
        VALUES (${input.id}, ${paymentNo}, ${supplier.id}, ${businessDate}, ${input.method}, ${input.amountCentavos},
                ${input.withholdingAtc}, ${input.withholdingAtc ? rateBp : null}, ${plan.baseCentavos},
                ${plan.withholdingCentavos}, ${input.reference}, ${input.bank}, ${input.checkNumber},
                ${input.checkDate}, ${input.notes}, ${hash}, ${userId})`,
  );
  await insertPaymentLines(tx, input.id, plan.lines);
  await postEntry(
    tx,
    supplierPaymentPosting({
      id: input.id,
      number: paymentNo,
      date: businessDate,
      supplierName: supplier.name,
      method: input.method,
      amountCentavos: input.amountCentavos,
      withholdingCentavos: plan.withholdingCentavos,
    }),
    userId,
  );
  return paymentNo;
}

// ——— BIR Form 2307 ———

/**
 * The 2307's figures for one supplier and quarter: per ATC, the income payments (before VAT) of each
 * month and the tax withheld, from the payments made; the payee (the supplier) and the payor (the store).
 */
export async function form2307Of(deps: Deps, q: { supplierId: string; quarter: string }): Promise<Form2307> {
  const db = deps.database.db;
  const [supplier] = await sqlRows<{ name: string; tin: string | null; address: string | null }>(
    db,
    sql`SELECT name, tin, address FROM suppliers WHERE id = ${q.supplierId}`,
  );
  if (!supplier) throw new DomainError('SUPPLIER_NOT_FOUND');
  const { months, from, to } = quarterMonths(q.quarter);
  const payments = await selectWithheld(db, q.supplierId, from, to);
  const byAtc = new Map<string, Form2307['rows'][number]>();
  for (const p of payments) {
    const row =
      byAtc.get(p.atc) ??
      byAtc
        .set(p.atc, {
          atc: p.atc,
          rateBp: p.rateBp ?? WITHHOLDING_CODES.find((c) => c.atc === p.atc)?.rateBp ?? 0,
          months: [0, 0, 0],
          totalCentavos: 0,
          withheldCentavos: 0,
        })
        .get(p.atc)!;
    const m = months.indexOf(p.businessDate.slice(0, 7));
    row.months[m] = (row.months[m] ?? 0) + p.baseCentavos;
    row.totalCentavos += p.baseCentavos;
    row.withheldCentavos += p.withheldCentavos;
  }
  const rows = [...byAtc.values()].sort((a, b) => a.atc.localeCompare(b.atc));
  const { businessInfo } = await getSystemSettings(db);
  return {
    quarter: q.quarter,
    from,
    to,
    months,
    payee: supplier,
    payor: {
      name: businessInfo.name,
      tin: businessInfo.taxId ?? null,
      address: businessInfo.address ?? null,
    },
    rows,
    totalCentavos: rows.reduce((s, r) => s + r.totalCentavos, 0),
    withheldCentavos: rows.reduce((s, r) => s + r.withheldCentavos, 0),
    payments: payments.map(({ rateBp: _r, ...p }) => p),
  };
}

// ——— the payment voucher ———

const METHOD_LABELS: Record<SupplierPayment['method'], string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  check: 'Check',
  gcash: 'GCash',
};

/** The payment voucher (A4) with signature lines. Pure, so a test can read its texts. */
export function voucherDocDefinition(
  p: SupplierPayment,
  store: { name: string; address: string | null; tin: string | null },
): TDocumentDefinitions {
  const row = (label: string, value: string): Content => ({
    columns: [
      { text: label, width: 140, bold: true },
      { text: value, width: '*' },
    ],
    margin: [0, 1, 0, 1],
  });
  const sign = (label: string) => ({
    width: '*' as const,
    stack: [{ text: '\n\n______________________________' }, { text: label, fontSize: 8 }],
  });
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 10 },
    info: { title: `Payment voucher ${p.paymentNo}` },
    content: [
      { text: store.name || 'Payment voucher', bold: true, fontSize: 14 },
      ...(store.address ? [{ text: store.address }] : []),
      ...(store.tin ? [{ text: `TIN ${store.tin}` }] : []),
      { text: `PAYMENT VOUCHER ${p.paymentNo}`, bold: true, fontSize: 12, margin: [0, 12, 0, 8] },
      row('Date', p.businessDate),
      row('Paid to', p.supplierName + (p.supplierTin ? ` (TIN ${p.supplierTin})` : '')),
      row('Paid by', METHOD_LABELS[p.method]),
      ...(p.checkNumber
        ? [row('Check', `${p.bank ?? ''} ${p.checkNumber} dated ${p.checkDate ?? ''}`.trim())]
        : []),
      ...(p.reference ? [row('Reference', p.reference)] : []),
      {
        table: {
          headerRows: 1,
          widths: ['*', 80, 100],
          body: [
            [
              { text: 'Bill', bold: true },
              { text: 'Due', bold: true },
              { text: 'Settled', bold: true, alignment: 'right' },
            ],
            ...p.lines.map((l) => [
              l.kind === 'debit_memo' ? `${l.reference} (debit memo)` : l.reference,
              l.dueDate,
              { text: formatPeso(l.amountCentavos), alignment: 'right' as const },
            ]),
          ],
        },
        margin: [0, 10, 0, 10],
      },
      row('Settled', formatPeso(p.amountCentavos + p.withholdingCentavos)),
      ...(p.withholdingAtc
        ? [
            row(
              `Withheld (${p.withholdingAtc}, ${(p.withholdingRateBp ?? 0) / 100}%)`,
              `${formatPeso(p.withholdingCentavos)} on ${formatPeso(p.withholdingBaseCentavos)}`,
            ),
          ]
        : []),
      row('Amount paid', formatPeso(p.amountCentavos)),
      ...(p.notes ? [row('Notes', p.notes)] : []),
      {
        columns: [
          sign(`Prepared by ${p.createdByName}`),
          sign('Approved by'),
          sign('Received by (supplier)'),
        ],
        margin: [0, 30, 0, 0],
      },
    ],
  };
}

export async function voucherPdf(deps: Deps, p: SupplierPayment): Promise<Buffer> {
  const { businessInfo } = await getSystemSettings(deps.database.db);
  const store = {
    name: businessInfo.name,
    address: businessInfo.address ?? null,
    tin: businessInfo.taxId ?? null,
  };
  return pdfmake().createPdf(voucherDocDefinition(p, store)).getBuffer();
}

// ——— the printable 2307 ———

/**
 * The 2307's figures laid out as the certificate reads (A4): the period, the payee and the payor, the
 * income payments per ATC and month and the tax withheld, and lines for the signatures. Pure.
 */
export function form2307DocDefinition(f: Form2307): TDocumentDefinitions {
  const party = (label: string, p: Form2307['payee']): Content => ({
    stack: [
      { text: label, bold: true },
      { text: p.name || '—' },
      { text: `TIN ${p.tin ?? '—'}` },
      { text: p.address ?? '—' },
    ],
    margin: [0, 4, 0, 4],
  });
  const money = (c: number) => ({ text: c ? formatPeso(c) : '—', alignment: 'right' as const });
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9 },
    info: { title: `2307 ${f.payee.name} ${f.quarter}` },
    content: [
      {
        text: 'Certificate of Creditable Tax Withheld at Source (BIR 2307 figures)',
        bold: true,
        fontSize: 12,
      },
      { text: `For the period ${f.from} to ${f.to} (${f.quarter})`, margin: [0, 2, 0, 8] },
      party('Payee', f.payee),
      party('Payor', f.payor),
      {
        table: {
          headerRows: 1,
          widths: ['*', 70, 70, 70, 80, 70],
          body: [
            [
              { text: 'ATC', bold: true },
              ...f.months.map((m, i) => ({
                text: `Month ${i + 1} (${m})`,
                bold: true,
                alignment: 'right' as const,
              })),
              { text: 'Total', bold: true, alignment: 'right' as const },
              { text: 'Tax withheld', bold: true, alignment: 'right' as const },
            ],
            ...f.rows.map((r) => [
              `${r.atc} (${r.rateBp / 100}%)`,
              ...r.months.map(money),
              money(r.totalCentavos),
              money(r.withheldCentavos),
            ]),
            [{ text: 'Total', bold: true }, '', '', '', money(f.totalCentavos), money(f.withheldCentavos)],
          ],
        },
        margin: [0, 10, 0, 20],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: '\n\n______________________________' },
              { text: 'Payor / authorized representative' },
            ],
          },
          {
            width: '*',
            stack: [
              { text: '\n\n______________________________' },
              { text: 'Payee / authorized representative' },
            ],
          },
        ],
      },
    ],
  };
}

export async function form2307Pdf(f: Form2307): Promise<Buffer> {
  return pdfmake().createPdf(form2307DocDefinition(f)).getBuffer();
}
