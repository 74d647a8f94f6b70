import { type Tx, uuidv7 } from '@fbms/db';
import {
  type DocumentHeader,
  documentText,
  formatInvoiceNo,
  formatReturnNo,
  formatVoidNo,
  type ReturnDoc,
  type ReturnPlan,
  returnSlipLayout,
  type VoidDoc,
  voidSlipLayout,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { DemoPerson } from '../demo/demo-context.ts';
import { type JournalEntry, journalInsertSql } from './e-journal.service.ts';
import type { ReturnLineRow } from './sale-documents.repository.ts';
import type { SalePlan } from './sale-plan.ts';

/**
 * The demo history's voids and returns (issue 21): planned by the sales history in time order with the
 * real pure rules (planReturn, returnLots; the stock back as `return_in` into the sold lots, chained with
 * the day's sales, written with the history's ledger statement), and written here once the demo
 * counter's shifts exist (demo-readings.ts), before each day's Z-reading is computed: the VOID and
 * RETURN rows in their own gap-free series, the voided invoices' status, the slips in the e-journal
 * (the slip layouts and documentText the services print), the audit rows and the terminal's next numbers.
 */

const fullName = (p: DemoPerson) => `${p.firstName} ${p.lastName}`.trim();

export interface DemoVoid {
  id: string;
  voidNo: number;
  businessDate: string;
  at: string;
  sale: SalePlan;
  reason: string;
  by: DemoPerson;
  approver: DemoPerson;
}

export interface DemoReturn {
  id: string;
  returnNo: number;
  businessDate: string;
  at: string;
  sale: SalePlan;
  reason: string;
  refundMethod: 'cash';
  by: DemoPerson;
  approver: DemoPerson;
  plan: ReturnPlan;
  lines: (ReturnLineRow & { id: string; productName: string; unitCode: string })[];
}

export interface DemoSaleDocuments {
  voids: DemoVoid[];
  returns: DemoReturn[];
}

export const noSaleDocuments = (): DemoSaleDocuments => ({ voids: [], returns: [] });

/** A day's voids and returns as the readings' `documentFigures` reads them. */
export function dayDocuments(docs: DemoSaleDocuments, day: string) {
  const voids = docs.voids.filter((v) => v.businessDate === day);
  const returns = docs.returns.filter((r) => r.businessDate === day);
  return {
    voids,
    returns,
    voidDocs: voids.map(
      (v): VoidDoc => ({ voidNo: v.voidNo, createdAt: v.at, saleTotalCentavos: v.sale.totals.totalCentavos }),
    ),
    returnDocs: returns.map(
      (r): ReturnDoc => ({
        returnNo: r.returnNo,
        createdAt: r.at,
        refundMethod: r.refundMethod,
        totalCentavos: r.plan.totalCentavos,
        vatableSalesCentavos: r.plan.vatableSalesCentavos,
        vatCentavos: r.plan.vatCentavos,
        vatExemptSalesCentavos: r.plan.vatExemptSalesCentavos,
        zeroRatedSalesCentavos: r.plan.zeroRatedSalesCentavos,
        nonVatSalesCentavos: r.plan.nonVatSalesCentavos,
      }),
    ),
  };
}

const invoiceRef = (terminalName: string, s: SalePlan) => ({
  invoice: `${terminalName} ${formatInvoiceNo(s.invoiceNo)}`,
  invoiceDate: s.createdAt,
});

/** Writes the planned voids and returns, each in the shift of its business day (a few statements). */
export async function writeDemoSaleDocuments(
  tx: Tx,
  docs: DemoSaleDocuments,
  terminal: { id: string; name: string },
  header: DocumentHeader,
  shiftOf: Map<string, string>,
) {
  const { voids, returns } = docs;
  if (voids.length + returns.length === 0) return;
  const shift = (day: string) => {
    const id = shiftOf.get(day);
    if (!id) throw new Error(`demo store: no shift on ${day}`);
    return id;
  };
  const journal: JournalEntry[] = [];
  const audit: Record<string, unknown>[] = [];
  for (const v of voids) {
    const number = formatVoidNo(v.voidNo);
    const t = v.sale.totals;
    const slip = voidSlipLayout({
      header,
      voidNumber: number,
      businessDate: v.businessDate,
      at: v.at,
      invoice: invoiceRef(terminal.name, v.sale),
      reason: v.reason,
      totalCentavos: t.totalCentavos,
      vatableSalesCentavos: t.vatableSalesCentavos,
      vatCentavos: t.vatCentavos,
      vatExemptSalesCentavos: t.vatExemptSalesCentavos,
      zeroRatedSalesCentavos: t.zeroRatedSalesCentavos,
      nonVatSalesCentavos: t.nonVatSalesCentavos,
      voidedBy: fullName(v.by),
      approvedBy: fullName(v.approver),
    });
    journal.push({
      terminalId: terminal.id,
      businessDate: v.businessDate,
      kind: 'void',
      documentId: v.id,
      documentNumber: number,
      body: documentText(slip),
      createdBy: v.by.id,
      at: v.at,
    });
    audit.push({
      id: uuidv7(),
      at: v.at,
      action: 'sales.voided',
      actor_user_id: v.by.id,
      actor_email: v.by.email,
      target_id: v.sale.id,
      details: {
        invoice: invoiceRef(terminal.name, v.sale).invoice,
        void: number,
        reason: v.reason,
        totalCentavos: t.totalCentavos,
        approvedBy: v.approver.email,
      },
    });
  }
  for (const r of returns) {
    const number = formatReturnNo(r.returnNo);
    const slip = returnSlipLayout({
      ...r.plan,
      header,
      returnNumber: number,
      businessDate: r.businessDate,
      at: r.at,
      invoice: invoiceRef(terminal.name, r.sale),
      reason: r.reason,
      refundMethod: r.refundMethod,
      lines: r.lines,
      returnedBy: fullName(r.by),
      approvedBy: fullName(r.approver),
    });
    journal.push({
      terminalId: terminal.id,
      businessDate: r.businessDate,
      kind: 'return',
      documentId: r.id,
      documentNumber: number,
      body: documentText(slip),
      createdBy: r.by.id,
      at: r.at,
    });
    audit.push({
      id: uuidv7(),
      at: r.at,
      action: 'sales.returned',
      actor_user_id: r.by.id,
      actor_email: r.by.email,
      target_id: r.sale.id,
      details: {
        invoice: invoiceRef(terminal.name, r.sale).invoice,
        return: number,
        reason: r.reason,
        refundMethod: r.refundMethod,
        totalCentavos: r.plan.totalCentavos,
        lines: r.lines.map((l) => ({ lineNo: l.lineNo, qtyMilli: l.qtyMilli, condition: l.condition })),
        approvedBy: r.approver.email,
      },
    });
  }

  const voidRows = voids.map((v) => ({
    id: v.id,
    sale_id: v.sale.id,
    void_no: v.voidNo,
    shift_id: shift(v.businessDate),
    business_date: v.businessDate,
    reason: v.reason,
    voided_by: v.by.id,
    approved_by: v.approver.id,
    created_at: v.at,
  }));
  if (voidRows.length > 0) {
    await tx.execute(sql`
      INSERT INTO sale_voids (id, sale_id, terminal_id, void_no, shift_id, business_date, reason, voided_by, approved_by, created_at)
      SELECT x.id, x.sale_id, ${terminal.id}, x.void_no, x.shift_id, x.business_date, x.reason, x.voided_by, x.approved_by, x.created_at
        FROM json_to_recordset(${JSON.stringify(voidRows)}::json) AS x(id uuid, sale_id uuid, void_no bigint, shift_id uuid,
             business_date date, reason text, voided_by text, approved_by text, created_at timestamptz)`);
    await tx.execute(sql`
      UPDATE sales SET status = 'voided'
       WHERE id IN (SELECT x.id FROM json_to_recordset(${JSON.stringify(voidRows.map((v) => ({ id: v.sale_id })))}::json) AS x(id uuid))`);
  }
  const returnRows = returns.map((r) => ({
    id: r.id,
    sale_id: r.sale.id,
    return_no: r.returnNo,
    shift_id: shift(r.businessDate),
    business_date: r.businessDate,
    reason: r.reason,
    refund_method: r.refundMethod,
    gross: r.plan.grossCentavos,
    promo: r.plan.promoCentavos,
    bnpc: r.plan.bnpcCentavos,
    sc_pwd: r.plan.scPwdCentavos,
    vat_removed: r.plan.vatRemovedCentavos,
    vatable: r.plan.vatableSalesCentavos,
    vat: r.plan.vatCentavos,
    exempt: r.plan.vatExemptSalesCentavos,
    zero: r.plan.zeroRatedSalesCentavos,
    non_vat: r.plan.nonVatSalesCentavos,
    total: r.plan.totalCentavos,
    returned_by: r.by.id,
    approved_by: r.approver.id,
    created_at: r.at,
  }));
  if (returnRows.length > 0) {
    await tx.execute(sql`
      INSERT INTO sale_returns (id, sale_id, terminal_id, return_no, shift_id, business_date, reason, refund_method,
        gross_centavos, promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, vatable_sales_centavos,
        vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos, non_vat_sales_centavos, total_centavos,
        returned_by, approved_by, created_at)
      SELECT x.id, x.sale_id, ${terminal.id}, x.return_no, x.shift_id, x.business_date, x.reason, x.refund_method,
             x.gross, x.promo, x.bnpc, x.sc_pwd, x.vat_removed, x.vatable, x.vat, x.exempt, x.zero, x.non_vat, x.total,
             x.returned_by, x.approved_by, x.created_at
        FROM json_to_recordset(${JSON.stringify(returnRows)}::json) AS x(id uuid, sale_id uuid, return_no bigint,
             shift_id uuid, business_date date, reason text, refund_method text, gross bigint, promo bigint,
             bnpc bigint, sc_pwd bigint, vat_removed bigint, vatable bigint, vat bigint, exempt bigint, zero bigint,
             non_vat bigint, total bigint, returned_by text, approved_by text, created_at timestamptz)`);
    const lineRows = returns.flatMap((r) =>
      r.lines.map((l, i) => ({
        id: l.id,
        return_id: r.id,
        sale_line_id: l.saleLineId,
        line_no: i + 1,
        qty_milli: l.qtyMilli,
        base_qty_milli: l.baseQtyMilli,
        condition: l.condition,
        gross: l.grossCentavos,
        promo: l.promoCentavos,
        statutory: l.statutoryCentavos,
        vat_removed: l.vatRemovedCentavos,
        net: l.netCentavos,
        lots: l.lots,
      })),
    );
    await tx.execute(sql`
      INSERT INTO sale_return_lines (id, return_id, sale_line_id, line_no, qty_milli, base_qty_milli, condition,
        gross_centavos, promo_centavos, statutory_centavos, vat_removed_centavos, net_centavos, lots)
      SELECT x.id, x.return_id, x.sale_line_id, x.line_no, x.qty_milli, x.base_qty_milli, x.condition, x.gross, x.promo,
             x.statutory, x.vat_removed, x.net, x.lots
        FROM json_to_recordset(${JSON.stringify(lineRows)}::json) AS x(id uuid, return_id uuid, sale_line_id uuid,
             line_no int, qty_milli bigint, base_qty_milli bigint, condition text, gross bigint, promo bigint,
             statutory bigint, vat_removed bigint, net bigint, lots jsonb)`);
  }
  await tx.execute(sql`
    UPDATE terminals SET next_void_no = ${voids.length + 1}, next_return_no = ${returns.length + 1}
     WHERE id = ${terminal.id}`);
  await tx.execute(journalInsertSql(journal));
  await tx.execute(sql`
    INSERT INTO audit_log (id, at, action, actor_user_id, actor_email, target_type, target_id, details)
    SELECT a.id, a.at, a.action, a.actor_user_id, a.actor_email, 'sale', a.target_id, a.details
      FROM json_to_recordset(${JSON.stringify(audit)}::json) AS a(id uuid, at timestamptz, action text,
        actor_user_id text, actor_email text, target_id text, details jsonb)`);
}
