import { DomainError } from '../errors/codes.ts';
import { refusal } from '../errors/reasons.ts';

/**
 * The purchase order's state machine (issue 24): draft → submitted → approved (a manager; above the
 * store's threshold an admin) → partly received → received → closed, or cancelled before anything is
 * received. Receiving moves an approved order to partly received or received by what has arrived; a
 * partly received order may be closed short (the rest will not come). The server refuses every other
 * transition.
 */
export const PO_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'partly_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

export const PO_ACTIONS = [
  'edit',
  'submit',
  'approve',
  'reject',
  'receivePart',
  'receiveAll',
  'close',
  'cancel',
] as const;
export type PoAction = (typeof PO_ACTIONS)[number];

const MACHINE: Record<PoStatus, Partial<Record<PoAction, PoStatus>>> = {
  draft: { edit: 'draft', submit: 'submitted', cancel: 'cancelled' },
  submitted: { edit: 'submitted', approve: 'approved', reject: 'draft', cancel: 'cancelled' },
  approved: { receivePart: 'partly_received', receiveAll: 'received', cancel: 'cancelled' },
  partly_received: { receivePart: 'partly_received', receiveAll: 'received', close: 'closed' },
  received: { close: 'closed' },
  closed: {},
  cancelled: {},
};

/** The status after `action`, or null when the machine does not allow it from `status`. */
export function nextPoStatus(status: PoStatus, action: PoAction): PoStatus | null {
  return MACHINE[status][action] ?? null;
}

const ACTION_WORDS: Record<PoAction, string> = {
  edit: 'changed',
  submit: 'submitted',
  approve: 'approved',
  reject: 'sent back to draft',
  receivePart: 'received',
  receiveAll: 'received',
  close: 'closed',
  cancel: 'cancelled',
};

const STATUS_WORDS: Record<PoStatus, string> = {
  draft: 'a draft',
  submitted: 'submitted',
  approved: 'approved',
  partly_received: 'partly received',
  received: 'received',
  closed: 'closed',
  cancelled: 'cancelled',
};

/** Refuses what the machine does not allow (nothing is written); answers the next status. */
export function requirePoTransition(status: PoStatus, action: PoAction): PoStatus {
  const next = nextPoStatus(status, action);
  if (!next)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `A purchase order that is ${STATUS_WORDS[status]} cannot be ${ACTION_WORDS[action]}.`,
      refusal('poStatusWrong', { status, step: action }),
    );
  return next;
}

/** Whether an order in this status accepts deliveries. */
export const canReceive = (status: PoStatus) => nextPoStatus(status, 'receivePart') !== null;

/** After a delivery: received in full when every line has all it ordered, else partly received. */
export function statusAfterReceipt(
  lines: readonly { orderedMilli: number; receivedMilli: number }[],
): 'received' | 'partly_received' {
  return lines.every((l) => l.receivedMilli >= l.orderedMilli) ? 'received' : 'partly_received';
}

/** The store's purchasing rules (system_settings.purchase_controls). */
export const DEFAULT_ADMIN_APPROVAL_ABOVE_CENTAVOS = 100_000_00;

/**
 * Who may approve: a manager or an admin (purchases "approve"); an order above the store's threshold
 * needs an admin.
 */
export function poApprovalRefusal(input: {
  totalCentavos: number;
  thresholdCentavos: number;
  approverRole: string;
}): 'poApprovalNeedsAdmin' | null {
  if (input.totalCentavos > input.thresholdCentavos && input.approverRole !== 'admin')
    return 'poApprovalNeedsAdmin';
  return null;
}

/** A month's series: PO-YYYYMM-NNNN, RV-…, SR-… (supplier returns), SP-… (supplier payments). */
export const PURCHASE_SERIES = {
  purchaseOrder: 'PO',
  receivingVoucher: 'RV',
  supplierReturn: 'SR',
  supplierPayment: 'SP',
} as const;
export type PurchaseSeries = keyof typeof PURCHASE_SERIES;

/** `PREFIX-YYYYMM-NNNN` for a Manila business date (YYYY-MM-DD) and a sequence from 1. */
export function purchaseNumber(series: PurchaseSeries, businessDate: string, seq: number): string {
  return `${PURCHASE_SERIES[series]}-${businessDate.slice(0, 4)}${businessDate.slice(5, 7)}-${String(seq).padStart(4, '0')}`;
}
