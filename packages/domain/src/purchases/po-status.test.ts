import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/codes.ts';
import {
  nextPoStatus,
  PO_ACTIONS,
  PO_STATUSES,
  type PoAction,
  type PoStatus,
  poApprovalRefusal,
  purchaseNumber,
  requirePoTransition,
  statusAfterReceipt,
} from './po-status.ts';

/** Every allowed transition, written out; everything else must be refused. */
const ALLOWED: Record<string, PoStatus> = {
  'draft edit': 'draft',
  'draft submit': 'submitted',
  'draft cancel': 'cancelled',
  'submitted edit': 'submitted',
  'submitted approve': 'approved',
  'submitted reject': 'draft',
  'submitted cancel': 'cancelled',
  'approved receivePart': 'partly_received',
  'approved receiveAll': 'received',
  'approved cancel': 'cancelled',
  'partly_received receivePart': 'partly_received',
  'partly_received receiveAll': 'received',
  'partly_received close': 'closed',
  'received close': 'closed',
};

describe('the purchase order state machine', () => {
  for (const status of PO_STATUSES)
    for (const action of PO_ACTIONS) {
      const want = ALLOWED[`${status} ${action}`];
      it(`${status} + ${action} → ${want ?? 'refused'}`, () => {
        expect(nextPoStatus(status, action as PoAction)).toBe(want ?? null);
        if (want) expect(requirePoTransition(status, action)).toBe(want);
        else {
          try {
            requirePoTransition(status, action);
            expect.unreachable();
          } catch (e) {
            expect(e).toBeInstanceOf(DomainError);
            expect((e as DomainError).details).toMatchObject({
              reason: 'poStatusWrong',
              status,
              step: action,
            });
          }
        }
      });
    }

  it('closed and cancelled orders are final', () => {
    for (const a of PO_ACTIONS) {
      expect(nextPoStatus('closed', a)).toBeNull();
      expect(nextPoStatus('cancelled', a)).toBeNull();
    }
  });

  it('a delivery leaves the order received only when every line has all it ordered', () => {
    expect(statusAfterReceipt([{ orderedMilli: 5, receivedMilli: 5 }])).toBe('received');
    expect(
      statusAfterReceipt([
        { orderedMilli: 5, receivedMilli: 6 },
        { orderedMilli: 5, receivedMilli: 4 },
      ]),
    ).toBe('partly_received');
  });

  it('above the threshold only an admin approves', () => {
    expect(poApprovalRefusal({ totalCentavos: 200, thresholdCentavos: 100, approverRole: 'manager' })).toBe(
      'poApprovalNeedsAdmin',
    );
    expect(
      poApprovalRefusal({ totalCentavos: 200, thresholdCentavos: 100, approverRole: 'admin' }),
    ).toBeNull();
    expect(
      poApprovalRefusal({ totalCentavos: 100, thresholdCentavos: 100, approverRole: 'manager' }),
    ).toBeNull();
  });

  it('numbers the month’s series', () => {
    expect(purchaseNumber('purchaseOrder', '2026-11-26', 7)).toBe('PO-202611-0007');
    expect(purchaseNumber('receivingVoucher', '2026-01-02', 1234)).toBe('RV-202601-1234');
    expect(purchaseNumber('supplierReturn', '2026-12-31', 1)).toBe('SR-202612-0001');
    expect(purchaseNumber('supplierPayment', '2026-12-31', 10000)).toBe('SP-202612-10000');
  });
});
