import { sqlRows } from '@fbms/db';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  type CollectionReceipt,
  type CustomerStatement,
  DomainError,
  formatManilaDateTime,
  formatPeso,
  manilaDate,
  refusal,
  statementPeriod,
  TENDER_LABELS,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { pdfmake } from '../../platform/pdfmake.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';
import { customerAgeing } from './collections.service.ts';

/**
 * The statement of account (issue 23): the balance brought forward, every ledger row of the period with
 * its running balance, the ageing at the period's end; as JSON, as an A4 PDF with the store's heading,
 * and e-mailed to the customer (a statement is a transactional message: no marketing consent needed,
 * but an e-mail address on file).
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const KIND_TEXT: Record<string, string> = {
  charge: 'Charge invoice',
  payment: 'Payment',
  void: 'Void',
  return: 'Return',
  store_credit: 'Store credit',
  credit_used: 'Store credit used',
  bounce: 'Bounced check',
  adjustment: 'Adjustment',
};

export async function statementOf(
  deps: Deps,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<CustomerStatement> {
  const db = deps.database.db;
  const period = statementPeriod(q, manilaDate(deps.now()));
  if (!period)
    throw new DomainError(
      'VALIDATION_FAILED',
      'The period’s start is after its end.',
      refusal('statementPeriodWrong', { fields: { from: 'The period’s start is after its end.' } }),
    );
  const [customer] = await sqlRows<{
    id: string;
    displayName: string;
    address: string | null;
    email: string | null;
  }>(
    db,
    sql`SELECT id, display_name AS "displayName", address, email FROM customers WHERE id = ${customerId}`,
  );
  if (!customer) throw new DomainError('CUSTOMER_NOT_FOUND');
  const [opening] = await sqlRows<{ b: number }>(
    db,
    sql`SELECT coalesce(sum(amount_centavos), 0)::float8 AS b FROM customer_ledger
         WHERE customer_id = ${customerId} AND entry_date < ${period.from}::date`,
  );
  const raw = await sqlRows<Omit<CustomerStatement['rows'][number], 'balanceCentavos'>>(
    db,
    sql`SELECT l.id, l.entry_no::float8 AS "entryNo", to_char(l.entry_date, 'YYYY-MM-DD') AS "entryDate", l.kind,
               l.reference, l.memo, l.amount_centavos::float8 AS "amountCentavos",
               to_char(l.due_date, 'YYYY-MM-DD') AS "dueDate",
               CASE WHEN l.amount_centavos > 0 THEN (l.amount_centavos - coalesce((SELECT sum(a.amount_centavos)
                 FROM customer_allocations a WHERE a.debit_entry_id = l.id), 0))::float8 END AS "openCentavos",
               l.sale_id AS "saleId", l.receipt_id AS "receiptId"
          FROM customer_ledger l
         WHERE l.customer_id = ${customerId} AND l.entry_date BETWEEN ${period.from}::date AND ${period.to}::date
         ORDER BY l.entry_date, l.entry_no`,
  );
  let running = opening?.b ?? 0;
  const rows = raw.map((r) => {
    running += r.amountCentavos;
    return { ...r, balanceCentavos: running };
  });
  return {
    customerId: customer.id,
    displayName: customer.displayName,
    address: customer.address,
    email: customer.email,
    from: period.from,
    to: period.to,
    openingCentavos: opening?.b ?? 0,
    rows,
    closingCentavos: running,
    ageing: await customerAgeing(db, customerId, period.to),
  };
}

interface Store {
  name: string;
  address: string;
  taxId: string;
}

const money = (c: number) => formatPeso(c);
const heading = (store: Store): Content[] => [
  { text: store.name || 'Statement of account', style: 'store' },
  ...(store.address ? [{ text: store.address, fontSize: 8 }] : []),
  ...(store.taxId ? [{ text: `TIN ${store.taxId}`, fontSize: 8 }] : []),
];

/** The statement as a pdfmake document (A4). Pure, so a test can read every text it draws. */
export function statementDocDefinition(
  s: CustomerStatement,
  store: Store,
  printedAt: string,
): TDocumentDefinitions {
  const r = (text: string) => ({ text, alignment: 'right' as const });
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { fontSize: 9 },
    styles: {
      store: { fontSize: 13, bold: true },
      title: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
    },
    info: {
      title: `Statement of account ${s.displayName} ${s.from} to ${s.to}`,
      // The documents listed, searchable in a document archive without reading the pages.
      keywords: [...new Set(s.rows.map((r) => r.reference))].join(', '),
    },
    footer: (page, pages) => ({
      text: `Printed ${formatManilaDateTime(printedAt)} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
    }),
    content: [
      ...heading(store),
      { text: 'STATEMENT OF ACCOUNT', style: 'title' },
      { text: s.displayName, bold: true },
      ...(s.address ? [{ text: s.address }] : []),
      { text: `Period: ${s.from} to ${s.to}`, margin: [0, 4, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: [55, 80, '*', 55, 65, 70],
          body: [
            ['Date', 'Document', 'Details', 'Due', r('Amount'), r('Balance')].map((t) =>
              typeof t === 'string' ? { text: t, bold: true } : { ...t, bold: true },
            ),
            ['', '', 'Balance brought forward', '', '', r(money(s.openingCentavos))],
            ...s.rows.map((row) => [
              row.entryDate,
              row.reference,
              [KIND_TEXT[row.kind] ?? row.kind, row.memo].filter(Boolean).join(': '),
              row.dueDate ?? '',
              r(money(row.amountCentavos)),
              r(money(row.balanceCentavos)),
            ]),
            [
              '',
              '',
              { text: s.closingCentavos < 0 ? 'Store credit' : 'Balance due', bold: true },
              '',
              '',
              { ...r(money(s.closingCentavos)), bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Ageing as of ${s.to}`, style: 'title' },
      {
        table: {
          headerRows: 1,
          widths: [...AGEING_BUCKETS.map(() => '*' as const), '*'],
          body: [
            [...AGEING_BUCKETS.map((b) => r(AGEING_LABELS[b])), r('Total')].map((c) => ({
              ...c,
              bold: true,
            })),
            [...AGEING_BUCKETS.map((b) => r(money(s.ageing[b]))), r(money(s.ageing.total))],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Please check this statement and tell us of any difference. Thank you for your payments.',
        margin: [0, 12, 0, 0],
        fontSize: 8,
      },
    ],
  };
}

async function storeOf(deps: Pick<Deps, 'database'>): Promise<Store> {
  const { businessInfo } = await getSystemSettings(deps.database.db);
  return { name: businessInfo.name, address: businessInfo.address, taxId: businessInfo.taxId };
}

export async function statementPdf(deps: Deps, s: CustomerStatement): Promise<Buffer> {
  return pdfmake()
    .createPdf(statementDocDefinition(s, await storeOf(deps), deps.now().toISOString()))
    .getBuffer();
}

export const statementFileName = (s: CustomerStatement) =>
  `statement-${s.displayName.replace(/[^\w-]+/g, '-').slice(0, 40)}-${s.from}-${s.to}.pdf`;

/** Sends the statement to the customer's e-mail on file, then logs it (the audit says what was sent). */
export async function emailStatement(
  deps: AppDeps,
  actor: Actor,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
  where: AuditWhere,
): Promise<{ sentTo: string; transport: 'smtp' | 'outbox' }> {
  const s = await statementOf(deps, customerId, q);
  if (!s.email)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'This customer has no e-mail address on file. Add one on the customer’s page first.',
      refusal('statementNoEmail'),
    );
  const store = await storeOf(deps);
  const pdf = await statementPdf(deps, s);
  try {
    await deps.mailer.send({
      to: s.email,
      subject: `Statement of account ${s.from} to ${s.to} from ${store.name || 'our store'}`,
      text: [
        `Dear ${s.displayName},`,
        '',
        `Your statement of account for ${s.from} to ${s.to} is attached as a PDF.`,
        s.closingCentavos >= 0
          ? `Balance due as of ${s.to}: ${formatPeso(s.closingCentavos)}.`
          : `Store credit as of ${s.to}: ${formatPeso(-s.closingCentavos)}.`,
        '',
        [store.name, store.address].filter(Boolean).join('\n'),
      ].join('\n'),
      kind: 'notice',
      attachments: [{ filename: statementFileName(s), content: pdf, contentType: 'application/pdf' }],
    });
  } catch (err) {
    deps.logger.error({ err, customer: customerId }, 'statement could not be sent');
    throw new DomainError('MAIL_NOT_SENT');
  }
  await writeAudit(
    deps.database.db,
    {
      action: 'customers.statement_emailed',
      ...who(actor),
      targetType: 'customer',
      targetId: customerId,
      details: { from: s.from, to: s.to, to_email: s.email },
    },
    where,
  );
  return { sentTo: s.email, transport: deps.mailer.transport };
}

/** A collection receipt as an 80 mm slip (the customer's copy). Pure, so a test can read its texts. */
export function receiptDocDefinition(
  rc: CollectionReceipt,
  store: Store,
  printedAt: string,
): TDocumentDefinitions {
  const line = (label: string, value: string): Content => ({
    columns: [
      { text: label, width: '*' },
      { text: value, width: 'auto', alignment: 'right' },
    ],
  });
  return {
    pageSize: { width: 227, height: 'auto' },
    pageMargins: [10, 10, 10, 10],
    defaultStyle: { fontSize: 8 },
    info: { title: `Collection receipt ${rc.receiptNo}` },
    content: [
      { text: store.name || 'Collection receipt', bold: true, alignment: 'center', fontSize: 10 },
      ...(store.address ? [{ text: store.address, alignment: 'center' as const }] : []),
      ...(store.taxId ? [{ text: `TIN ${store.taxId}`, alignment: 'center' as const }] : []),
      { text: 'COLLECTION RECEIPT', bold: true, alignment: 'center', margin: [0, 6, 0, 2] },
      { text: 'This is not an official receipt or sales invoice.', alignment: 'center', fontSize: 7 },
      { text: rc.receiptNo, bold: true, alignment: 'center', margin: [0, 2, 0, 6] },
      line('Date', rc.businessDate),
      line('Received from', rc.customerName),
      line('Amount', formatPeso(rc.amountCentavos)),
      line('Paid by', TENDER_LABELS[rc.method]),
      ...(rc.reference ? [line('Reference', rc.reference)] : []),
      ...(rc.checkNumber
        ? [line('Check', `${rc.bank ?? ''} ${rc.checkNumber} ${rc.checkDate ?? ''}`.trim())]
        : []),
      ...(rc.applied.length > 0
        ? [
            { text: 'Applied to', bold: true, margin: [0, 4, 0, 0] } as Content,
            ...rc.applied.map((a) => line(a.reference, formatPeso(a.amountCentavos))),
          ]
        : []),
      line(
        rc.balanceCentavos < 0 ? 'Store credit' : 'Balance after',
        formatPeso(Math.abs(rc.balanceCentavos)),
      ),
      ...(rc.status === 'bounced' ? [{ text: `BOUNCED: ${rc.bounceReason ?? ''}`, bold: true }] : []),
      ...(rc.terminalName ? [line('Counter', rc.terminalName)] : []),
      line('Received by', rc.createdByName),
      {
        text: `Printed ${formatManilaDateTime(printedAt)}`,
        alignment: 'center',
        fontSize: 6,
        margin: [0, 6, 0, 0],
      },
    ],
  };
}

export async function receiptPdf(deps: Deps, rc: CollectionReceipt): Promise<Buffer> {
  return pdfmake()
    .createPdf(receiptDocDefinition(rc, await storeOf(deps), deps.now().toISOString()))
    .getBuffer();
}
