import { mib, ms, msRange, percent, type Row, rps, times } from './report.ts';
import type { IdleMemory, StartupResults } from './startup-phase.ts';
import type { LoadRun, ServerLoad } from './throughput-phase.ts';

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
