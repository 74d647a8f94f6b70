import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ROUTE_BRANCH } from './route-branch.table.ts';

const SRC = join(import.meta.dirname, '../..');

/** Every `*.t12.int.test.ts` under apps/server/src: the files that probe branch routes as a user of another branch. */
function probeFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : probeFiles(p);
    return e.name.endsWith('.t12.int.test.ts') ? [p] : [];
  });
}

/**
 * T12, branch isolation: every documented route has a reviewed branch rule (route-branch.table.ts), and
 * every `branch` route is probed, by name, in a `*.t12.int.test.ts` file, where a user of branch A asks
 * for branch B's ids, lists, reports and exports and gets none of them.
 */
describe('branch rule of every route (T12)', () => {
  let t: TestServer;
  let documented: Set<string>;

  beforeAll(async () => {
    t = await startTestServer('pglite');
    const doc = await t.client().get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    documented = new Set(
      Object.entries(doc.body.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a reviewed branch rule for every documented route, and no rule without a route', () => {
    const withoutRule = [...documented].filter((r) => !(r in ROUTE_BRANCH));
    const withoutRoute = Object.keys(ROUTE_BRANCH).filter((r) => !documented.has(r));
    expect({ withoutRule, withoutRoute }).toEqual({ withoutRule: [], withoutRoute: [] });
  });

  it('probes every branch route from another branch', () => {
    const files = probeFiles();
    const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const unprobed = Object.entries(ROUTE_BRANCH)
      .filter(([route, rule]) => rule === 'branch' && !text.includes(`'${route}'`))
      .map(([route]) => route);
    expect({ files: files.map((f) => relative(SRC, f)).length > 0, unprobed }).toEqual({
      files: true,
      unprobed: [],
    });
  });
});
