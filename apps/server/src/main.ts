import { DataDirLockedError } from '@fbms/db';
import { serve } from '@hono/node-server';
import { fail, loadConfigOrFail } from './platform/cli.ts';
import { ConfigError } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { isDiskFull } from './platform/storage-health.ts';
import { createFbms } from './server.ts';

const config = loadConfigOrFail();

const logger = createLogger(config.LOG_LEVEL);
const fbms = await createFbms(config, { logger }).catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) fail(err.message);
  if (isDiskFull(err))
    fail(
      `The disk is full: FBMS cannot open its database (${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR}). Free space on the server, then start FBMS again.`,
    );
  const code = (err as { code?: string }).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '3D000' || code === '28P01') {
    fail(`Cannot open the database at DATABASE_URL (${code}): ${(err as Error).message}`);
  }
  throw err;
});

const server = serve({ fetch: fbms.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(
    {
      port: info.port,
      database: fbms.deps.database.kind,
      dataDir: config.DATA_DIR,
      demo: config.DEMO,
      mail: fbms.deps.mailer.transport,
    },
    `FBMS is ready on ${config.publicUrl}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  await fbms.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
