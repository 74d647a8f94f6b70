import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One server per DATA_DIR. PGlite does not lock its folder, so FBMS holds a listening socket there:
 * only a live process can hold it, and the operating system closes it when the process dies, however it
 * dies (kill -9, a crash, a power cut), so nothing stale can stop the next start — not a PID that a
 * container's PID 1 or a reboot gives to someone else. A second server finds the socket answering and
 * refuses; a socket file nobody answers on is left over from a dead server and is taken over.
 *
 * Windows has no socket files; a named pipe per folder does the same there.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is already in use by another FBMS server${pid === null ? '' : ` (process ${pid})`}. Stop that server or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The file name, kept from the pid-file lock it replaces, so an old lock file is simply taken over. */
export const LOCK_FILE = 'fbms.lock';
/** A socket path longer than this does not fit in sun_path (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;
/** A takeover takes milliseconds; a guard older than this was left by a server killed in the middle. */
const TAKEOVER_STALE_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function lockAddress(dataDir: string, platform = process.platform): string {
  const real = realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 32);
  if (platform === 'win32') return `\\\\.\\pipe\\fbms-${hash}`;
  const inFolder = join(real, LOCK_FILE);
  return Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH ? inFolder : join(tmpdir(), `fbms-${hash}.lock`);
}

type Probe = { alive: true; pid: number | null } | { alive: false };

/** Is a live server listening at this address? It answers with its process id. */
function probe(address: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(address);
    let answer = '';
    let connected = false;
    const done = () => {
      socket.destroy();
      const pid = Number.parseInt(/"pid":(\d+)/.exec(answer)?.[1] ?? '', 10);
      resolve({ alive: true, pid: Number.isFinite(pid) ? pid : null });
    };
    socket.setTimeout(2000, done);
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', done);
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) return done();
      // Nobody listens: a file left by a dead server (or an old pid file, or nothing at all).
      if (['ECONNREFUSED', 'ENOENT', 'ENOTSOCK', 'ECONNRESET'].includes(err.code ?? '')) {
        resolve({ alive: false });
      } else reject(err);
    });
  });
}

function listen(address: string, dataDir: string): Promise<Server | 'in-use'> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(`${JSON.stringify({ pid: process.pid, dataDir })}\n`);
    });
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve('in-use');
      else reject(err);
    });
    server.listen(address, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** Only one process at a time removes a dead server's socket (else two could each remove the other's). */
async function withTakeoverGuard<T>(address: string, fn: () => Promise<T>): Promise<T> {
  const guard = `${address}.takeover`;
  for (;;) {
    try {
      writeFileSync(guard, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(guard);
      } catch {
        // removed meanwhile
      }
      await sleep(50);
    }
  }
  try {
    return await fn();
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // already gone
    }
  }
}

/** Takes the folder's lock, or throws DataDirLockedError. Returns the function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  let server = await listen(address, dataDir);
  if (server === 'in-use') {
    server = await withTakeoverGuard(address, async () => {
      const holder = await probe(address);
      if (holder.alive) throw new DataDirLockedError(dataDir, holder.pid);
      try {
        unlinkSync(address); // left behind by a server that died; take it over
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      return listen(address, dataDir);
    });
    if (server === 'in-use') throw new DataDirLockedError(dataDir, null);
  }
  const held = server;
  return () => new Promise<void>((resolve) => held.close(() => resolve()));
}
