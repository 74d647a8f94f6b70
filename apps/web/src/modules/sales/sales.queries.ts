import type {
  CompleteSaleInput,
  EnrollTerminalInput,
  HeldCartSummary,
  HoldCartInput,
  InvoicePayment,
  InvoiceSale,
  InvoiceSaleLine,
  SaleSummary,
  TenderMethod,
} from '@fbms/domain';
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

/** A sale's line and payment as its invoice prints them (the shape lives in the domain package). */
export type SaleLine = InvoiceSaleLine;
export type SalePayment = InvoicePayment;

export type { SaleSummary };

/** Everything the sales invoice prints (GET /api/sales/{id}). Blocks are as they were at the sale. */
export type Sale = InvoiceSale;

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

/** E-mails the sale's invoice as a PDF; `outbox` when the server has no mail server set up. */
export const emailReceipt = (id: string, to: string) =>
  api.post<{ sentTo: string; transport: 'smtp' | 'outbox' }>(`/api/sales/${id}/email`, { to });

export const bnpcCap = (idNumber: string) =>
  api.get<{ usedCentavos: number; remainingCentavos: number }>(withQuery('/api/pos/bnpc-cap', { idNumber }));

export type HeldCart = HeldCartSummary;

export const heldCartsQuery = () =>
  queryOptions({
    queryKey: ['pos', 'held'],
    queryFn: () => api.get<{ items: HeldCart[] }>('/api/pos/held-carts').then((r) => r.items),
  });

/** Puts the cart on hold: the body is the domain's holdCartSchema input, so it cannot drift from it. */
export const holdCart = (body: HoldCartInput) => api.post<{ id: string }>('/api/pos/held-carts', body);
/** Takes a held cart off the list (to resume it, or to delete it). */
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
