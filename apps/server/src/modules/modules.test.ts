import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODULE_LAYERS, moduleOfApiPath, moduleOfFolder } from '@fbms/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../platform/http/context.ts';
import { createRouter } from '../platform/http/route.ts';
import type { ServerModule } from '../platform/modules.ts';
import { SERVER_MODULES } from './index.ts';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const folders = (dir: string) =>
  readdirSync(at(dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** The demo kit has no routes, so no manifest: each module's demo data is in the module's own manifest. */
const NO_MANIFEST = ['demo'];
/** Schema files of the platform (settings, secrets, audit, rate limits; the jobs queue) and the barrel. */
const PLATFORM_SCHEMA_FILES = ['index', 'platform', 'jobs'];

describe('server modules and the layer mapping', () => {
  it('lists every module folder once, by the id the mapping gives the folder', async () => {
    const listed = new Set<ServerModule<never>>(SERVER_MODULES as readonly ServerModule<never>[]);
    const found: string[] = [];
    for (const folder of folders('./')) {
      const id = moduleOfFolder('server', folder);
      expect([folder, id]).not.toEqual([folder, null]);
      if (NO_MANIFEST.includes(folder)) continue;
      const exports = Object.values(await import(`./${folder}/index.ts`)) as ServerModule<never>[];
      expect([folder, exports.length]).toEqual([folder, 1]);
      expect([folder, exports[0]!.id]).toEqual([folder, id]);
      expect([folder, listed.has(exports[0]!)]).toEqual([folder, true]);
      found.push(exports[0]!.id);
    }
    expect(SERVER_MODULES.map((m) => m.id).sort()).toEqual(found.sort());
  });

  it("mounts only routes whose URL belongs to the mounting module (the mapping's API prefixes)", () => {
    for (const m of SERVER_MODULES) {
      const router = createRouter();
      const app = new Hono<AppEnv>();
      m.mount(router, app);
      const paths = [...router.routes, ...app.routes]
        .map((r) => r.path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, ''))
        .filter((p) => p !== '' && p !== '/*');
      expect([m.id, paths.length > 0]).toEqual([m.id, true]);
      for (const p of new Set(paths)) expect([m.id, p, moduleOfApiPath(p)]).toEqual([m.id, p, m.id]);
    }
  });

  it('names folders and schema files that exist, except for planned modules', () => {
    for (const [id, m] of Object.entries(MODULE_LAYERS)) {
      const there = {
        server: m.server && existsSync(at(`./${m.server}`)),
        web: m.web && existsSync(at(`../../../web/src/modules/${m.web}`)),
        domain: m.domain && existsSync(at(`../../../../packages/domain/src/${m.domain}`)),
        db: m.db && existsSync(at(`../../../../packages/db/src/schema/${m.db}.ts`)),
      };
      if (m.planned) {
        // When its issue lands, the module's entry loses `planned` (and this test then checks its folders).
        expect([id, there.server, there.web]).toEqual([id, false, false]);
        continue;
      }
      for (const layer of ['server', 'web', 'domain', 'db'] as const)
        if (m[layer]) expect([id, layer, there[layer]]).toEqual([id, layer, true]);
    }
  });

  it('claims every web module folder and every schema file', () => {
    for (const folder of folders('../../../web/src/modules'))
      expect([folder, moduleOfFolder('web', folder)]).not.toEqual([folder, null]);
    const claimed = new Set(Object.values(MODULE_LAYERS).map((m) => m.db));
    for (const file of readdirSync(at('../../../../packages/db/src/schema'))) {
      const name = file.replace(/\.ts$/, '');
      if (!PLATFORM_SCHEMA_FILES.includes(name)) expect([name, claimed.has(name)]).toEqual([name, true]);
    }
  });
});
