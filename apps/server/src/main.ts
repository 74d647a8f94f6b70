import { DataDirLockedError } from '@fbms/db';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { createFbms } from './server.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

const logger = createLogger(config.LOG_LEVEL);
const fbms = await createFbms(config, { logger }).catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) fail(err.message);
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
