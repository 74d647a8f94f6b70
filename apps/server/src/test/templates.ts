import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { manilaDate } from '@fbms/domain';
import pg from 'pg';

/**
 * Databases made once per test run and copied per test server (the suite's wall time, issue 23): a
 * migrated PGlite (initdb and every migration cost each server ~2 s) and the demo store (its seeding
 * ~15–20 s), on PGlite as a data folder's dump, on PostgreSQL as a `CREATE DATABASE … TEMPLATE`.
 *
 * A template is made by the first test server that needs it, the same way that server would have made
 * its own database (a real server start with the same DEMO / DEMO_DATA), under a lock so two workers
 * never both make it; then every server starts on its own copy, runs the migrations and `prepare` as
 * always (nothing to do) and goes on. The demo store is dated by the day it was made (Manila): a run
 * that passes midnight makes the next day's. The run's folder and template databases are removed by
 * the int project's globalSetup teardown (global-setup.ts), which also turns this on: without
 * FBMS_TEST_TEMPLATES (the bench, a script) every server makes its own database as before.
 */

export type TemplateKind = 'base' | 'demo';

/** Which template a server with this env starts from (null: none, it makes its own). */
export function templateFor(env: Record<string, string> | undefined): TemplateKind | null {
  if (!process.env.FBMS_TEST_TEMPLATES) return null;
  return env?.DEMO === 'true' && env?.DEMO_DATA === 'true' ? 'demo' : 'base';
}

export const TEMPLATE_ENV: Record<TemplateKind, Record<string, string>> = {
  base: {},
  demo: { DEMO: 'true', DEMO_DATA: 'true' },
};

type Build = (place: {
  databaseUrl?: string;
}) => Promise<{ dump?: () => Promise<Blob>; close: () => Promise<void> }>;

const runId = () => process.env.FBMS_TEST_RUN ?? 'local';
const templateName = (kind: TemplateKind) =>
  `fbms_tpl_${runId()}_${kind}_${manilaDate(new Date()).replaceAll('-', '')}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The PGlite template's dump (made now if this run has none yet). */
export async function pgliteTemplate(kind: TemplateKind, build: Build): Promise<Blob> {
  const dir = process.env.FBMS_TEST_TEMPLATES!;
  const file = join(dir, `${templateName(kind)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (await exists(file)) return new Blob([await readFile(file)]);
    try {
      await mkdir(lock);
    } catch {
      await sleep(250); // another worker is making it
      continue;
    }
    try {
      if (await exists(file)) continue;
      const server = await build({});
      let dump: Blob;
      try {
        dump = await server.dump!();
      } finally {
        await server.close();
      }
      await writeFile(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${file}.tmp`, file);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** The PostgreSQL template database's name (made now if this run has none yet). */
export async function pgTemplate(kind: TemplateKind, build: Build): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = templateName(kind);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        await client.query(`CREATE DATABASE ${name}`);
        try {
          const url = new URL(admin);
          url.pathname = `/${name}`;
          const server = await build({ databaseUrl: url.toString() });
          await server.close();
        } catch (err) {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          throw err;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await client.end();
  }
  return name;
}

/** A PGlite's data folder as a dump (the server's in-memory database). */
export const dumpPglite = (db: unknown) =>
  (db as { $client: PGlite }).$client.dumpDataDir('none') as Promise<Blob>;

/** The teardown: this run's template databases and folder. */
export async function removeTemplates(dir: string, run: string) {
  await rm(dir, { recursive: true, force: true });
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`fbms_tpl_${run}_%`],
    );
    for (const r of rows) await client.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
