import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/** A manager exports the customer list, then imports a file: a bad row is named, the fixed file goes in. */
test.use({ baseURL: DEMO_URL });

for (const [width, height] of [
  [1366, 768],
  [360, 740],
] as const)
  test(`customers exported and imported at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'manager');
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV file (Excel)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);

    const n = `${width}x${String(Date.now()).slice(-6)}`;
    const file = (phone: string) => ({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `First name,Last name,Phone,Opening balance,Due date\r\nLiza,Import${n},,250.00,\r\nRamon,Import${n},${phone},,\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Import customers' });
    await drawer.locator('input[type=file]').setInputFiles(file('123'));
    await expect(drawer.getByText('1 problem: nothing will be imported')).toBeVisible();
    await expect(drawer.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/customers-import-${width}.png` });
    await drawer.locator('input[type=file]').setInputFiles(file(''));
    await drawer.getByRole('button', { name: 'Import 2 customers' }).click();
    await expect(drawer).toBeHidden();
    await page.getByLabel('Search', { exact: true }).fill(`Import${n}`);
    await expect(page.getByRole('button', { name: `Open Import${n}, Liza` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Open Import${n}, Ramon` })).toBeVisible();
    await page.screenshot({ path: `test-results/customers-imported-${width}.png` });
  });
