import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import pg from 'pg';
import { loadConfig } from '../platform/config.ts';
import { jobDefinitions } from '../platform/jobs/jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { createFbms, type Fbms } from '../server.ts';
import { linkIn, startSmtp } from './smtp.ts';
import { dumpPglite, pgliteTemplate, pgTemplate, TEMPLATE_ENV, templateFor } from './templates.ts';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh PostgreSQL database per test server (a copy of `template` if given), dropped at the end. */
export async function createPgDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `fbms_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Reuse a database (two servers on one PostgreSQL). */
  databaseUrl?: string;
  /** PGlite in this folder instead of in memory (a restart on the same data). */
  dataDir?: string;
  /** The job worker's polling (0: jobs run only when woken or on `fbms.deps.jobs.runDue()`). */
  jobPollMs?: number;
  /** Make the database from nothing even in a run with templates (a template's own making). */
  noTemplate?: boolean;
}

/** The real server on a real port, with a real SMTP server and a clock the test can move. */
export async function startTestServer(kind: DbKind, options: TestServerOptions = {}) {
  // The run's migrated (or demo) database, copied, unless the test brings its own (templates.ts).
  const template = options.databaseUrl || options.dataDir ? null : templateFor(options.env);
  const build = (place: { databaseUrl?: string }) =>
    startTestServer(kind, { ...place, env: TEMPLATE_ENV[template!], noTemplate: true }).then(async (t) => {
      // The schedules' next slots are each server's own (made at its start, as on a fresh database).
      const scheduled = jobDefinitions().flatMap((d) => (d.schedule ? [d.name] : []));
      await t.db.query(`DELETE FROM jobs WHERE status = 'queued' AND name = ANY($1)`, [scheduled]);
      return { dump: () => dumpPglite(t.db.db), close: t.close };
    });
  const useTemplate = template && !options.noTemplate;
  const pgliteFrom = useTemplate && kind === 'pglite' ? await pgliteTemplate(template, build) : undefined;
  const pgDb =
    kind === 'postgres' && !options.databaseUrl
      ? await createPgDatabase(useTemplate ? await pgTemplate(template, build) : undefined)
      : undefined;
  const smtp = await startSmtp();
  const databaseUrl = options.databaseUrl ?? pgDb?.url;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  let server: ServerType | undefined;
  let fbms: Fbms | undefined;
  try {
    // Listen first: PUBLIC_URL is the address the test clients use (origins are checked against it).
    let handler: Fbms['app']['fetch'] = () => new Response('starting', { status: 503 });
    const listening = await new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: (req, env) => handler(req, env), port: 0, hostname: '127.0.0.1' }, resolve);
    });
    const baseUrl = `http://127.0.0.1:${listening.port}`;
    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      PUBLIC_URL: baseUrl,
      // Where a test names another PUBLIC_URL, its clients still write from this address.
      ALLOWED_ORIGINS: baseUrl,
      DATA_DIR: options.dataDir ?? '/tmp/fbms-test-unused',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      WEB_DIST: '', // API only: the browser tests serve the built app
      RATE_LIMIT_GENERAL: '100000/1m',
      RATE_LIMIT_USER: '100000/1m',
      RATE_LIMIT_AUTH: '100000/1m',
      // DEMO gives the demo accounts; a test that wants the demo store's data sets DEMO_DATA itself.
      DEMO_DATA: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    };
    const config0 = loadConfig(env);
    fbms = await createFbms(config0, {
      inMemory: !options.dataDir,
      pgliteFrom,
      now,
      logger: createLogger(env.LOG_LEVEL),
      jobPollMs: options.jobPollMs,
    });
    const f = fbms;
    handler = f.app.fetch;
    return {
      baseUrl,
      fbms: f,
      smtp,
      db: f.deps.database,
      advance(ms: number) {
        offsetMs += ms;
      },
      client: () => new TestClient(baseUrl),
      async close() {
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
        await f.close();
        await smtp.close();
        await pgDb?.drop();
      },
    };
  } catch (err) {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await fbms?.close();
    await smtp.close();
    await pgDb?.drop();
    throw err;
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like client: keeps its cookies, sends JSON. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (body !== undefined) h['content-type'] ??= 'application/json';
    // Like a browser: writes carry the page's Origin (better-auth requires it on its endpoints).
    if (method !== 'GET' && method !== 'HEAD') h.origin ??= this.baseUrl;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (HTML, redirects)
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = Record<string, unknown>>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

export const STRONG_PASSWORD = 'Tr0ub4dor&3x';

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Santos',
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/** Sign up, open the mailed verification link; returns that client (signed in when the account may be). */
export async function signUpAndVerify(t: TestServer, email: string, password = STRONG_PASSWORD) {
  const c = t.client();
  const r = await c.post(
    '/api/auth/sign-up/email',
    signUpBody(email, { password, confirmPassword: password }),
  );
  if (r.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(r.body)}`);
  const mail = await t.smtp.waitFor(email, /Confirm/);
  const link = new URL(linkIn(mail));
  const v = await c.get(`${link.pathname}${link.search}`);
  if (v.status !== 302) throw new Error(`verify failed: ${v.status} ${JSON.stringify(v.body)}`);
  return c;
}

export async function signIn(t: TestServer, email: string, password = STRONG_PASSWORD) {
  const c = t.client();
  const r = await c.post('/api/auth/sign-in/email', { email, password });
  if (r.status !== 200) throw new Error(`sign-in of ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return c;
}

/** The owner: first account, verified and signed in, with the business details entered. */
export async function createOwner(t: TestServer, email = 'owner@store.ph') {
  await signUpAndVerify(t, email);
  const c = await signIn(t, email);
  await c.post('/api/setup', {
    businessName: 'Santos Agrivet',
    address: 'Malolos, Bulacan',
    tin: '123-456-789-00000',
    vatRegistered: true,
  });
  return c;
}

export const DEMO_PASSWORD = 'Demo#2026pos';
