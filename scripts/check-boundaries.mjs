// The module boundaries that Biome's import rules cannot express (they need to know which module a file
// and its import belong to). Run by `npm run lint` after `biome check .`; the SQL-in-routes rule is the
// Biome plugin biome-plugins/no-sql-in-routes.grit. Proven by scripts/check-boundaries.test.ts.
//
//   web-shell-imports-module   apps/web/src/shell/** and lib/** never import apps/web/src/modules/**
//   web-module-imports-module  a web module imports lib/, shell/, i18n/, test/ and @fbms/domain, never
//                              another web module (a shared piece moves to lib/ or packages/domain)
//                              (apps/web/src/app/ and the list apps/web/src/modules/index.ts are the
//                              composition root: they import modules; nothing else outside modules/ does)
//   server-module-imports-module  a server module imports another only through its *.service.ts or
//                              index.ts; never its repository or other internals (a service function
//                              takes the caller's transaction)
//   server-platform-imports-module  apps/server/src/platform/** never imports a module
//   (apps/server/src/modules/index.ts, the list of modules, is the server's composition root; the demo
//   store's toolkit in modules/demo and a module's demo seeder — demo-*.ts, handed over by its index.ts —
//   may import each other: demo data is written across modules on purpose)
//
// Known crossings that predate the rules are listed in scripts/check-boundaries.baseline.txt: they pass,
// a new crossing fails, and a listed one that no longer occurs fails too (delete its line), so the list
// only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';

/** Which part of the tree a repo-relative path belongs to: { area, module, rest }. */
function place(path) {
  for (const [app, root] of [
    ['web', WEB],
    ['server', SERVER],
  ]) {
    if (!path.startsWith(root)) continue;
    const [top, second, ...rest] = path.slice(root.length).split('/');
    if (top === 'modules' && rest.length > 0)
      return { app, area: 'modules', module: second, rest: rest.join('/') };
    return { app, area: top, module: undefined, rest: [second, ...rest].filter(Boolean).join('/') };
  }
  return undefined;
}

const isManifest = (rest) => /^index\.(ts|tsx)$/.test(rest);
/** A module's demo seeder (demo-*.ts) or its manifest, which hands the seeder to the demo store. */
const isDemoFile = (rest) => /(^|\/)demo-[^/]+\.ts$/.test(rest) || isManifest(rest);

/** The rule a file's import breaks, or undefined. `from` and `to` are repo-relative paths. */
export function ruleFor(from, to) {
  const a = place(from);
  const b = place(to);
  if (!a || !b || a.app !== b.app || b.area !== 'modules') return undefined;
  if (a.app === 'web') {
    if (a.area === 'shell' || a.area === 'lib') return 'web-shell-imports-module';
    if (a.area === 'modules' && a.module !== undefined && a.module !== b.module)
      return 'web-module-imports-module';
    return undefined;
  }
  if (a.area === 'platform') return 'server-platform-imports-module';
  // The demo store's toolkit (modules/demo) serves every module's demo seeder, and seeds with them.
  if (a.module === 'demo' && isDemoFile(b.rest)) return undefined;
  if (b.module === 'demo' && isDemoFile(a.rest)) return undefined;
  if (
    a.area === 'modules' &&
    a.module !== undefined &&
    a.module !== b.module &&
    !/(^|\/)[^/]+\.service\.ts$/.test(b.rest) &&
    !isManifest(b.rest)
  )
    return 'server-module-imports-module';
  return undefined;
}

const MESSAGES = {
  'web-shell-imports-module': 'shell/ and lib/ serve every module and import none (move the piece into lib/)',
  'web-module-imports-module':
    "a web module never imports another module's files (move the shared piece into lib/ or packages/domain)",
  'server-module-imports-module':
    "a server module imports another only through its *.service.ts (a function taking the caller's transaction)",
  'server-platform-imports-module': 'the platform serves every module and imports none',
};

/** The imports of one source text: [{ specifier, line }]. */
export function importsOf(text) {
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const specifier = m[1] ?? m[2] ?? m[3];
    out.push({
      specifier,
      line: text.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0),
    });
  }
  return out;
}

/** Violations in the given sources: { 'apps/web/src/…': text }. */
export function checkSources(sources) {
  const found = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const { specifier, line } of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const rule = ruleFor(file, target);
      if (rule) found.push({ file, line, rule, specifier, message: MESSAGES[rule] });
    }
  }
  return found;
}

/** A crossing's baseline key: no line number, so edits around it do not matter. */
export const baselineKey = (v) => `${v.file} ${v.specifier}`;

/** The baseline's keys: one `file specifier` a line; # comments and blank lines are skipped. */
export function parseBaseline(text) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** New crossings (not in the baseline) and stale baseline lines (no longer occurring). */
export function compareWithBaseline(found, baseline) {
  const known = new Set(baseline);
  const seen = new Set(found.map(baselineKey));
  return {
    crossings: found.filter((v) => !known.has(baselineKey(v))),
    stale: baseline.filter((key) => !seen.has(key)),
  };
}

function* walk(root, dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Every source file of the two apps. */
export function sourceFiles(root) {
  return [...walk(root, 'apps/web/src'), ...walk(root, 'apps/server/src')];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = resolve(here, '..');
  const files = sourceFiles(root);
  const found = checkSources(Object.fromEntries(files.map((f) => [f, readFileSync(join(root, f), 'utf8')])));
  const baseline = parseBaseline(readFileSync(join(here, 'check-boundaries.baseline.txt'), 'utf8'));
  const { crossings, stale } = compareWithBaseline(found, baseline);
  for (const v of crossings)
    console.error(`${v.file}:${v.line} ${v.rule}: imports '${v.specifier}': ${v.message}`);
  for (const key of stale)
    console.error(`scripts/check-boundaries.baseline.txt: '${key}' no longer occurs: delete the line`);
  if (crossings.length > 0 || stale.length > 0) {
    console.error('\nModule boundaries crossed; the rules are at the top of scripts/check-boundaries.mjs');
    process.exit(1);
  }
  console.log(
    `Module boundaries: ${files.length} files checked (${baseline.length} known crossings listed).`,
  );
}
