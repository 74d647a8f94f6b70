import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in real Chromium (Debian's /usr/bin/chromium: there is no browser download on
 * these machines). A missing Chromium fails the run; it never skips.
 * Two servers: a fresh store (first-run journeys, in order) and a demo store.
 */
import { DEMO_PORT, FRESH_PORT } from './support/ports.ts';

export { DEMO_PORT, FRESH_PORT };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Manila',
    locale: 'en-PH',
  },
  webServer: [
    {
      command: `node e2e/support/serve.mjs fresh ${FRESH_PORT}`,
      cwd: '..',
      url: `http://localhost:${FRESH_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/support/serve.mjs demo ${DEMO_PORT} --demo`,
      cwd: '..',
      url: `http://localhost:${DEMO_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
