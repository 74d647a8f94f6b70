import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * The accountant's financial reports at /accounting/reports: the trial balance, then the balance sheet
 * compared with the same date a year before, saved as XLSX and as PDF; at 1366 px light and 360 px dark.
 */
test.use({ baseURL: DEMO_URL });

for (const [width, colorScheme] of [
  [1366, 'light'],
  [360, 'dark'],
] as const) {
  test(`financial reports at ${width} px, ${colorScheme}: balance sheet compared, XLSX and PDF`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
      baseURL: DEMO_URL,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, 'accountant');
    await page.goto('/accounting/reports');
    await expect(page.getByRole('heading', { name: 'Financial reports' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Balance sheet' }).click();
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: 'The same dates a year before' }).click();
    const table = page.getByTestId('accounting-report');
    await expect(table).toContainText('Total liabilities and equity');
    await expect(table).toContainText('Comparison');
    await expect(page.getByText('Assets equal liabilities and equity').first()).toBeVisible();
    await page.screenshot({
      path: `test-results/accounting-reports-${width}-${colorScheme}.png`,
      fullPage: true,
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^balance-sheet-.*\.xlsx$/);
    const href = await page.getByRole('link', { name: 'PDF' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/accounting\/reports\/balance-sheet\/pdf\?from=.*compareFrom=/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
}
