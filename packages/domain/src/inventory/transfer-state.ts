/**
 * A transfer slip's life (issue 26, decision 0013). Pure rules: the server applies them inside the
 * transaction that holds the slip's row lock.
 *
 * draft → requested → approved → in_transit → received → closed
 *   ↘ cancelled (from draft, requested or approved: nothing has left the source yet)
 *
 * A receipt where everything arrived in good order closes the slip at once; one with damaged or missing
 * goods leaves it `received` until each discrepancy is resolved (found, returned or written off).
 */
export const TRANSFER_STATUSES = [
  'draft',
  'requested',
  'approved',
  'in_transit',
  'received',
  'closed',
  'cancelled',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_ACTIONS = [
  'request',
  'approve',
  'issue',
  'receive',
  'resolve',
  'close',
  'cancel',
  'edit',
] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

/** Which branch acts: the sending branch approves and issues; the receiving branch receives. */
export type TransferSide = 'from' | 'to' | 'either';

const RULES: Record<TransferAction, { from: readonly TransferStatus[]; side: TransferSide }> = {
  edit: { from: ['draft', 'requested'], side: 'either' },
  request: { from: ['draft'], side: 'either' },
  approve: { from: ['requested'], side: 'from' },
  issue: { from: ['approved'], side: 'from' },
  receive: { from: ['in_transit'], side: 'to' },
  resolve: { from: ['received'], side: 'either' },
  close: { from: ['received'], side: 'either' },
  cancel: { from: ['draft', 'requested', 'approved'], side: 'either' },
};

export function transferActionRule(action: TransferAction) {
  return RULES[action];
}

/** Whether `action` may be taken on a slip in `status`. */
export function canTransfer(status: TransferStatus, action: TransferAction): boolean {
  return RULES[action].from.includes(status);
}

/** The actions open on a slip in `status` (the screen shows these buttons; the server checks again). */
export function transferActionsFor(status: TransferStatus): TransferAction[] {
  return TRANSFER_ACTIONS.filter((a) => canTransfer(status, a));
}

/** The status after `action` (receive: closed when nothing is left to resolve). Throws on a refused move. */
export function nextTransferStatus(
  status: TransferStatus,
  action: Exclude<TransferAction, 'edit' | 'resolve'>,
  opts: { openDiscrepancyMilli?: number } = {},
): TransferStatus {
  if (!canTransfer(status, action)) throw new Error(`transfer: ${action} is not allowed from ${status}`);
  switch (action) {
    case 'request':
      return 'requested';
    case 'approve':
      return 'approved';
    case 'issue':
      return 'in_transit';
    case 'receive':
      return (opts.openDiscrepancyMilli ?? 0) > 0 ? 'received' : 'closed';
    case 'close':
      if ((opts.openDiscrepancyMilli ?? 0) > 0) throw new Error('transfer: discrepancies are still open');
      return 'closed';
    case 'cancel':
      return 'cancelled';
  }
}

/** What is still in transit for a lot of a slip: issued, less received in good order, less resolved. */
export function inTransitMilli(lot: {
  issuedMilli: number;
  receivedMilli: number;
  resolvedMilli: number;
}): number {
  return lot.issuedMilli - lot.receivedMilli - lot.resolvedMilli;
}

/** TR-YYYYMM-NNNN for the month of `businessDate` (YYYY-MM-DD), as seed 001 §7 numbers transfers. */
export function transferNumber(businessDate: string, n: number): string {
  return `TR-${businessDate.slice(0, 4)}${businessDate.slice(5, 7)}-${String(n).padStart(4, '0')}`;
}
