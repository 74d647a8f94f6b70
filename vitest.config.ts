import { defineConfig } from 'vitest/config';

// Three kinds of tests, named by what they touch (STYLE 12):
//   unit — *.test.ts in packages and the server: pure, no database
//   web  — *.test.tsx in apps/web: components in happy-dom
//   int  — *.int.test.ts: the real server over HTTP, on PGlite and (TEST_DATABASE_URL) PostgreSQL
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          env: { TZ: 'UTC' },
          // Typing into happy-dom key by key takes seconds when the int tests share the two cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/src/**/*.int.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases; two at a time fit this machine's memory and cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A folder and an id for the run's database templates: a migrated database and the demo store
          // made once and copied per test server (apps/server/src/test/templates.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
