// Starts an FBMS server for the browser tests on a fresh data folder under e2e/.data/<name>.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [name, port, flag] = process.argv.slice(2);
const dataDir = fileURLToPath(new URL(`../.data/${name}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    DEMO: flag === '--demo' ? 'true' : 'false',
    // The journeys sign in many times from one address; the per-account lockout stays as configured.
    RATE_LIMIT_AUTH: '1000/1m',
    RATE_LIMIT_GENERAL: '10000/1m',
    SMTP_URL: '',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
