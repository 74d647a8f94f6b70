import type { StaffUser } from './users.queries.ts';

export type UserActionKind = 'approve' | 'role' | 'deactivate' | 'activate' | 'reset';

export interface UserAction {
  kind: UserActionKind;
  user: StaffUser;
}

/**
 * What an administrator can do to one account. The server refuses changes to one's own account and to the
 * owner's role or activity; those are simply not offered.
 */
export function availableActions(user: StaffUser, selfId: string): UserActionKind[] {
  const self = user.id === selfId;
  const protectedAccount = self || user.isOwner;
  if (user.status === 'pending') return ['approve'];
  const out: UserActionKind[] = [];
  if (user.status === 'inactive') out.push('activate');
  if (!protectedAccount) out.push('role');
  if (user.status === 'active' && !protectedAccount) out.push('deactivate');
  if (!self) out.push('reset');
  return out;
}
