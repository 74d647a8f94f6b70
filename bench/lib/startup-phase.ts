import { makeTempDir, sleep } from './proc.ts';
import { type Summary, summarize } from './report.ts';
import { type Memory, readMemory } from './rss.ts';
import { type Running, type Stopped, startBareNode, startFbms, stopServer, timeTsxEmpty } from './server.ts';

export interface StartupResults {
  /** Spawn → first answer of a bare `node -e` http server: the process-start floor. */
  bareNodeMs: Summary;
  /** Spawn → exit of `node --import tsx` on an empty file: the floor with the TypeScript loader. */
  tsxEmptyMs: Summary;
  freshMs: Summary;
  existingMs: Summary;
  shutdowns: Array<Stopped & { run: string }>;
}

export interface IdleMemory {
  idleS: number;
  server: Memory;
  bareNode: Memory;
}

type Log = (line: string) => void;

async function timeBareNode(): Promise<number> {
  const bare = await startBareNode();
  await stopServer(bare);
  return bare.readyMs;
}

/**
 * Startup on a fresh and on an existing DATA_DIR (PGlite, as `npm start` runs it), each next to its
 * floors measured in the same run; then the idle RSS of the last server next to a bare Node server.
 */
export async function runStartup(
  runs: number,
  idleS: number,
  log: Log,
): Promise<{ startup: StartupResults; memory: IdleMemory }> {
  const bare: number[] = [];
  const tsx: number[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(await timeBareNode());
    tsx.push(await timeTsxEmpty());
  }
  log(
    `floors: bare node ${bare.map(Math.round).join(', ')} ms; tsx empty ${tsx.map(Math.round).join(', ')} ms`,
  );

  const shutdowns: StartupResults['shutdowns'] = [];
  const fresh: number[] = [];
  let dataDir = '';
  for (let i = 0; i < runs; i++) {
    dataDir = makeTempDir('fresh');
    const server = await startFbms({ DATA_DIR: dataDir });
    fresh.push(server.readyMs);
    shutdowns.push({ run: `fresh ${i + 1}`, ...(await stopServer(server, dataDir)) });
  }
  log(`fresh DATA_DIR: ${fresh.map(Math.round).join(', ')} ms`);

  const existing: number[] = [];
  let last: Running | undefined;
  for (let i = 0; i < runs; i++) {
    const server = await startFbms({ DATA_DIR: dataDir });
    existing.push(server.readyMs);
    if (i < runs - 1) shutdowns.push({ run: `existing ${i + 1}`, ...(await stopServer(server, dataDir)) });
    else last = server;
  }
  log(`existing DATA_DIR: ${existing.map(Math.round).join(', ')} ms`);

  // Idle memory: the last server and a bare node server, both left alone for idleS seconds.
  const bareServer = await startBareNode();
  log(`idle ${idleS} s before reading RSS…`);
  await sleep(idleS * 1000);
  const memory: IdleMemory = {
    idleS,
    server: readMemory(last!.proc.pid),
    bareNode: readMemory(bareServer.proc.pid),
  };
  await stopServer(bareServer);
  shutdowns.push({ run: `existing ${runs}`, ...(await stopServer(last!, dataDir)) });

  return {
    startup: {
      bareNodeMs: summarize(bare),
      tsxEmptyMs: summarize(tsx),
      freshMs: summarize(fresh),
      existingMs: summarize(existing),
      shutdowns,
    },
    memory,
  };
}
