import { MODULE_LAYERS, moduleOfFolder } from '@fbms/domain';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import guides from '../../../../docs/training/manifest.json';
import { authedRoute, frameRoute, publicRoute } from '../app/layout-routes.tsx';
import type { WebModule } from '../app/web-module.ts';
import { en } from '../i18n/en.ts';
import { fil } from '../i18n/fil.ts';
import { WEB_MODULES } from './index.ts';

const MODULES: readonly WebModule[] = WEB_MODULES;
const manifests = import.meta.glob<Record<string, WebModule>>('./*/index.ts', { eager: true });
const folderFiles = Object.keys(import.meta.glob('./*/**/*'));
const filGuides = Object.keys(import.meta.glob('../../../../docs/training/fil/*.md'));

const folderOf = (path: string) => path.split('/')[1]!;
const keysOf = (o: unknown): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [k] : keysOf(v).map((s) => `${k}.${s}`)))
    : [];

describe('web modules (WEB_MODULES)', () => {
  it('lists every module folder once, by the id the layer mapping gives the folder', () => {
    const folders = [...new Set(folderFiles.map(folderOf))].sort();
    expect(Object.keys(manifests).map(folderOf).sort()).toEqual(folders);
    for (const [path, exports] of Object.entries(manifests)) {
      const modules = Object.values(exports);
      expect([path, modules.length]).toEqual([path, 1]);
      expect([path, modules[0]!.id]).toEqual([path, moduleOfFolder('web', folderOf(path))]);
      expect([path, MODULES.includes(modules[0]!)]).toEqual([path, true]);
    }
    expect(MODULES).toHaveLength(Object.keys(manifests).length);
    for (const m of MODULES) expect(MODULE_LAYERS[m.id].web).not.toBeNull();
  });

  it('hangs every route under one of the layout routes (the router drops any other)', () => {
    const parents: AnyRoute[] = [publicRoute, authedRoute, frameRoute];
    for (const m of MODULES)
      for (const r of m.routes) {
        const { getParentRoute, path } = r.options as { getParentRoute: () => AnyRoute; path: string };
        expect([m.id, path, parents.includes(getParentRoute())]).toEqual([m.id, path, true]);
      }
  });

  it('gives texts in both languages, under namespaces no other module or the app uses', () => {
    const seen = new Set<string>();
    for (const m of MODULES) {
      if (!m.texts) continue;
      expect([m.id, keysOf(m.texts.fil).sort()]).toEqual([m.id, keysOf(m.texts.en).sort()]);
      for (const [namespace, value] of Object.entries(m.texts.en)) {
        expect([m.id, namespace, seen.has(namespace)]).toEqual([m.id, namespace, false]);
        seen.add(namespace);
        // nothing in en.ts or fil.ts overrides it
        expect(en[namespace as keyof typeof en]).toBe(value);
        expect(fil[namespace as keyof typeof fil]).toBe((m.texts.fil as Record<string, unknown>)[namespace]);
      }
    }
  });

  it('gives every Help guide to one module; each is in the guides manifest and in Filipino', () => {
    const claimed = MODULES.flatMap((m) => m.help ?? []);
    expect([...claimed].sort()).toEqual(guides.map((g) => g.id).sort());
    for (const id of claimed) {
      const guide = guides.find((g) => g.id === id)!;
      expect(filGuides).toContain(`../../../../docs/training/fil/${guide.file}`);
    }
  });
});
