import { fileURLToPath } from 'node:url';
import { openDatabase } from '@fbms/db';
import { buildApp } from './app.ts';
import { pruneAttempts } from './modules/auth/login-attempts.repository.ts';
import { seedDemoAccounts } from './modules/demo/demo-accounts.service.ts';
import { seedDemoStore } from './modules/demo/demo-store.ts';
import { SERVER_JOBS, SERVER_MODULES } from './modules/index.ts';
import { alertsSettled, checkStockAlerts } from './modules/inventory/stock-alerts.service.ts';
import { createAuth } from './platform/auth/auth.ts';
import type { Config } from './platform/config.ts';
import type { AppDeps } from './platform/http/context.ts';
import { databaseCounters, memoryCounters, pruneRateLimits } from './platform/http/rate-limit.ts';
import { createJobRunner, pruneJobs } from './platform/jobs/runner.ts';
import { createLiveBus } from './platform/live.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { loadOrCreateSecret } from './platform/secrets.ts';
import { createStorageHealth } from './platform/storage-health.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface StartOptions {
  logger?: Logger;
  mailer?: Mailer;
  now?: () => Date;
  /** In-memory PGlite for tests (ignores DATA_DIR). */
  inMemory?: boolean;
  /** The in-memory PGlite's starting contents (a dump: the tests' template), instead of an empty one. */
  pgliteFrom?: Blob;
  /** How often the job worker looks for due jobs (0: only when woken or asked, as tests do). */
  jobPollMs?: number;
}

/** Opens the database, applies migrations, wires the services and returns the HTTP app. */
export async function createFbms(config: Config, options: StartOptions = {}) {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? {
          kind: 'postgres',
          url: config.database.url,
          poolSize: config.DATABASE_POOL_SIZE,
          onPoolError: (err) => logger.error({ err }, 'database connection lost; the pool will reconnect'),
        }
      : options.inMemory
        ? { kind: 'pglite', from: options.pgliteFrom }
        : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    await database.migrate();
    for (const m of SERVER_MODULES) await m.prepare?.(database);
    const authSecret = config.AUTH_SECRET ?? (await loadOrCreateSecret(database, 'auth'));
    const mailer =
      options.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger });
    const auth = createAuth({ config, database, mailer, logger, secret: authSecret, now });
    if (config.DEMO) await seedDemoAccounts(database);
    const demoData =
      config.DEMO && config.DEMO_DATA
        ? await seedDemoStore(database, { now: now(), authSecret, logger })
        : null;
    const counters = database.kind === 'postgres' ? databaseCounters(database) : memoryCounters();
    const live = await createLiveBus(database, logger);
    const jobs = createJobRunner({ database, logger, now, pollMs: options.jobPollMs, jobs: SERVER_JOBS });
    const storage = createStorageHealth(logger, now);
    const deps: AppDeps = {
      config,
      database,
      logger,
      mailer,
      auth,
      authSecret,
      now,
      counters,
      live,
      storage,
      jobs,
    };
    const app = buildApp(deps, { webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST });

    const housekeeping = setInterval(
      () => {
        Promise.all([
          pruneRateLimits(counters, now()),
          pruneAttempts(database, now()),
          pruneJobs(database, now()),
        ]).catch((err) => logger.warn({ err }, 'housekeeping failed'));
      },
      60 * 60 * 1000,
    );
    housekeeping.unref();
    // Every module's jobs (SERVER_JOBS) get the deps; the daily stock check is one (inventory's manifest).
    await jobs.start(deps);
    // A new demo store's managers find its low stock and expiring lots in their notifications at once.
    if (demoData) await checkStockAlerts(deps);

    return {
      app,
      deps,
      async close() {
        clearInterval(housekeeping);
        // The alert batches being gathered become job rows, then the running job finishes.
        await alertsSettled(database);
        await jobs.stop();
        await live.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

export type Fbms = Awaited<ReturnType<typeof createFbms>>;
