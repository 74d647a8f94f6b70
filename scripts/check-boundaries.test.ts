import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script, typed by its use here
import { checkSources, compareWithBaseline } from './check-boundaries.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Crossing = { file: string; line: number; rule: string; specifier: string };
const rulesOf = (sources: Record<string, string>) =>
  (checkSources(sources) as Crossing[]).map((v) => `${v.file}:${v.line} ${v.rule}`);

describe('check-boundaries: the module rules fire', () => {
  it('refuses shell/ and lib/ importing a web module', () => {
    expect(
      rulesOf({
        'apps/web/src/shell/top-bar/menu.tsx': "import { useMe } from '../../modules/auth/auth.queries.ts';",
        'apps/web/src/lib/api.ts': "import { t } from '../modules/auth/login/sign-in.i18n.ts';",
      }),
    ).toEqual([
      'apps/web/src/shell/top-bar/menu.tsx:1 web-shell-imports-module',
      'apps/web/src/lib/api.ts:1 web-shell-imports-module',
    ]);
  });

  it("refuses a web module importing another module's files, and allows its own, lib/ and shell/", () => {
    expect(
      rulesOf({
        'apps/web/src/modules/sales/tools/grid.tsx': [
          "import { formatPeso } from '../../inventory/stock-level.ts';",
          "import type { Product } from '../../inventory/inventory.queries.ts';",
          "import { cart } from '../cart.ts';",
          "import { formatDate } from '../../../lib/format.ts';",
          "import { useMenu } from '../../../shell/nav/use-menu.ts';",
          "const lazy = () => import('../../help/help-screen.tsx');",
        ].join('\n'),
      }),
    ).toEqual([
      'apps/web/src/modules/sales/tools/grid.tsx:1 web-module-imports-module',
      'apps/web/src/modules/sales/tools/grid.tsx:2 web-module-imports-module',
      'apps/web/src/modules/sales/tools/grid.tsx:6 web-module-imports-module',
    ]);
  });

  it('lets the app (the composition root) import modules', () => {
    expect(
      rulesOf({ 'apps/web/src/app/router.tsx': "import { salesModule } from '../modules/sales/index.ts';" }),
    ).toEqual([]);
  });

  it("refuses a server module importing another's repository or internals; its service and index pass", () => {
    expect(
      rulesOf({
        'apps/server/src/modules/sales/sales.service.ts': [
          "import { ensureLot } from '../inventory/stock.repository.ts';",
          "import { attachDemoTerminal } from '../demo/demo-terminal.ts';",
          "export { readImage } from '../settings/system-settings.repository.ts';",
          "import { recordMovement } from '../inventory/stock.service.ts';",
          "import { inventoryModule } from '../inventory/index.ts';",
          "import { writeSale } from './sales.repository.ts';",
        ].join('\n'),
      }),
    ).toEqual([
      'apps/server/src/modules/sales/sales.service.ts:1 server-module-imports-module',
      'apps/server/src/modules/sales/sales.service.ts:2 server-module-imports-module',
      'apps/server/src/modules/sales/sales.service.ts:3 server-module-imports-module',
    ]);
  });

  it('refuses the server platform importing a module', () => {
    expect(
      rulesOf({
        'apps/server/src/platform/jobs/runner.ts':
          "import { checkStock } from '../../modules/inventory/stock-alerts.service.ts';",
      }),
    ).toEqual(['apps/server/src/platform/jobs/runner.ts:1 server-platform-imports-module']);
  });

  it('fails on a crossing missing from the baseline, and on a baseline line that no longer occurs', () => {
    const found = checkSources({
      'apps/web/src/lib/a.ts': "import { x } from '../modules/sales/x.ts';",
      'apps/web/src/lib/b.ts': "import { y } from '../modules/sales/y.ts';",
    });
    const { crossings, stale } = compareWithBaseline(found, [
      'apps/web/src/lib/a.ts ../modules/sales/x.ts',
      'apps/web/src/lib/gone.ts ../modules/sales/z.ts',
    ]);
    expect((crossings as Crossing[]).map((v) => v.file)).toEqual(['apps/web/src/lib/b.ts']);
    expect(stale).toEqual(['apps/web/src/lib/gone.ts ../modules/sales/z.ts']);
  });
});

/** Biome with the repository's own configuration, on fixture files laid out like the repository's. */
describe('Biome: no SQL or transactions in a route file', () => {
  let dir: string;
  const lint = (file: string) => {
    let out: string;
    try {
      out = execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['lint', '--reporter=json', file], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (e) {
      out = (e as { stdout: string }).stdout;
    }
    const report = JSON.parse(out) as {
      diagnostics: { category: string; message: string; location: { start: { line: number } } }[];
    };
    return report.diagnostics
      .filter((d) => d.category === 'plugin' || d.category === 'lint/style/noRestrictedImports')
      .map(
        (d) => `${d.location.start.line} ${d.category === 'plugin' ? d.message.split(':')[0] : d.category}`,
      );
  };
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fbms-boundaries-'));
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.plugins = config.plugins.map((p: { path: string }) => ({ ...p, path: join(ROOT, p.path) }));
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    const sqlInRoute = [
      "import { sqlRows } from '@fbms/db';",
      "import { sql } from 'drizzle-orm';",
      'export async function handler(deps: Deps, c: Ctx) {',
      '  await deps.database.db.transaction(async (tx: Tx) => tx);',
      "  await deps.database.query('SELECT 1');",
      '  await deps.database.db.execute(sql`SELECT 1`);',
      "  return sqlRows(deps.database.db, 'x', c.req.query('q'));",
      '}',
      '',
    ].join('\n');
    write('apps/server/src/modules/demo/demo.routes.ts', sqlInRoute);
    write('apps/server/src/modules/demo/demo.service.ts', sqlInRoute);
    write(
      'apps/server/src/modules/demo/clean.routes.ts',
      [
        "import { listDemo } from './demo.service.ts';",
        'export async function handler(deps: Deps, c: Ctx) {',
        "  headers.delete('content-length');",
        "  return c.json(await listDemo(deps, c.req.query('q')), 200);",
        '}',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('flags each SQL tag, SQL helper, transaction and query in a *.routes.ts', () => {
    expect(lint('apps/server/src/modules/demo/demo.routes.ts')).toEqual([
      '1 no-sql-in-routes',
      '2 no-sql-in-routes',
      '2 lint/style/noRestrictedImports',
      '4 no-sql-in-routes',
      '5 no-sql-in-routes',
      '6 no-sql-in-routes',
      '6 no-sql-in-routes',
      '7 no-sql-in-routes',
    ]);
  });

  it('leaves services alone, and a thin route (c.req.query, headers.delete) passes', () => {
    expect(lint('apps/server/src/modules/demo/demo.service.ts')).toEqual([]);
    expect(lint('apps/server/src/modules/demo/clean.routes.ts')).toEqual([]);
  });
});
