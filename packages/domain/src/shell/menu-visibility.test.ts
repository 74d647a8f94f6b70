import { describe, expect, it } from 'vitest';
import {
  defaultMenuVisibility,
  fromSyncKeys,
  MENU_VISIBILITY_KEYS,
  SYNC_MENU_VISIBILITY_KEYS,
  toSyncKeys,
} from './menu-visibility.ts';

describe('menu visibility keys', () => {
  it('has the 22 local keys and the 12 synced keys of the seed', () => {
    expect(MENU_VISIBILITY_KEYS).toHaveLength(22);
    expect(SYNC_MENU_VISIBILITY_KEYS).toHaveLength(12);
    expect(Object.values(defaultMenuVisibility()).every((v) => v === true)).toBe(true);
  });

  it('maps bir → analytics, userRoles → users, dataHistory → audit and the rest by name', () => {
    const local = {
      ...defaultMenuVisibility(),
      bir: false,
      userRoles: false,
      dataHistory: false,
      suppliers: false,
      payroll: false,
    };
    expect(toSyncKeys(local)).toEqual({
      dashboard: true,
      inventory: true,
      sales: true,
      purchases: true,
      suppliers: false,
      customers: true,
      reports: true,
      analytics: false,
      settings: true,
      users: false,
      audit: false,
      backup: true,
    });
  });

  it('maps synced flags back and keeps the local-only flags', () => {
    const base = { ...defaultMenuVisibility(), payroll: false, marketing: false };
    const local = fromSyncKeys({ analytics: false, users: false, audit: false, backup: false }, base);
    expect(local).toEqual({
      ...defaultMenuVisibility(),
      payroll: false,
      marketing: false,
      bir: false,
      userRoles: false,
      dataHistory: false,
      backup: false,
    });
  });

  it('round-trips both ways', () => {
    const local = { ...defaultMenuVisibility(), bir: false, loyalty: false, reports: false };
    expect(fromSyncKeys(toSyncKeys(local), local)).toEqual(local);
    const synced = { ...toSyncKeys(defaultMenuVisibility()), analytics: false, audit: false, sales: false };
    expect(toSyncKeys(fromSyncKeys(synced))).toEqual(synced);
  });

  it('ignores anything but booleans from the sync', () => {
    const local = fromSyncKeys({ analytics: 'no' as unknown as boolean });
    expect(local.bir).toBe(true);
  });
});
