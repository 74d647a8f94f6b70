import type { TaxClass } from '../catalog/product-schemas.ts';
import { formatQty } from '../inventory/quantity.ts';
import type { Centavos } from '../money/centavos.ts';
import { MANILA_TIME_ZONE } from '../time/manila.ts';
import type { ReturnableLine, ReturnState, SaleReturn, SaleVoid } from './sale-documents.ts';
import { TENDER_LABELS, type TenderMethod } from './sale-schemas.ts';

/**
 * What the sales invoice of one sale holds, as GET /api/sales/{id} answers it. The screen, the printed
 * copy and the e-mailed PDF are all drawn from `invoiceLayout` of this, so they never disagree.
 */
export interface InvoiceSaleLine {
  lineNo: number;
  productId: string;
  productName: string;
  sku: string;
  unitCode: string;
  /** Quantity in the selling unit, thousandths. */
  qtyMilli: number;
  baseQtyMilli: number;
  /** What the cashier charged (the sale plan's prices: plain numbers until the plan types them). */
  unitPriceCentavos: number;
  listPriceCentavos: number | null;
  grossCentavos: Centavos;
  promoCentavos: Centavos;
  statutoryCentavos: Centavos;
  vatRemovedCentavos: Centavos;
  netCentavos: Centavos;
  /** As invoiced: an SC/PWD line is VAT-exempt; a non-VAT seller's lines are non_vat. */
  taxClass: TaxClass | 'non_vat';
  registrationNumber: string | null;
  lots: { lotId: string; batchNumber: string; expiryDate: string | null; baseQtyMilli: number }[];
  /** Prescription (kind 'rx', vetName, prcNumber, prescriptionNumber) and/or fpaCertNumber. */
  regulated: Record<string, string> | null;
}

export interface InvoicePayment {
  method: TenderMethod;
  amountCentavos: Centavos;
  tenderedCentavos: Centavos;
  reference: string | null;
  details: {
    cardLast4?: string;
    approvalCode?: string;
    bank?: string;
    checkNumber?: string;
    checkDate?: string;
  } | null;
}

/** A sale as the sales history lists it. */
export interface SaleSummary {
  id: string;
  invoiceNo: number;
  /** 8 digits, zero-padded: "00000042". */
  invoiceNumber: string;
  terminalId: string;
  terminalName: string;
  cashierId: string;
  cashierName: string;
  customerName: string | null;
  status: 'completed' | 'voided';
  totalCentavos: Centavos;
  methods: TenderMethod[];
  createdAt: string;
  /** Whether goods of it came back (issue 21): partly, fully, or null. Absent in older answers. */
  returnState?: ReturnState | null | undefined;
}

export interface InvoiceSale extends SaleSummary {
  customerAddress: string | null;
  customerTin: string | null;
  /** The customer's record the sale names (issue 23); absent in older answers. */
  customerId?: string | null | undefined;
  /** A charge invoice's due date (YYYY-MM-DD). */
  dueDate?: string | null | undefined;
  /** Loyalty points of the sale's customer: earned and redeemed by it, and the balance after it. */
  loyalty?: { earned: number; redeemed: number; balance: number } | null | undefined;
  statutory: {
    kind: 'bnpc5' | 'sc_pwd20';
    beneficiary: 'senior' | 'pwd';
    name: string;
    idNumber: string;
    tin: string | null;
  } | null;
  vatRegistered: boolean;
  grossCentavos: Centavos;
  promoCentavos: Centavos;
  bnpcCentavos: Centavos;
  scPwdCentavos: Centavos;
  vatRemovedCentavos: Centavos;
  vatableSalesCentavos: Centavos;
  vatCentavos: Centavos;
  vatExemptSalesCentavos: Centavos;
  zeroRatedSalesCentavos: Centavos;
  nonVatSalesCentavos: Centavos;
  tenderedCentavos: Centavos;
  changeCentavos: Centavos;
  /** Seller block as it was at the sale. */
  seller: {
    name?: string;
    businessStyle?: string | null;
    address?: string;
    phone?: string | null;
    email?: string | null;
    tin?: string | null;
    vatRegistered?: boolean;
    rdoCode?: string | null;
  };
  /** Terminal block as it was at the sale. */
  terminal: {
    name: string;
    location: string;
    min: string | null;
    serialNumber: string | null;
    ptuNumber: string | null;
    ptuDate: string | null;
  };
  reprints: number;
  lines: InvoiceSaleLine[];
  payments: InvoicePayment[];
  /** Its VOID document, its RETURN documents, what is still returnable per line (sale-documents.ts). */
  voidDocument?: SaleVoid | null | undefined;
  returns?: SaleReturn[] | undefined;
  returnable?: ReturnableLine[] | undefined;
  voidable?: boolean | undefined;
}

const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
const DATE_TIME = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: MANILA_TIME_ZONE,
});

/**
 * 145000 → "₱1,450.00". Money is kept in centavos; this is only for showing it. It takes any number of
 * centavos, not only `Centavos`: it is the view's edge, where amounts arrive straight from JSON answers
 * and product prices (plain numbers until their contracts type them), and a cast at each of ~40 call
 * sites would check nothing. The name says the unit; the totals it shows are Centavos already.
 */
export const formatPeso = (centavos: number) => PESO.format(centavos / 100);

/** An instant as the store reads it: Manila time, Philippine English ("Mar 14, 2025, 10:30 AM"). */
export const formatManilaDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** BIR prints a buyer's lines even when blank: the buyer (or cashier) writes on them. */
export const INVOICE_BLANK = '________________________________________';

/** The letter after a line's amount that tells its tax class (none on a non-VAT seller's invoice). */
const TAX_MARK: Record<InvoiceSaleLine['taxClass'], string> = {
  vatable: 'V',
  vat_exempt: 'E',
  zero_rated: 'Z',
  non_vat: '',
};

/** "123456789" → "123-456-789"; 12 digits → "123-456-789-000"; 14 digits → "123-456-789-00000". */
export function tinText(tin: string): string {
  const digits = tin.replace(/\D/g, '');
  if (digits.length !== 9 && digits.length !== 12 && digits.length !== 14) return tin.trim();
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)];
  if (digits.length > 9) parts.push(digits.slice(9));
  return parts.join('-');
}

/** The small print under a line: lots, registration, prescription, FPA, promo, price change. */
function lineNotes(line: InvoiceSaleLine, statutoryLabel: string | null): string[] {
  const notes: string[] = [];
  if (line.lots.length > 0)
    notes.push(
      line.lots
        .map((lot) => `Lot ${lot.batchNumber}${lot.expiryDate ? ` exp ${lot.expiryDate}` : ''}`)
        .join('; '),
    );
  if (line.registrationNumber) notes.push(`Reg. No. ${line.registrationNumber}`);
  const reg = line.regulated;
  if (reg?.kind === 'rx') {
    const vet = reg.vetName ? (/^dr\.?\s/i.test(reg.vetName) ? reg.vetName : `Dr. ${reg.vetName}`) : '';
    const rx = [
      vet,
      reg.prcNumber ? `PRC ${reg.prcNumber}` : '',
      reg.prescriptionNumber ? `Rx No. ${reg.prescriptionNumber}` : '',
    ].filter(Boolean);
    notes.push(`Rx: ${rx.join(' ')}`);
  }
  if (reg?.fpaCertNumber) notes.push(`FPA cert. ${reg.fpaCertNumber}`);
  if (line.promoCentavos > 0) notes.push(`Less promo −${formatPeso(line.promoCentavos)}`);
  if (line.statutoryCentavos > 0 && statutoryLabel)
    notes.push(`Less ${statutoryLabel} −${formatPeso(line.statutoryCentavos)}`);
  if (line.listPriceCentavos !== null) notes.push(`Price changed from ${formatPeso(line.listPriceCentavos)}`);
  return notes;
}

/** How one payment was made, beyond its method: card, check, reference. */
function tenderNotes(p: InvoicePayment): string[] {
  const notes: string[] = [];
  const d = p.details ?? {};
  if (p.method === 'card' && (d.cardLast4 || d.approvalCode))
    notes.push(
      [d.cardLast4 ? `Card •••• ${d.cardLast4}` : 'Card', d.approvalCode ? `Appr. ${d.approvalCode}` : '']
        .filter(Boolean)
        .join(' · '),
    );
  if (p.method === 'check' && (d.bank || d.checkNumber || d.checkDate))
    notes.push(
      ['Check', d.bank, d.checkNumber ? `#${d.checkNumber}` : '', d.checkDate].filter(Boolean).join(' '),
    );
  if (p.reference) notes.push(`Ref. ${p.reference}`);
  return notes;
}

/** A label and an amount; `strong` for the total due and the change. */
export interface InvoiceRow {
  label: string;
  amountCentavos: Centavos;
  strong?: boolean;
  /** Small print under the row (a payment's reference, card, check). */
  notes?: string[];
}

export interface InvoiceItem {
  lineNo: number;
  name: string;
  /** "2.5 kg @ ₱40.00". */
  qty: string;
  amountCentavos: Centavos;
  /** V, E, Z or nothing. */
  mark: string;
  notes: string[];
}

/** "Label value", or the label and a blank line to write on when the value is missing. */
export interface InvoiceField {
  label: string;
  value: string | null;
}

/** The invoice of PH-RULES §1 as text, block by block, for any renderer (screen, paper, PDF). */
export interface InvoiceLayout {
  seller: {
    name: string | null;
    businessStyle: string | null;
    address: string | null;
    /** "VAT Reg. TIN" or "Non-VAT Reg. TIN", with the TIN or null (printed as a blank). */
    tin: InvoiceField;
    phone: string | null;
  };
  title: 'SALES INVOICE' | 'CHARGE INVOICE';
  /** "Reprinted Mar 14, 2025, 10:30 AM" on a reprint. */
  reprint: string | null;
  voided: boolean;
  number: string;
  issuedAt: string;
  /** Terminal and location; MIN and serial; PTU: each a line of parts kept whole when wrapped. */
  posLines: string[][];
  cashier: string;
  buyer: InvoiceField[];
  items: InvoiceItem[];
  totals: InvoiceRow[];
  /** The VAT breakdown (VAT-registered seller) or the non-VAT sales line. */
  taxLabel: string;
  taxRows: InvoiceRow[];
  /** Printed large: VAT-EXEMPT SALE, ZERO-RATED SALE, the non-VAT notice. */
  statements: string[];
  /** The tax letters' legend (VAT-registered seller only). */
  legend: string | null;
  beneficiary: { heading: string; lines: string[] } | null;
  payments: InvoiceRow[];
  footer: { thanks: string; seller: string };
}

export function invoiceLayout(sale: InvoiceSale, reprintedAt: string | null = null): InvoiceLayout {
  const { seller, terminal, statutory } = sale;
  const statutoryLabel = statutory ? (statutory.kind === 'bnpc5' ? '5% BNPC' : 'SC/PWD 20%') : null;
  const posLines = [
    [`Terminal ${terminal.name || sale.terminalName}`, terminal.location],
    [terminal.min ? `MIN ${terminal.min}` : '', terminal.serialNumber ? `S/N ${terminal.serialNumber}` : ''],
    [terminal.ptuNumber ? `PTU No. ${terminal.ptuNumber}` : '', terminal.ptuDate ?? ''],
  ]
    .map((parts) => parts.filter(Boolean))
    .filter((parts) => parts.length > 0);
  const only = (mine: number, others: number[]) =>
    sale.vatRegistered && mine > 0 && others.every((o) => o === 0);
  const statements: string[] = [];
  if (only(sale.vatExemptSalesCentavos, [sale.vatableSalesCentavos, sale.zeroRatedSalesCentavos]))
    statements.push('VAT-EXEMPT SALE');
  if (only(sale.zeroRatedSalesCentavos, [sale.vatableSalesCentavos, sale.vatExemptSalesCentavos]))
    statements.push('ZERO-RATED SALE');
  if (!sale.vatRegistered) statements.push('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX.');

  const totals: InvoiceRow[] = [{ label: 'Total sales', amountCentavos: sale.grossCentavos }];
  const less = (label: string, amountCentavos: Centavos) => {
    if (amountCentavos > 0) totals.push({ label, amountCentavos });
  };
  less('Less: Promo discount', sale.promoCentavos);
  less('Less: VAT (SC/PWD)', sale.vatRemovedCentavos);
  less('Less: SC/PWD 20% discount', sale.scPwdCentavos);
  less('Less: 5% BNPC discount', sale.bnpcCentavos);
  totals.push({ label: 'TOTAL AMOUNT DUE', amountCentavos: sale.totalCentavos, strong: true });

  const payments: InvoiceRow[] = [];
  for (const p of sale.payments) {
    const notes = tenderNotes(p);
    payments.push({ label: TENDER_LABELS[p.method], amountCentavos: p.amountCentavos });
    if (p.method === 'cash') payments.push({ label: 'Cash received', amountCentavos: p.tenderedCentavos });
    if (notes.length > 0) payments[payments.length - 1]!.notes = notes;
  }
  payments.push({ label: 'Change', amountCentavos: sale.changeCentavos, strong: true });
  if (sale.loyalty)
    payments[payments.length - 1]!.notes = [
      `Points earned: ${sale.loyalty.earned.toLocaleString('en-PH')}`,
      `Points balance: ${sale.loyalty.balance.toLocaleString('en-PH')}`,
    ];
  const charged = sale.payments.some((p) => p.method === 'charge');

  return {
    seller: {
      name: seller.name || null,
      businessStyle: seller.businessStyle || null,
      address: seller.address || null,
      tin: {
        label: sale.vatRegistered ? 'VAT Reg. TIN' : 'Non-VAT Reg. TIN',
        value: seller.tin ? tinText(seller.tin) : null,
      },
      phone: seller.phone ? `Tel. ${seller.phone}` : null,
    },
    title: charged ? 'CHARGE INVOICE' : 'SALES INVOICE',
    reprint: reprintedAt ? `Reprinted ${formatManilaDateTime(reprintedAt)}` : null,
    voided: sale.status === 'voided',
    number: `No. ${sale.invoiceNumber}`,
    issuedAt: formatManilaDateTime(sale.createdAt),
    posLines,
    cashier: `Cashier ${sale.cashierName}`,
    buyer: [
      { label: 'Sold to:', value: sale.customerName },
      { label: 'Address:', value: sale.customerAddress },
      { label: 'TIN:', value: sale.customerTin ? tinText(sale.customerTin) : null },
      ...(charged && sale.dueDate ? [{ label: 'Due date:', value: sale.dueDate }] : []),
    ],
    items: sale.lines.map((line) => ({
      lineNo: line.lineNo,
      name: line.productName,
      qty: `${formatQty(line.qtyMilli)} ${line.unitCode} @ ${formatPeso(line.unitPriceCentavos)}`,
      amountCentavos: line.grossCentavos,
      mark: TAX_MARK[line.taxClass],
      notes: lineNotes(line, statutoryLabel),
    })),
    totals,
    taxLabel: sale.vatRegistered ? 'VAT breakdown' : 'Non-VAT sales',
    taxRows: sale.vatRegistered
      ? [
          { label: 'VATable sales', amountCentavos: sale.vatableSalesCentavos },
          { label: 'VAT (12%)', amountCentavos: sale.vatCentavos },
          { label: 'VAT-exempt sales', amountCentavos: sale.vatExemptSalesCentavos },
          { label: 'Zero-rated sales', amountCentavos: sale.zeroRatedSalesCentavos },
        ]
      : [{ label: 'Non-VAT sales', amountCentavos: sale.nonVatSalesCentavos }],
    statements,
    legend: sale.vatRegistered ? 'V VATable · E VAT-exempt · Z zero-rated' : null,
    beneficiary: statutory && {
      heading: statutory.beneficiary === 'senior' ? 'Senior citizen' : 'PWD',
      lines: [
        `Name: ${statutory.name}`,
        `OSCA/PWD ID No. ${statutory.idNumber}`,
        ...(statutory.tin ? [`TIN: ${tinText(statutory.tin)}`] : []),
      ],
    },
    payments,
    footer: {
      thanks: 'Thank you!',
      seller: sale.vatRegistered
        ? 'Issued by a VAT-registered seller.'
        : 'Issued by a non-VAT-registered seller.',
    },
  };
}
