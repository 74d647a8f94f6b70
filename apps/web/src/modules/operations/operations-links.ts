import { checkAccess, getModule, type ModuleId, type WaitingKind } from '@fbms/domain';
import type { Me } from '../../lib/session.ts';

/** May the person open a module's screens (the gate its routes keep with `onlyFor`)? */
export function mayOpen(me: Me, module: ModuleId): boolean {
  const { role, isActive } = me.user;
  return getModule(module).available && checkAccess({ role, isActive }, getModule(module).access).allowed;
}

type Target =
  | { to: '/expenses'; module: 'expenses'; label: 'expenses' }
  | { to: '/purchases'; module: 'purchases'; label: 'purchases' }
  | {
      to: '/branches/transfers';
      module: 'branches';
      label: 'transfers';
      search: { tab: 'outgoing' | 'incoming' | 'all'; status: string };
    }
  | { to: '/inventory/counts'; module: 'inventory'; label: 'counts' };

/**
 * Where each kind of waiting document is handled, with the gate of that screen's route
 * (expenses.routes.tsx, purchase-orders.routes.tsx, transfers.routes.tsx, inventory.routes.tsx).
 * The transfer list opens on the side and status the slips wait in.
 */
export const WAITING_TARGETS: Record<WaitingKind, Target> = {
  expenses_to_approve: { to: '/expenses', module: 'expenses', label: 'expenses' },
  expenses_to_pay: { to: '/expenses', module: 'expenses', label: 'expenses' },
  orders_to_approve: { to: '/purchases', module: 'purchases', label: 'purchases' },
  orders_to_receive: { to: '/purchases', module: 'purchases', label: 'purchases' },
  transfers_to_approve: {
    to: '/branches/transfers',
    module: 'branches',
    label: 'transfers',
    search: { tab: 'outgoing', status: 'requested' },
  },
  transfers_to_issue: {
    to: '/branches/transfers',
    module: 'branches',
    label: 'transfers',
    search: { tab: 'outgoing', status: 'approved' },
  },
  transfers_to_receive: {
    to: '/branches/transfers',
    module: 'branches',
    label: 'transfers',
    search: { tab: 'incoming', status: 'in_transit' },
  },
  transfer_differences: {
    to: '/branches/transfers',
    module: 'branches',
    label: 'transfers',
    search: { tab: 'all', status: 'received' },
  },
  counts_open: { to: '/inventory/counts', module: 'inventory', label: 'counts' },
};

/** The screen a waiting kind is handled on, or null when the person may not open it. */
export function waitingTarget(me: Me, kind: WaitingKind): Target | null {
  const target = WAITING_TARGETS[kind];
  return mayOpen(me, target.module) ? target : null;
}
