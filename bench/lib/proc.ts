import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every child process, temp folder and async cleanup the benchmark made, so nothing outlives it. */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const cleanups: Array<() => Promise<void>> = [];

export interface Proc {
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (`null` when a signal ended the process). */
  exited: Promise<number | null>;
  /** The last few kB of stdout and stderr, for error messages. */
  output(): string;
}

export function startProcess(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Proc {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (err) => keep(Buffer.from(`spawn error: ${err.message}\n`)));
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => {
      children.delete(child);
      resolve(code);
    });
  });
  if (child.pid === undefined) throw new Error(`could not start ${cmd} ${args.join(' ')}`);
  return { pid: child.pid, child, exited, output: () => out };
}

export const isRunning = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;

/** SIGTERM, wait for the exit (SIGKILL after `timeoutMs`); returns how long the shutdown took. */
export async function stopProcess(p: Proc, timeoutMs = 15_000): Promise<number> {
  const t0 = performance.now();
  if (!isRunning(p)) {
    await p.exited;
    return 0;
  }
  p.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const first = await Promise.race([p.exited, timedOut]);
  clearTimeout(timer);
  if (first === 'timeout') {
    p.child.kill('SIGKILL');
    await p.exited;
    throw new Error(`process ${p.pid} ignored SIGTERM for ${timeoutMs} ms and was killed`);
  }
  return performance.now() - t0;
}

export function makeTempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `fbms-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

export function onCleanup(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Graceful cleanup: stop children, run registered cleanups (newest first), delete temp folders. */
export async function cleanupAll(): Promise<void> {
  await Promise.allSettled([...children].map((child) => stopProcessByChild(child)));
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!;
    await fn().catch((err: unknown) => console.error(`cleanup failed: ${(err as Error).message}`));
  }
  removeTempDirs();
}

async function stopProcessByChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once('close', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

function removeTempDirs(): void {
  for (const dir of tempDirs) {
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  }
}

/** Last resort when the benchmark dies: synchronous, so it also runs inside process.on('exit'). */
export function installExitGuards(): void {
  process.on('exit', () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    removeTempDirs();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and cleaning up…`);
      cleanupAll().finally(() => process.exit(130));
    });
  }
}
