import { readFileSync } from 'node:fs';
import { readXlsx } from '@fbms/domain/catalog/xlsx';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/** Sales history: the total for a filter, the Excel export, an invoice reprinted, e-mailed and saved as PDF. */
test.use({ baseURL: DEMO_URL });

test('sales history: the total for a filter, an invoice reprinted, e-mailed and saved as PDF', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await signIn(page, 'manager');
  await page.goto('/sales-history');
  await expect(page.getByRole('heading', { name: 'Sales History' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Customer' }).fill('nobody-at-all');
  await expect(page.getByText('No sales match these filters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Customer' }).fill('');
  const first = page.getByRole('button', { name: /^Open invoice / }).first();
  await expect(first).toBeVisible();

  // The accountant's export: an Excel workbook with one row per sale and the total as a number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = readXlsx(readFileSync(await file.path()));
  expect(sheet[0]).toEqual([
    'date',
    'terminal',
    'invoice',
    'cashier',
    'customer',
    'paid_by',
    'status',
    'returned',
    'total',
  ]);
  const invoiceNo = ((await first.getAttribute('aria-label')) ?? '').split(' ').pop();
  const row = sheet.find((r) => r[2] === invoiceNo);
  expect(row, `invoice ${invoiceNo} in the workbook`).toBeDefined();
  expect(Number(row?.[8])).toBeGreaterThan(0);

  await first.click();
  const drawer = page.getByRole('dialog', { name: /^Invoice / });
  await expect(drawer.getByTestId('invoice-document')).toContainText('SALES INVOICE');
  await drawer.getByRole('button', { name: 'Print 58 mm' }).click();
  const printed = page.locator('[data-testid="invoice-document"][data-paper="58mm"]');
  await expect(printed).toContainText('REPRINT');

  // The e-receipt: this server has no SMTP_URL, so it says the message went to its outbox.
  const address = drawer.getByRole('textbox', { name: 'E-mail the invoice (PDF) to' });
  await address.fill('juan.farmer@example.com');
  await address.press('Enter');
  await expect(drawer.getByRole('status')).toContainText(
    'the e-mail to juan.farmer@example.com was saved in the server’s outbox',
  );
  const pdf = page.waitForEvent('download');
  await drawer.getByRole('link', { name: 'PDF' }).click();
  const saved = await pdf;
  expect(saved.suggestedFilename()).toMatch(new RegExp(`^SI-.+-${invoiceNo}\\.pdf$`));
  expect(
    readFileSync(await saved.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
