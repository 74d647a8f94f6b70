import { permissionsOf, type Role } from '@fbms/domain';
import type { Me } from '../lib/session.ts';

/** A GET /api/me answer for a role, built from the shared permission table. */
export function makeMe(role: Role = 'admin', overrides: Partial<Me['user']> = {}): Me {
  return {
    user: {
      id: `user-${role}`,
      email: `${role}@bukid.ph`,
      firstName: 'Andrea',
      lastName: 'Santos',
      department: null,
      role,
      isActive: true,
      isOwner: role === 'admin',
      ...overrides,
    },
    permissions: permissionsOf(role),
    session: { expiresAt: new Date(Date.now() + 3_600_000).toISOString(), idleTimeoutMinutes: 60 },
  };
}
