import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthOk, httpRequest, type ReadyCheck, waitReady } from './http.ts';
import { freePort, type Proc, startProcess, stopProcess } from './proc.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = 'apps/server/src/main.ts';
/**
 * `node --import tsx main.ts`: no npx or tsx wrapper, so the pid we measure is the server itself.
 * `BENCH_SERVER_NODE_ARGS` adds Node options to the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to profile it under the load (Node refuses those in NODE_OPTIONS).
 */
export const SERVER_ARGS = [
  ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  '--import',
  'tsx',
  SERVER_ENTRY,
];
export const BARE_NODE_SCRIPT = "require('http').createServer((q,s)=>s.end('ok')).listen(process.argv[1])";
/** The web phase's reference page: one button, no script, no stylesheet. */
export const ONE_BUTTON_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>' +
  '<body><button type="button">Sign in</button></body></html>';
/** Serves argv[2] as text/html on every path, never cached (each run starts cold anyway). */
export const ONE_BUTTON_SCRIPT =
  "require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','cache-control':'no-store'});s.end(process.argv[2])}).listen(process.argv[1])";

export interface Running {
  proc: Proc;
  port: number;
  base: string;
  /** From spawn to the first good answer, polled every 20 ms. */
  readyMs: number;
}

/** Environment without any FBMS variable of the caller's shell, so each run sees only what we set. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const ours =
    /^(NODE_ENV|PORT|HOST|DATA_DIR|DATABASE_\w+|DEMO|DEMO_DATA|LOG_LEVEL|RATE_LIMIT_\w+|PUBLIC_URL|AUTH_SECRET|SMTP_URL|MAIL_FROM|WEB_DIST|TRUST_PROXY|REDIS_URL|GOOGLE_\w+|GITHUB_\w+)$/;
  for (const [k, v] of Object.entries(process.env)) if (!ours.test(k)) env[k] = v;
  return { ...env, ...extra };
}

async function startAndWait(
  args: (port: number) => string[],
  env: Record<string, string>,
  path: string,
  ready: ReadyCheck,
): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const proc = startProcess(process.execPath, args(port), cleanEnv({ ...env, PORT: String(port) }), ROOT);
  await waitReady(`${base}${path}`, proc, ready);
  return { proc, port, base, readyMs: performance.now() - t0 };
}

/** The real FBMS server; ready when GET /api/health answers 200 {"status":"ok"}. */
export function startFbms(env: Record<string, string>): Promise<Running> {
  return startAndWait(
    () => SERVER_ARGS,
    { LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...env },
    '/api/health',
    healthOk,
  );
}

/** The process-start floor: a bare Node http server answering "ok". */
export function startBareNode(): Promise<Running> {
  return startAndWait(
    (port) => ['-e', BARE_NODE_SCRIPT, String(port)],
    {},
    '/',
    (r) => r.status === 200,
  );
}

/** A bare Node http server answering every request with ONE_BUTTON_HTML. */
export function startOneButtonPage(): Promise<Running> {
  return startAndWait(
    (port) => ['-e', ONE_BUTTON_SCRIPT, String(port), ONE_BUTTON_HTML],
    {},
    '/',
    (r) => r.status === 200 && r.body === ONE_BUTTON_HTML,
  );
}

/** Node with the tsx loader running an empty file, spawn to exit. */
export async function timeTsxEmpty(): Promise<number> {
  const t0 = performance.now();
  const proc = startProcess(
    process.execPath,
    ['--import', 'tsx', 'bench/fixtures/empty.ts'],
    cleanEnv({}),
    ROOT,
  );
  const code = await proc.exited;
  if (code !== 0) throw new Error(`tsx empty file exited with ${code}:\n${proc.output()}`);
  return performance.now() - t0;
}

export interface Stopped {
  stopMs: number;
  exitCode: number | null;
  /** PGlite servers hold DATA_DIR/fbms.lock and remove it on a clean shutdown. */
  lockRemoved?: boolean;
}

export async function stopServer(server: Running, dataDir?: string): Promise<Stopped> {
  const stopMs = await stopProcess(server.proc);
  const exitCode = await server.proc.exited;
  return { stopMs, exitCode, lockRemoved: dataDir ? !existsSync(join(dataDir, 'fbms.lock')) : undefined };
}

export const DEMO_ADMIN = { email: 'admin@demo.fbms.ph', password: 'Demo#2026pos' };

/** Signs in the demo admin and returns the `cookie` header value, after checking GET /api/me with it. */
export async function signIn(base: string): Promise<string> {
  const res = await httpRequest(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: HTTP ${res.status} ${res.body.slice(0, 300)}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const session = setCookie.map((c) => c.split(';')[0]!).find((c) => c.includes('session_token='));
  if (!session) throw new Error(`sign-in answered 200 without a session cookie: ${setCookie.join(' | ')}`);
  const me = await httpRequest(`${base}/api/me`, { headers: { cookie: session } });
  if (me.status !== 200) throw new Error(`GET /api/me with the session: HTTP ${me.status} ${me.body}`);
  return session;
}
