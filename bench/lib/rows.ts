import type { Percentiles } from './catalog-phase.ts';
import { kb, mib, ms, msRange, percent, type Row, rps, times } from './report.ts';
import {
  fmt,
  type Latency,
  SALE_P50_TARGET_TIMES,
  SALE_P99_TARGET_MS,
  SALE_P99_TARGET_TERMINALS,
  type SalesResult,
} from './sales-phase.ts';
import type { ScanResult } from './scan-phase.ts';
import type { IdleMemory, StartupResults } from './startup-phase.ts';
import type { LoadRun, ServerLoad } from './throughput-phase.ts';
import type { FileSet, WebResults } from './web-phase.ts';

/** DESIGN.md: "PGlite uses ~0.5 GB of memory". */
export const PGLITE_STATED_BYTES = 512 * 1024 * 1024;

export function startupRows(s: StartupResults, runs: number): Row[] {
  const rows: Row[] = [];
  for (const [label, value] of [
    ['fresh', s.freshMs],
    ['existing', s.existingMs],
  ] as const) {
    const metric = `startup to healthy /api/health, ${label} DATA_DIR (PGlite; median of ${runs}, min–max)`;
    rows.push({
      metric,
      value: msRange(value),
      reference: `bare node http server answers: ${msRange(s.bareNodeMs)}`,
      ratio: times(value.median, s.bareNodeMs.median),
    });
    rows.push({
      metric: '  ″',
      value: '',
      reference: `node --import tsx, empty file, to exit: ${msRange(s.tsxEmptyMs)}`,
      ratio: times(value.median, s.tsxEmptyMs.median),
    });
  }
  const worstStop = Math.max(...s.shutdowns.map((x) => x.stopMs));
  const lockLeft = s.shutdowns.filter((x) => x.lockRemoved === false).length;
  rows.push({
    metric: `shutdown on SIGTERM (slowest of ${s.shutdowns.length})`,
    value: ms(worstStop),
    reference: lockLeft ? `fbms.lock LEFT BEHIND ${lockLeft}×` : 'fbms.lock removed every time',
    ratio: '',
  });
  return rows;
}

export function memoryRows(m: IdleMemory): Row[] {
  const metric = `server RSS, idle ${m.idleS} s after startup (PGlite, existing DATA_DIR)`;
  return [
    {
      metric,
      value: mib(m.server.rssBytes),
      reference: `bare node http server, same idle: ${mib(m.bareNode.rssBytes)}`,
      ratio: times(m.server.rssBytes, m.bareNode.rssBytes),
    },
    {
      metric: '  ″',
      value: '',
      reference: `DESIGN.md: PGlite ~0.5 GB (${mib(PGLITE_STATED_BYTES)})`,
      ratio: times(m.server.rssBytes, PGLITE_STATED_BYTES),
    },
  ];
}

const find = (runs: LoadRun[], target: LoadRun['target'], c: number) =>
  runs.find((r) => r.target === target && r.connections === c);

const flag = (r: LoadRun) => (r.problem ? ` ⚠ ${r.problem}` : '');

export function loadRows(server: ServerLoad, bare: LoadRun[] | undefined, connections: number[]): Row[] {
  const rows: Row[] = [];
  const name = server.database === 'pglite' ? 'PGlite' : `PostgreSQL ${server.postgresVersion ?? ''}`.trim();
  for (const c of connections) {
    const me = find(server.runs, 'me', c);
    const health = find(server.runs, 'health', c);
    const hello = bare ? find(bare, 'bare', c) : undefined;
    if (me && health) {
      rows.push({
        metric: `GET /api/me with session, ${name}, ${c} conn.`,
        value: rps(me) + flag(me),
        reference: `GET /api/health, same server: ${rps(health)}${flag(health)}`,
        ratio: percent(me.rps, health.rps),
      });
    }
    if (health && hello) {
      rows.push({
        metric: `GET /api/health (SELECT 1), ${name}, ${c} conn.`,
        value: rps(health),
        reference: `bare node http "ok": ${rps(hello)}${flag(hello)}`,
        ratio: percent(health.rps, hello.rps),
      });
    }
    if (me && hello) {
      rows.push({
        metric: `GET /api/me with session, ${name}, ${c} conn.`,
        value: `${Math.round(me.rps).toLocaleString('en-US')} req/s`,
        reference: `bare node http "ok": ${Math.round(hello.rps).toLocaleString('en-US')} req/s`,
        ratio: percent(me.rps, hello.rps),
      });
    }
  }
  rows.push({
    metric: `server RSS after the load, ${name}`,
    value: mib(server.memoryAfterLoad.rssBytes),
    reference: `same process at ready: ${mib(server.memoryAtReady.rssBytes)}; peak ${mib(server.memoryAfterLoad.peakRssBytes)}`,
    ratio: times(server.memoryAfterLoad.rssBytes, server.memoryAtReady.rssBytes),
  });
  return rows;
}

const split = (f: FileSet) => `${kb(f.gzipBytes)} (JS ${kb(f.jsGzipBytes)} + CSS ${kb(f.cssGzipBytes)})`;

export function webRows(w: WebResults): Row[] {
  const budget = `budget "sign-in JS ≤ 120 KB gzip": ${kb(w.budgetBytes)}`;
  const react = `React runtime chunk alone (react, react-dom, scheduler): ${kb(w.reactChunk.gzipBytes)}`;
  const f = w.browserFetch;
  const slow = `Chromium ${w.cpuSlowdown}× CPU, cold cache (median of ${w.runs}, min–max)`;
  const oneButton = `one-button static page, same browser and slowdown: ${msRange(w.oneButtonMs)}`;
  return [
    {
      metric: `sign-in page JS+CSS named by index.html (${w.indexHtml.files.length} files), gzip -9`,
      value: split(w.indexHtml),
      reference: budget,
      ratio: times(w.indexHtml.gzipBytes, w.budgetBytes),
    },
    {
      metric: '  ″',
      value: '',
      reference: react,
      ratio: times(w.indexHtml.gzipBytes, w.reactChunk.gzipBytes),
    },
    {
      metric: `JS+CSS the browser fetched for /login until Sign in is usable (${f.files.length} files), gzip -9`,
      value: `${split(f)}; sent uncompressed: ${kb(f.transferBytes)}`,
      reference: budget,
      ratio: times(f.gzipBytes, w.budgetBytes),
    },
    { metric: '  ″', value: '', reference: react, ratio: times(f.gzipBytes, w.reactChunk.gzipBytes) },
    {
      metric: `/login: navigation start → Sign in visible and enabled, ${slow}`,
      value: msRange(w.signInUsableMs),
      reference: oneButton,
      ratio: times(w.signInUsableMs.median, w.oneButtonMs.median),
    },
    {
      metric: `click Sign in → "Welcome, Andrea!" visible (dashboard), ${slow}`,
      value: msRange(w.dashboardMs),
      reference: oneButton,
      ratio: times(w.dashboardMs.median, w.oneButtonMs.median),
    },
    {
      metric: '  ″',
      value: '',
      reference: `the sign-in POST alone, same runs (Resource Timing): ${msRange(w.signInPostMs)}`,
      ratio: times(w.dashboardMs.median, w.signInPostMs.median),
    },
  ];
}

export function salesRows(r: SalesResult): Row[] {
  const db = r.database === 'postgres' ? `PostgreSQL ${r.postgresVersion ?? ''}`.trim() : 'PGlite';
  const flag = (l: Latency) => (l.failed ? ` ⚠ ${l.failed} failed: ${l.firstFailure ?? ''}` : '');
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  const rows: Row[] = r.runs.map(({ terminals: c, api, bare }) => {
    const targets = [
      `p50 ≤ ${SALE_P50_TARGET_TIMES}× bare: ${verdict(api.p50 <= SALE_P50_TARGET_TIMES * bare.p50)}`,
    ];
    if (r.database === 'postgres' && c === SALE_P99_TARGET_TERMINALS)
      targets.unshift(`p99 < ${SALE_P99_TARGET_MS} ms: ${verdict(api.p99 < SALE_P99_TARGET_MS)}`);
    return {
      metric: `sale completion, POST /api/sales, 3 lines (${db}, ${c} terminal${c === 1 ? '' : 's'})`,
      value: `${fmt(api)}; ${Math.round(api.perS).toLocaleString('en-US')} sales/s${flag(api)}`,
      reference: `bare SQL transaction, same writes, ${c} at once: ${fmt(bare)}, ${Math.round(bare.perS).toLocaleString('en-US')}/s${flag(bare)}; target ${targets.join(', ')}`,
      ratio: bare.p50 > 0 ? `${(api.p50 / bare.p50).toFixed(1)}×` : 'n/a',
    };
  });
  if (r.paced) {
    const { terminals: c, everyMs, api, bare } = r.paced;
    rows.push({
      metric: `  ″ ${c} terminals, each completing a sale every ${everyMs / 1000} s (${Math.round((c * 1000) / everyMs)} sales/s in all)`,
      value: `${fmt(api)}${flag(api)}`,
      reference: `bare SQL transaction at the same pace: ${fmt(bare)}${flag(bare)}; p99 < ${SALE_P99_TARGET_MS} ms: ${verdict(api.p99 < SALE_P99_TARGET_MS)} (the issue's measure is the back-to-back row)`,
      ratio: bare.p50 > 0 ? `${(api.p50 / bare.p50).toFixed(1)}×` : 'n/a',
    });
  }
  rows.push({
    metric: `  ″ rows written by the sales phase (${db})`,
    value: r.check.ok ? 'all there' : `⚠ MISMATCH (expected ${r.check.expectedSales} sales)`,
    reference: r.check.detail,
    ratio: '',
  });
  return rows;
}

const f1 = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const pp = (p: Percentiles) => `p50 ${f1(p.p50)} ms, p95 ${f1(p.p95)} ms`;
/** value / reference at p50 and at p95. */
const both = (v: Percentiles, ref: Percentiles) =>
  `p50 ${times(v.p50, ref.p50)}, p95 ${times(v.p95, ref.p95)}`;

export function scanRows(r: ScanResult): Row[] {
  const db = r.database === 'postgres' ? `PostgreSQL ${r.postgresVersion ?? ''}`.trim() : 'PGlite';
  const n = r.products.toLocaleString('en-US');
  const fetch = `same browser, fetch('/api/products/barcode/{code}') → JSON parsed, same codes: ${pp(r.fetch)}`;
  return [
    {
      metric: `POS scan (keyboard wedge) → cart line visible, Chromium ${r.viewport.width}×${r.viewport.height}, CPU not slowed (${db}, ${n} products, ${r.scans} scans)`,
      value: pp(r.scanToLine),
      reference: fetch,
      ratio: both(r.scanToLine, r.fetch),
    },
    {
      metric: '  ″ to the next animation frame (the one that paints it)',
      value: pp(r.scanToFrame),
      reference: fetch,
      ratio: both(r.scanToFrame, r.fetch),
    },
    {
      metric: `  ″ of which the register's own GET, request start → response end (Resource Timing)`,
      value: pp(r.appRequest),
      reference: `Enter → GET sent: ${pp(r.beforeRequest)}; response end → line: ${pp(r.afterResponse)}; scans with other requests: ${r.withOtherRequests}`,
      ratio: '',
    },
    {
      metric: `  ″ cart lines 1–${r.cartLines / 2} vs ${r.cartLines / 2 + 1}–${r.cartLines} (the cart grows to ${r.cartLines})`,
      value: pp(r.firstHalf),
      reference: `${pp(r.secondHalf)}; new line below the fold in ${r.outsideViewport} of ${r.scans} scans`,
      ratio: `p50 ${times(r.secondHalf.p50, r.firstHalf.p50)}`,
    },
  ];
}
