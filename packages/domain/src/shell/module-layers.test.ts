import { describe, expect, it } from 'vitest';
import { PERMISSION_MODULES } from '../users/permissions.ts';
import { MODULE_LAYERS, moduleOfApiPath, moduleOfFolder, UNLISTED_MODULE_IDS } from './module-layers.ts';
import { getModule, isModuleId, MODULE_IDS } from './module-registry.ts';

const entries = Object.entries(MODULE_LAYERS);

describe('module layers (the one mapping of names)', () => {
  it('covers every registry id and every unlisted module, and no other', () => {
    expect(Object.keys(MODULE_LAYERS).sort()).toEqual([...MODULE_IDS, ...UNLISTED_MODULE_IDS].sort());
    for (const id of UNLISTED_MODULE_IDS) expect(isModuleId(id)).toBe(false);
  });

  it('names each module the same in every layer, or says why not', () => {
    for (const [id, m] of entries) {
      if (m.partOf) continue;
      const names = [m.server, m.web, m.domain, m.db, m.permission].filter((n) => n !== null);
      const prefixes = m.api.map((p) => p.replace(/^\/api\//, ''));
      const differs = names.some((n) => n !== id) || prefixes.some((p) => p !== id);
      if (differs) expect([id, m.why?.length ?? 0]).not.toEqual([id, 0]);
    }
  });

  it('gives a registry entry the permission row its menu access uses', () => {
    for (const id of MODULE_IDS) {
      const m = MODULE_LAYERS[id];
      if (m.partOf) continue;
      expect([id, m.permission]).toEqual([id, getModule(id).access.module]);
    }
    for (const [, m] of entries) if (m.permission) expect(PERMISSION_MODULES).toContain(m.permission);
  });

  it('lets a screen of another module point at a module that owns folders, and have none itself', () => {
    for (const [id, m] of entries) {
      if (!m.partOf) continue;
      expect([id, MODULE_LAYERS[m.partOf].partOf]).toEqual([id, undefined]);
      expect([id, m.server, m.web, m.api.length]).toEqual([id, null, null, 0]);
      expect(m.why).toBeTruthy();
    }
  });

  it('gives every server and web folder, and every API prefix, to one module only', () => {
    for (const layer of ['server', 'web'] as const) {
      const folders = entries.map(([, m]) => m[layer]).filter((f) => f !== null);
      expect(new Set(folders).size).toBe(folders.length);
    }
    const prefixes = entries.flatMap(([, m]) => m.api);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const p of prefixes) expect(p).toMatch(/^\/api\/[a-z-]+(\/[a-z{}-]+)*$/);
  });

  it('finds the module of a folder and of a URL (the longest prefix wins)', () => {
    expect(moduleOfFolder('server', 'users')).toBe('user-roles');
    expect(moduleOfFolder('web', 'inventory')).toBe('inventory');
    expect(moduleOfFolder('web', 'nowhere')).toBeNull();
    expect(moduleOfApiPath('/api/pos/held-carts')).toBe('sales');
    expect(moduleOfApiPath('/api/sales/{id}/pdf')).toBe('sales');
    expect(moduleOfApiPath('/api/products/{id}')).toBe('catalog');
    expect(moduleOfApiPath('/api/products/{id}/stock')).toBe('inventory');
    expect(moduleOfApiPath('/api/settings/system/logo')).toBe('system-settings');
    expect(moduleOfApiPath('/api/settings/me')).toBe('settings');
    expect(moduleOfApiPath('/api/salesx')).toBeNull();
  });
});
