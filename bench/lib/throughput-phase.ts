import { type LoadResult, type LoadSettings, loadProblem, measureLoad } from './load.ts';
import { type BenchDatabase, createBenchDatabase } from './postgres.ts';
import { makeTempDir, onCleanup } from './proc.ts';
import { type Memory, readMemory } from './rss.ts';
import { signIn, startBareNode, startFbms, stopServer } from './server.ts';

/** Raised so the benchmark measures the request, not the 429; the limiter still counts every request. */
export const BENCH_RATE_LIMITS = { RATE_LIMIT_USER: '100000000/1m', RATE_LIMIT_GENERAL: '100000000/1m' };

export type Target = 'me' | 'health' | 'bare';
export type LoadRun = LoadResult & { target: Target; problem?: string };

export interface ServerLoad {
  database: 'pglite' | 'postgres';
  postgresVersion?: string;
  readyMs: number;
  memoryAtReady: Memory;
  memoryAfterLoad: Memory;
  runs: LoadRun[];
}

type Log = (line: string) => void;
interface Plan extends Omit<LoadSettings, 'connections'> {
  connections: number[];
}

async function run(
  target: Target,
  url: string,
  connections: number,
  plan: Plan,
  log: Log,
  headers?: Record<string, string>,
): Promise<LoadRun> {
  const r = await measureLoad(url, { ...plan, connections }, headers);
  const problem = loadProblem(r);
  log(
    `  ${target.padEnd(6)} c=${String(connections).padEnd(3)} ${Math.round(r.rps)} req/s${problem ? ` (!) ${problem}` : ''}`,
  );
  return { ...r, target, problem };
}

/** The no-framework, no-database limit: a bare Node http server answering "ok". */
export async function runBareLoad(plan: Plan, log: Log): Promise<LoadRun[]> {
  const bare = await startBareNode();
  try {
    const runs: LoadRun[] = [];
    for (const c of plan.connections) runs.push(await run('bare', `${bare.base}/`, c, plan, log));
    return runs;
  } finally {
    await stopServer(bare);
  }
}

/**
 * GET /api/me with the demo admin's session next to GET /api/health on the same server, for each
 * connection count; PGlite in a fresh DATA_DIR, or a fresh PostgreSQL database.
 */
export async function runServerLoad(
  database: 'pglite' | 'postgres',
  plan: Plan,
  log: Log,
): Promise<ServerLoad> {
  const dataDir = makeTempDir(database);
  let db: BenchDatabase | undefined;
  if (database === 'postgres') {
    db = await createBenchDatabase();
    onCleanup(() => db!.drop());
    log(`  created database ${db.name} (PostgreSQL ${db.serverVersion})`);
  }
  try {
    const server = await startFbms({
      DATA_DIR: dataDir,
      DEMO: 'true',
      ...BENCH_RATE_LIMITS,
      ...(db ? { DATABASE_URL: db.url } : {}),
    });
    try {
      const cookie = await signIn(server.base);
      const memoryAtReady = readMemory(server.proc.pid);
      const runs: LoadRun[] = [];
      for (const c of plan.connections) {
        runs.push(await run('me', `${server.base}/api/me`, c, plan, log, { cookie }));
        runs.push(await run('health', `${server.base}/api/health`, c, plan, log));
      }
      return {
        database,
        postgresVersion: db?.serverVersion,
        readyMs: server.readyMs,
        memoryAtReady,
        memoryAfterLoad: readMemory(server.proc.pid),
        runs,
      };
    } finally {
      await stopServer(server, database === 'pglite' ? dataDir : undefined);
    }
  } finally {
    await db?.drop();
  }
}
