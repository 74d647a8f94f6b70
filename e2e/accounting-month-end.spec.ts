import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * The accountant's month end (issue 22): an expense recorded with its receipt photo and approved, the
 * month closed, the income statement and the balance sheet read and saved as XLSX and PDF; then the
 * month reopened with a reason, so the demo store keeps selling into an open month.
 */
test.use({ baseURL: DEMO_URL, acceptDownloads: true });

// A 1×1 PNG: the photographed receipt.
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** This month in Manila, as the periods screen names it ("November 2026"). */
function thisMonth(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return d.toLocaleString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

async function pick(page: Page, report: string) {
  await page.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: report, exact: true }).click();
}

async function saveBoth(page: Page, file: RegExp, pdfPath: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  const xlsx = await download;
  expect(xlsx.suggestedFilename()).toMatch(file);
  // An XLSX is a zip: it starts with PK.
  const bytes = await import('node:fs/promises').then((fs) => xlsx.path().then((p) => fs.readFile(p)));
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const href = await page.getByRole('link', { name: 'PDF' }).getAttribute('href');
  expect(href).toContain(pdfPath);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('month end: an expense with its receipt approved, the month closed, P&L and balance sheet exported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'accountant');

  // The expense, with its receipt, submitted and approved.
  await page.goto('/expenses');
  const description = `Month-end padlock ${Date.now()}`;
  await page.getByRole('button', { name: 'New expense' }).click();
  const drawer = page.getByRole('dialog', { name: 'New expense' });
  await drawer.getByLabel('Description').fill(description);
  await drawer.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Supplies', exact: true }).click();
  await drawer.getByLabel('Vendor', { exact: true }).fill('Ace Hardware Malolos');
  await drawer.getByLabel(/Amount \(VAT included\)/).fill('1120.00');
  await drawer.getByLabel('VAT invoice').check();
  await drawer.getByRole('button', { name: '12/112 of the amount' }).click();
  await expect(drawer.getByLabel('Input VAT')).toHaveValue('120.00');
  await drawer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
  await expect(drawer.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('tab', { name: 'For approval' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: description })
    .getByRole('button', { name: /^Open EXP-/ })
    .click();
  const opened = page.getByRole('dialog', { name: /^Expense EXP-/ });
  await expect(opened.getByText('Receipt attached: receipt.png')).toBeVisible();
  await opened.getByRole('button', { name: 'Approve' }).click();
  await expect(opened).toBeHidden();

  // The month closed.
  const month = thisMonth();
  await page.goto('/accounting/periods');
  await page.getByRole('button', { name: `Close ${month}` }).click();
  const confirm = page.getByRole('dialog', { name: `Close ${month}` });
  await confirm.getByRole('button', { name: 'Close the month' }).click();
  await expect(confirm).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: month });
  await expect(row).toContainText('Closed');

  try {
    // The income statement of the month: the expense is under its account.
    await page.getByRole('tab', { name: 'Financial reports' }).click();
    await expect(page).toHaveURL(/\/accounting\/reports$/);
    await pick(page, 'Income statement');
    const table = page.getByTestId('accounting-report');
    await expect(table).toContainText('Net income');
    await expect(table).toContainText('Office and store supplies');
    await page.screenshot({ path: 'test-results/month-end-income-statement.png', fullPage: true });
    await saveBoth(page, /^income-statement-.*\.xlsx$/, '/api/accounting/reports/income-statement/pdf');

    // The balance sheet: it balances, with the accrued expense among the liabilities.
    await pick(page, 'Balance sheet');
    await expect(table).toContainText('Accrued expenses payable');
    await expect(page.getByText('Assets equal liabilities and equity').first()).toBeVisible();
    await saveBoth(page, /^balance-sheet-.*\.xlsx$/, '/api/accounting/reports/balance-sheet/pdf');
  } finally {
    // Reopened with a reason: the demo store goes on selling into an open month.
    await page.goto('/accounting/periods');
    await page.getByRole('button', { name: `Reopen ${month}` }).click();
    const reopen = page.getByRole('dialog', { name: `Reopen ${month}` });
    await reopen.getByLabel(/^Reason/).fill('Month-end trial: more documents to come');
    await reopen.getByRole('button', { name: 'Reopen the month' }).click();
    await expect(reopen).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: month })).toContainText('Open');
  }
});
