import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-store.ts';

/**
 * An admin sets the backup passphrase, makes a backup, downloads it, restores it (the data before kept
 * as a backup, everyone signed out), signs in again and sees a restore drill pass. A restore replaces
 * the data and signs everyone out, so this journey runs on a demo server of its own (E2E_PORT_BASE + 2),
 * never on the shared ones.
 */
const PORT = Number(process.env.E2E_PORT_BASE ?? 3901) + 2;
const BASE = `http://localhost:${PORT}`;
const PASSPHRASE = 'tanim-ulan-palay-2026';

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, ['e2e/support/serve.mjs', 'backup', String(PORT), '--demo'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'ignore',
  });
  for (let i = 0; i < 170; i++) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the backup journey's server did not start on ${PORT}`);
});

test.afterAll(async () => {
  if (server?.pid) server.kill('SIGTERM');
});

async function signInAdmin(page: Page) {
  const who = DEMO_USERS.admin;
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${who.firstName}!` })).toBeVisible();
}

test('an admin backs up, downloads, restores, signs in again and sees a drill pass', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAdmin(page);
  await page.goto('/backup');
  await expect(page.getByRole('heading', { name: 'Cloud Backup', level: 2 })).toBeVisible();
  await expect(page.getByText(/No backup yet/)).toBeVisible();

  // The passphrase first.
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Backup settings saved')).toBeVisible();

  // Back up now: a row appears and finishes.
  await page.getByRole('button', { name: 'Back up now' }).click();
  const done = page.getByRole('cell').getByText('Done', { exact: true }).first();
  await expect(done).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('cell', { name: 'Made by hand' })).toBeVisible();

  // Download: the encrypted file.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download fbms-/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fbms-\d{8}-\d{6}-manual-[0-9a-f]{6}\.fbmsbak$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 8).toString()).toBe('FBMSBAK1');

  // Restore it: what happens is named, the passphrase typed.
  await page.getByRole('button', { name: /^Restore fbms-.*-manual/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  await expect(dialog.getByText(/current data is first kept as a backup/)).toBeVisible();
  await expect(dialog.getByText(/signed out and signs in again/)).toBeVisible();
  await dialog.getByLabel(/Passphrase of the backup/).fill(PASSPHRASE);
  await dialog.getByRole('button', { name: 'Replace the data' }).click();
  const doneDialog = page.getByRole('dialog', { name: 'Restore done' });
  await expect(doneDialog).toBeVisible({ timeout: 120_000 });
  await doneDialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInAdmin(page);
  await page.goto('/backup');
  // The backup kept before the restore is listed, and the restore in the history.
  await expect(page.getByRole('cell', { name: 'Before a restore' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Restore', exact: true })).toBeVisible();

  // A drill: restored into a scratch database and compared.
  await page.getByRole('button', { name: 'Run a drill now' }).click();
  await expect(page.getByText('Drill passed')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('cell', { name: 'Drill', exact: true })).toBeVisible();
  await expect(page.getByText(/tables, [\d,]+ rows and the ledger totals compared/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/backup-1366-light.png', fullPage: true });

  // At 360 px, dark: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cloud Backup', level: 2 })).toBeVisible();
  await expect(
    page
      .getByText('Drill passed')
      .or(page.getByRole('cell', { name: 'Drill', exact: true }))
      .first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the backup screen is wider than 360 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/backup-360-dark.png', fullPage: true });
});
