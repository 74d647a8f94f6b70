import {
  type CompleteSaleInput,
  type EnrollTerminalInput,
  type HeldCartSummary,
  type HoldCartInput,
  type InvoicePayment,
  type InvoiceSale,
  type InvoiceSaleLine,
  type SaleSummary,
  salesContract,
  type TenderMethod,
  type Terminal,
} from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';

export type { Terminal };

/** A sale's line and payment as its invoice prints them (the shape lives in the domain package). */
export type SaleLine = InvoiceSaleLine;
export type SalePayment = InvoicePayment;

export type { SaleSummary };

/** Everything the sales invoice prints (GET /api/sales/{id}). Blocks are as they were at the sale. */
export type Sale = InvoiceSale;

export const terminalQuery = () =>
  queryOptions({
    queryKey: ['pos', 'terminal'],
    queryFn: () => api.call(salesContract.getThisTerminal),
    staleTime: 60_000,
  });

export const enrollTerminal = (input: EnrollTerminalInput) =>
  api.call(salesContract.enrollTerminal, { body: input });

export const saleQuery = (id: string) =>
  queryOptions({
    queryKey: ['sales', id],
    queryFn: () => api.call(salesContract.getSale, { params: { id } }),
    staleTime: 60_000,
  });

export interface SalesFilters {
  from?: string | undefined;
  to?: string | undefined;
  method?: TenderMethod | undefined;
  status?: 'completed' | 'voided' | 'returned' | undefined;
  invoice?: string | undefined;
  customer?: string | undefined;
  page?: number | undefined;
}

export const SALES_PAGE_SIZE = 25;

export const salesListQuery = (f: SalesFilters) =>
  queryOptions({
    queryKey: ['sales', 'list', f],
    queryFn: () =>
      api.call(salesContract.listSales, { query: { ...f, page: f.page ?? 1, pageSize: SALES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const logReprint = (id: string) => api.call(salesContract.logReprint, { params: { id } });

/** E-mails the sale's invoice as a PDF; `outbox` when the server has no mail server set up. */
export const emailReceipt = (id: string, to: string) =>
  api.call(salesContract.emailReceipt, { params: { id }, body: { to } });

export const bnpcCap = (idNumber: string) => api.call(salesContract.getBnpcCap, { query: { idNumber } });

export type HeldCart = HeldCartSummary;

export const heldCartsQuery = () =>
  queryOptions({
    queryKey: ['pos', 'held'],
    queryFn: () => api.call(salesContract.listHeldCarts).then((r) => r.items),
  });

/** Puts the cart on hold: the body is the domain's holdCartSchema input, so it cannot drift from it. */
export const holdCart = (body: HoldCartInput) => api.call(salesContract.holdCart, { body });
/** Takes a held cart off the list (to resume it, or to delete it). */
export const takeHeldCart = (id: string) => api.call(salesContract.takeHeldCart, { params: { id } });

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
      return await api.call(salesContract.completeSale, { body }, { timeoutMs: 15_000 });
    } catch (e) {
      if (!isTransient(e) || attempt >= tries) throw e;
      await wait(500 * attempt);
    }
  }
}
