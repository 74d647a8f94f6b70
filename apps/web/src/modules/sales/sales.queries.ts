import type { CompleteSaleInput, EnrollTerminalInput, TaxClass, TenderMethod } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, withQuery } from '../../lib/api.ts';

/** A POS terminal as GET /api/pos/terminal answers it (sales.routes.ts `Terminal`). */
export interface Terminal {
  id: string;
  name: string;
  locationId: string;
  locationName: string;
  min: string | null;
  serialNumber: string | null;
  ptuNumber: string | null;
  ptuDate: string | null;
  nextInvoiceNo: number;
  isActive: boolean;
  enrolledAt: string;
}

export interface SaleLine {
  lineNo: number;
  productId: string;
  productName: string;
  sku: string;
  unitCode: string;
  /** Quantity in the selling unit, thousandths. */
  qtyMilli: number;
  baseQtyMilli: number;
  unitPriceCentavos: number;
  listPriceCentavos: number | null;
  grossCentavos: number;
  promoCentavos: number;
  statutoryCentavos: number;
  vatRemovedCentavos: number;
  netCentavos: number;
  /** As invoiced: an SC/PWD line is VAT-exempt; a non-VAT seller's lines are non_vat. */
  taxClass: TaxClass | 'non_vat';
  registrationNumber: string | null;
  lots: { lotId: string; batchNumber: string; expiryDate: string | null; baseQtyMilli: number }[];
  /** Prescription (kind 'rx', vetName, prcNumber, prescriptionNumber) and/or fpaCertNumber. */
  regulated: Record<string, string> | null;
}

export interface SalePayment {
  method: TenderMethod;
  amountCentavos: number;
  tenderedCentavos: number;
  reference: string | null;
  details: {
    cardLast4?: string;
    approvalCode?: string;
    bank?: string;
    checkNumber?: string;
    checkDate?: string;
  } | null;
}

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
  totalCentavos: number;
  methods: TenderMethod[];
  createdAt: string;
}

/** Everything the sales invoice prints (GET /api/sales/{id}). Blocks are as they were at the sale. */
export interface Sale extends SaleSummary {
  customerAddress: string | null;
  customerTin: string | null;
  statutory: {
    kind: 'bnpc5' | 'sc_pwd20';
    beneficiary: 'senior' | 'pwd';
    name: string;
    idNumber: string;
    tin: string | null;
  } | null;
  vatRegistered: boolean;
  grossCentavos: number;
  promoCentavos: number;
  bnpcCentavos: number;
  scPwdCentavos: number;
  vatRemovedCentavos: number;
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  zeroRatedSalesCentavos: number;
  nonVatSalesCentavos: number;
  tenderedCentavos: number;
  changeCentavos: number;
  /** Seller block: name, businessStyle, address, phone, email, tin, vatRegistered, rdoCode. */
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
  /** Terminal block: name, location, min, serialNumber, ptuNumber, ptuDate. */
  terminal: {
    name: string;
    location: string;
    min: string | null;
    serialNumber: string | null;
    ptuNumber: string | null;
    ptuDate: string | null;
  };
  reprints: number;
  lines: SaleLine[];
  payments: SalePayment[];
}

export const terminalQuery = () =>
  queryOptions({
    queryKey: ['pos', 'terminal'],
    queryFn: () => api.get<{ terminal: Terminal | null; vatRegistered: boolean }>('/api/pos/terminal'),
    staleTime: 60_000,
  });

export const enrollTerminal = (input: EnrollTerminalInput) => api.post<Terminal>('/api/pos/terminals', input);

export const saleQuery = (id: string) =>
  queryOptions({
    queryKey: ['sales', id],
    queryFn: () => api.get<Sale>(`/api/sales/${id}`),
    staleTime: 60_000,
  });

export interface SalesFilters {
  from?: string | undefined;
  to?: string | undefined;
  method?: TenderMethod | undefined;
  status?: 'completed' | 'voided' | undefined;
  invoice?: string | undefined;
  customer?: string | undefined;
  page?: number | undefined;
}

export const SALES_PAGE_SIZE = 25;

export const salesListQuery = (f: SalesFilters) =>
  queryOptions({
    queryKey: ['sales', 'list', f],
    queryFn: () =>
      api.get<{ items: SaleSummary[]; total: number; totalCentavos: number }>(
        withQuery('/api/sales', { ...f, page: f.page ?? 1, pageSize: SALES_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });

export const logReprint = (id: string) =>
  api.post<{ printedAt: string; reprints: number }>(`/api/sales/${id}/reprints`);

export const bnpcCap = (idNumber: string) =>
  api.get<{ usedCentavos: number; remainingCentavos: number }>(withQuery('/api/pos/bnpc-cap', { idNumber }));

export interface HeldCart {
  id: string;
  label: string;
  cart: unknown;
  heldAt: string;
  heldByName: string;
}

export const heldCartsQuery = () =>
  queryOptions({
    queryKey: ['pos', 'held'],
    queryFn: () => api.get<{ items: HeldCart[] }>('/api/pos/held-carts').then((r) => r.items),
  });

export const holdCart = (label: string, cart: unknown) =>
  api.post<{ id: string }>('/api/pos/held-carts', { label, cart });
export const takeHeldCart = (id: string) => api.delete<{ cart: unknown }>(`/api/pos/held-carts/${id}`);

const isTransient = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NETWORK_ERROR' || e.code === 'REQUEST_TIMEOUT' || e.status >= 500);

/**
 * Sends the sale; when the answer is lost (network, time-out, server error) it sends the same sale again
 * (same id, same body): the server records it once and answers with the first invoice number.
 */
export async function sendSale(
  body: CompleteSaleInput,
  tries = 3,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<{ sale: Sale; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.post<{ sale: Sale; replayed: boolean }>('/api/sales', body, { timeoutMs: 15_000 });
    } catch (e) {
      if (!isTransient(e) || attempt >= tries) throw e;
      await wait(500 * attempt);
    }
  }
}
