import { uuidv7 } from '@fbms/db';
import {
  branchSeller,
  type Centavos,
  type CompleteSale,
  type DiscountInput,
  formatInvoiceNo,
  manilaDate,
  type Role,
  type SaleTotals,
  TENDER_LABELS,
} from '@fbms/domain';
import type { StockWrites } from '../inventory/stock.service.ts';
import type { CheckedSale } from './sale-check.ts';
import { type LotTaken, planSaleStock, type SaleBalance } from './sale-stock.ts';
import type { SaleDetail } from './sales.repository.ts';

/**
 * A sale as data, without the database (pure): `planSale` turns a checked sale (sale-check.ts), its
 * invoice number and the balances read under the products' locks into every row completeSale writes —
 * the sale, its lines and payments, the stock's balance changes and `sale` movements (the inventory
 * ledger's rows), the audit row; `saleAnswer` is the answer built from those rows. The demo history
 * writes its sales with the same functions, and the unit tests feed them literal data.
 */

/** The terminal the sale is made at, as the invoice prints it. */
export interface SaleTerminal {
  id: string;
  name: string;
  locationId: string;
  locationName: string;
  min: string | null;
  serialNumber: string | null;
  ptuNumber: string | null;
  ptuDate: string | null;
  /** Its branch's address and TIN branch code, for the seller block (absent: the store's as set). */
  branchAddress?: string | null;
  tinBranchCode?: string;
}

/** The store's settings a sale copies (statement 1). */
export interface SaleSettings {
  vat: boolean;
  info: Record<string, unknown>;
  bir: Record<string, unknown> | null;
}

/** Who sells. */
export interface SaleCashier {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface SaleLineRow {
  id: string;
  lineNo: number;
  productId: string;
  productName: string;
  sku: string;
  unitCode: string;
  baseMilliPerUnit: number;
  qtyMilli: number;
  baseQtyMilli: number;
  unitPriceCentavos: number;
  listPriceCentavos: number | null;
  grossCentavos: Centavos;
  promoCentavos: Centavos;
  statutoryCentavos: Centavos;
  vatRemovedCentavos: Centavos;
  netCentavos: Centavos;
  taxClass: SaleTotals['lines'][number]['taxClass'];
  promo: DiscountInput | null;
  registrationNumber: string | null;
  lots: LotTaken[];
  regulated: Record<string, string> | null;
}

export interface SalePaymentRow {
  id: string;
  method: CompleteSale['payments'][number]['method'];
  amountCentavos: Centavos;
  tenderedCentavos: Centavos;
  reference: string | null;
  details: Record<string, string> | null;
}

/** The audit row of a completed sale (`at` null: the database's clock). */
export interface SaleAuditRow {
  id: string;
  at: string | null;
  actorUserId: string;
  actorEmail: string;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** Every row one sale writes, and what its answer shows. */
export interface SalePlan {
  id: string;
  requestHash: string;
  invoiceNo: number;
  invoiceNumber: string;
  terminal: SaleTerminal;
  locationId: string;
  cashier: { id: string; name: string };
  createdAt: string;
  /** The terminal's business date the sale carries (its Z-reading reads it), and its open shift. */
  businessDate: string;
  shiftId: string | null;
  customer: { name: string | null; address: string | null; tin: string | null };
  /** The customer's record (issue 23), a charge invoice's due date, the points block it prints. */
  customerId: string | null;
  dueDate: string | null;
  loyalty: { earned: number; redeemed: number; balance: number } | null;
  statutory: CompleteSale['statutory'];
  vatRegistered: boolean;
  totals: SaleTotals;
  tenderedCentavos: Centavos;
  changeCentavos: Centavos;
  orderPromo: DiscountInput | null;
  seller: Record<string, unknown>;
  terminalBlock: Record<string, unknown>;
  lines: SaleLineRow[];
  payments: SalePaymentRow[];
  /** The balances the sale takes from (each guarded by the value read) and its `sale` movements. */
  stock: StockWrites;
  audit: SaleAuditRow;
}

/** Card, bank and check details kept with a payment (none for cash and e-wallets). */
const paymentDetails = (p: CompleteSale['payments'][number]) => {
  const given = {
    cardLast4: p.cardLast4,
    approvalCode: p.approvalCode,
    bank: p.bank,
    checkNumber: p.checkNumber,
    checkDate: p.checkDate,
  };
  const kept = Object.fromEntries(Object.entries(given).filter(([, v]) => v)) as Record<string, string>;
  return Object.keys(kept).length ? kept : null;
};

/**
 * Every row of a checked sale: the stock taken per line from the balances read under the locks
 * (sale-stock.ts: the chosen lot or first expiry first out, sacks sealed and kilos from the open sack,
 * each movement's before and after), the sale with its totals and the blocks the invoice prints, its
 * lines and payments, and the audit row. Throws the stock refusals (with the line's index).
 */
export function planSale(a: {
  input: CompleteSale;
  requestHash: string;
  checked: CheckedSale;
  terminal: SaleTerminal;
  settings: SaleSettings | null;
  cashier: SaleCashier;
  approver: { email: string } | null;
  invoiceNo: number;
  /** The terminal's business date, read under its lock (the demo's past: the Manila date of `now`). */
  businessDate?: string;
  /** The terminal's open shift (the demo's past has none). */
  shiftId?: string | null;
  balances: readonly SaleBalance[];
  now: Date;
  where: { ip?: string | null; userAgent?: string | null; requestId?: string | null };
  /** The demo's past: movements and the audit row carry the sale's time (else the database's clock). */
  stamped?: boolean;
  /** New row ids (tests pass a counter). */
  newId?: () => string;
  /**
   * The sale's customer record as read under its lock (issue 23): its name, address and TIN fill the
   * buyer block where the cashier typed none; a charge's due date; the points block.
   */
  account?: {
    id: string;
    name: string;
    address: string | null;
    tin: string | null;
    dueDate: string | null;
    loyalty: { earned: number; redeemed: number; balance: number } | null;
  } | null;
}): SalePlan {
  const { input, checked, terminal, cashier } = a;
  const newId = a.newId ?? uuidv7;
  const { lines, totals: t, settled } = checked;
  const createdAt = a.now.toISOString();
  const stamp = a.stamped ? createdAt : null;
  const invoiceNumber = formatInvoiceNo(a.invoiceNo);
  const reference = `${terminal.name} ${invoiceNumber}`;
  const stock = planSaleStock(
    lines.map((l) => ({
      index: l.index,
      productId: l.product.id,
      productName: l.product.name,
      baseUnit: l.product.baseUnit,
      isLotTracked: l.product.isLotTracked,
      baseQtyMilli: l.baseQtyMilli,
      lotId: l.lotId,
      // A sack sold as a sack leaves sealed; kilos take the open sack first.
      form: l.baseMilliPerUnit > 1000 && l.unitCode !== l.product.baseUnit ? 'sealed' : undefined,
      stockSeenMilli: l.stockSeenMilli,
    })),
    a.balances,
    manilaDate(a.now),
  );
  const vatRegistered = a.settings?.vat ?? false;
  const info = a.settings?.info ?? {};
  const costOf = new Map(lines.map((l) => [l.product.id, l.product.costCentavos]));
  const byId = new Map(a.balances.map((b) => [b.id, b]));
  return {
    id: input.id,
    requestHash: a.requestHash,
    invoiceNo: a.invoiceNo,
    invoiceNumber,
    terminal,
    locationId: terminal.locationId,
    cashier: { id: cashier.userId, name: `${cashier.firstName} ${cashier.lastName}`.trim() },
    createdAt,
    businessDate: a.businessDate ?? manilaDate(a.now),
    shiftId: a.shiftId ?? null,
    customer: {
      name: input.customer?.name ?? a.account?.name ?? null,
      address: input.customer?.address ?? a.account?.address ?? null,
      tin: input.customer?.tin ?? a.account?.tin ?? null,
    },
    customerId: a.account?.id ?? null,
    dueDate: a.account?.dueDate ?? null,
    loyalty: a.account?.loyalty ?? null,
    statutory: input.statutory ?? null,
    vatRegistered,
    totals: t,
    tenderedCentavos: settled.tenderedCentavos,
    changeCentavos: settled.changeCentavos,
    orderPromo: input.orderPromo ?? null,
    // Issued at the terminal's branch: its address and its TIN branch code (issue 26).
    seller: branchSeller(
      {
        ...info,
        vatRegistered,
        tin: (info.taxId as string | undefined) ?? null,
        rdoCode: a.settings?.bir?.rdoCode ?? null,
      },
      terminal.tinBranchCode === undefined
        ? null
        : { address: terminal.branchAddress ?? null, tinBranchCode: terminal.tinBranchCode },
    ),
    terminalBlock: {
      name: terminal.name,
      location: terminal.locationName,
      min: terminal.min,
      serialNumber: terminal.serialNumber,
      ptuNumber: terminal.ptuNumber,
      ptuDate: terminal.ptuDate,
    },
    lines: lines.map((l) => {
      const lt = t.lines[l.index]!;
      return {
        id: newId(),
        lineNo: l.index + 1,
        productId: l.product.id,
        productName: l.product.name,
        sku: l.product.sku,
        unitCode: l.unitCode,
        baseMilliPerUnit: l.baseMilliPerUnit,
        qtyMilli: l.qtyMilli,
        baseQtyMilli: l.baseQtyMilli,
        unitPriceCentavos: l.unitPriceCentavos,
        listPriceCentavos: l.listPriceCentavos,
        grossCentavos: lt.grossCentavos,
        promoCentavos: lt.promoCentavos,
        statutoryCentavos: lt.statutoryCentavos,
        vatRemovedCentavos: lt.vatRemovedCentavos,
        netCentavos: lt.netCentavos,
        taxClass: lt.taxClass,
        promo: l.promo,
        registrationNumber: l.product.registrationNumber,
        lots: stock.lotsByLine.get(l.index) ?? [],
        regulated: l.regulated,
      };
    }),
    payments: input.payments.map((p, i) => ({
      id: newId(),
      method: p.method,
      amountCentavos: settled.payments[i]!.amountCentavos,
      tenderedCentavos: settled.payments[i]!.tenderedCentavos,
      reference: p.reference ?? null,
      details: paymentDetails(p),
    })),
    stock: {
      balances: stock.updates.map((u) => {
        const b = byId.get(u.id)!;
        return {
          id: u.id,
          productId: b.productId,
          locationId: terminal.locationId,
          lotId: b.lotId,
          was: u.was,
          next: u.next,
        };
      }),
      movements: stock.takes.map((m) => ({
        id: newId(),
        productId: m.line.productId,
        locationId: terminal.locationId,
        lotId: m.lotId,
        type: 'sale',
        qtyMilli: -m.qtyMilli,
        previousMilli: m.previousMilli,
        newMilli: m.newMilli,
        unitCostCentavos: costOf.get(m.line.productId)!,
        reason: null,
        referenceType: 'sale',
        referenceId: input.id,
        referenceNumber: reference,
        performedBy: cashier.userId,
        form: m.line.form ?? null,
        createdAt: stamp,
      })),
    },
    audit: {
      id: newId(),
      at: stamp,
      actorUserId: cashier.userId,
      // Kept short, as every audit row keeps them (platform/audit.ts).
      actorEmail: cashier.email.slice(0, 254),
      details: {
        invoice: reference,
        totalCentavos: t.totalCentavos,
        tenders: input.payments.map((p) => TENDER_LABELS[p.method]),
        ...(a.approver ? { approvedBy: a.approver.email } : {}),
        ...(checked.overridden
          ? {
              priceOverrides: lines
                .filter((l) => l.listPriceCentavos !== null)
                .map((l) => ({ sku: l.product.sku, from: l.listPriceCentavos, to: l.unitPriceCentavos })),
            }
          : {}),
      },
      ip: a.where.ip ?? null,
      userAgent: a.where.userAgent?.slice(0, 300) ?? null,
      requestId: a.where.requestId ?? null,
    },
  };
}

/** The answer to a completed sale: what was just written, as findSale reads it back (the tests compare the two). */
export function saleAnswer(plan: SalePlan): SaleDetail {
  const t = plan.totals;
  return {
    id: plan.id,
    invoiceNo: plan.invoiceNo,
    invoiceNumber: plan.invoiceNumber,
    terminalId: plan.terminal.id,
    terminalName: plan.terminal.name,
    cashierId: plan.cashier.id,
    cashierName: plan.cashier.name,
    customerName: plan.customer.name,
    status: 'completed',
    totalCentavos: t.totalCentavos,
    methods: [...new Set(plan.payments.map((p) => p.method))].sort(),
    createdAt: plan.createdAt,
    customerAddress: plan.customer.address,
    customerTin: plan.customer.tin,
    customerId: plan.customerId,
    dueDate: plan.dueDate,
    loyalty: plan.loyalty,
    statutory: plan.statutory ? JSON.parse(JSON.stringify(plan.statutory)) : null,
    vatRegistered: plan.vatRegistered,
    grossCentavos: t.grossCentavos,
    promoCentavos: t.promoCentavos,
    bnpcCentavos: t.bnpcCentavos,
    scPwdCentavos: t.scPwdCentavos,
    vatRemovedCentavos: t.vatRemovedCentavos,
    vatableSalesCentavos: t.vatableSalesCentavos,
    vatCentavos: t.vatCentavos,
    vatExemptSalesCentavos: t.vatExemptSalesCentavos,
    zeroRatedSalesCentavos: t.zeroRatedSalesCentavos,
    nonVatSalesCentavos: t.nonVatSalesCentavos,
    tenderedCentavos: plan.tenderedCentavos,
    changeCentavos: plan.changeCentavos,
    orderPromo: plan.orderPromo,
    seller: JSON.parse(JSON.stringify(plan.seller)),
    terminal: plan.terminalBlock as SaleDetail['terminal'],
    reprints: 0,
    lines: plan.lines.map(({ id: _id, baseMilliPerUnit: _b, promo: _p, ...l }) => l),
    payments: plan.payments.map(({ id: _id, ...p }) => p),
  };
}
