import { describe, expect, it } from 'vitest';
import {
  canTransfer,
  nextTransferStatus,
  TRANSFER_STATUSES,
  transferActionsFor,
  transferNumber,
} from './transfer-state.ts';

describe('transfer slip states', () => {
  it('walks draft → requested → approved → in transit → closed when all arrives', () => {
    let s = nextTransferStatus('draft', 'request');
    s = nextTransferStatus(s, 'approve');
    s = nextTransferStatus(s, 'issue');
    expect(s).toBe('in_transit');
    expect(nextTransferStatus(s, 'receive', { openDiscrepancyMilli: 0 })).toBe('closed');
  });

  it('stays received while a discrepancy is open, and closes only once it is resolved', () => {
    expect(nextTransferStatus('in_transit', 'receive', { openDiscrepancyMilli: 1000 })).toBe('received');
    expect(() => nextTransferStatus('received', 'close', { openDiscrepancyMilli: 1000 })).toThrow();
    expect(nextTransferStatus('received', 'close', { openDiscrepancyMilli: 0 })).toBe('closed');
  });

  it('cancels only before the goods leave', () => {
    expect(canTransfer('approved', 'cancel')).toBe(true);
    expect(canTransfer('in_transit', 'cancel')).toBe(false);
    expect(canTransfer('closed', 'cancel')).toBe(false);
  });

  it('refuses a second receipt and any move out of an ended slip', () => {
    expect(canTransfer('received', 'receive')).toBe(false);
    for (const end of ['closed', 'cancelled'] as const) expect(transferActionsFor(end)).toEqual([]);
  });

  it('every status but the ended ones has an action', () => {
    for (const s of TRANSFER_STATUSES) {
      if (s !== 'closed' && s !== 'cancelled') expect(transferActionsFor(s).length).toBeGreaterThan(0);
    }
  });

  it('numbers TR-YYYYMM-NNNN', () => {
    expect(transferNumber('2026-11-27', 7)).toBe('TR-202611-0007');
  });
});
