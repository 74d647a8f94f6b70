import { describe, expect, it } from 'vitest';
import { availableActions } from './user-actions.ts';
import type { StaffUser } from './users.queries.ts';

const makeUser = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: 'u-carla',
  email: 'carla@bukid.ph',
  firstName: 'Carla',
  lastName: 'Dizon',
  department: null,
  role: 'cashier',
  isActive: true,
  isOwner: false,
  emailVerified: true,
  status: 'active',
  approvedAt: '2026-01-05T01:00:00.000Z',
  createdAt: '2026-01-04T01:00:00.000Z',
  branches: [],
  ...overrides,
});

describe('availableActions', () => {
  it('offers only approval for a waiting account', () => {
    expect(
      availableActions(makeUser({ status: 'pending', isActive: false, approvedAt: null }), 'u-admin'),
    ).toEqual(['approve']);
  });

  it('offers role, deactivation and reset for an active staff account', () => {
    expect(availableActions(makeUser(), 'u-admin')).toEqual(['role', 'deactivate', 'reset']);
  });

  it('offers activation first for an inactive account', () => {
    expect(availableActions(makeUser({ status: 'inactive', isActive: false }), 'u-admin')).toEqual([
      'activate',
      'role',
      'reset',
    ]);
  });

  it('never offers changing the owner, and nothing at all on your own row', () => {
    expect(availableActions(makeUser({ id: 'u-owner', role: 'admin', isOwner: true }), 'u-admin')).toEqual([
      'reset',
    ]);
    expect(availableActions(makeUser({ id: 'u-admin', role: 'admin' }), 'u-admin')).toEqual([]);
  });
});
