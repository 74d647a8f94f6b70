import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/** An accountant records an expense with a receipt photo, approves it, pays it, and sees it paid. */
test.use({ baseURL: DEMO_URL });

// A 1×1 PNG: the photographed receipt.
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const [width, height] of [
  [1366, 768],
  [360, 740],
] as const)
  test(`an expense with its receipt, approved and paid, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'accountant');
    await page.goto('/expenses');
    await expect(page.getByRole('heading', { name: 'Expenses', level: 2 })).toBeVisible();
    await expect(page.getByTestId('expense-totals')).toContainText('Total');
    await page.screenshot({ path: `test-results/expenses-list-${width}.png`, fullPage: width > 400 });

    const description = `Padlock for the bodega ${width}`;
    await page.getByRole('button', { name: 'New expense' }).click();
    const drawer = page.getByRole('dialog', { name: 'New expense' });
    await drawer.getByLabel('Description').fill(description);
    await drawer.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Supplies', exact: true }).click();
    await drawer.getByLabel('Vendor', { exact: true }).fill('Ace Hardware Lipa');
    await drawer.getByLabel(/Amount \(VAT included\)/).fill('-50');
    await drawer.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(drawer.getByText('Enter an amount above zero, like 1500.00')).toBeVisible();
    await drawer.getByLabel(/Amount \(VAT included\)/).fill('560.00');
    await drawer.getByLabel('VAT invoice').check();
    await drawer.getByRole('button', { name: '12/112 of the amount' }).click();
    await expect(drawer.getByLabel('Input VAT')).toHaveValue('60.00');
    await drawer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
    await expect(drawer.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await page.screenshot({ path: `test-results/expenses-form-${width}.png` });
    await drawer.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('tab', { name: 'For approval' }).click();
    const row = page.getByRole('row').filter({ hasText: description });
    await row.getByRole('button', { name: /^Open EXP-/ }).click();
    const opened = page.getByRole('dialog', { name: /^Expense EXP-/ });
    await expect(opened.getByText('Receipt attached: receipt.png')).toBeVisible();
    await opened.getByRole('button', { name: 'Approve' }).click();
    await expect(opened).toBeHidden();

    await page.getByRole('tab', { name: 'Expenses' }).click();
    await page.getByLabel('Search', { exact: true }).fill(description);
    await page
      .getByRole('row')
      .filter({ hasText: description })
      .getByRole('button', { name: /^Open EXP-/ })
      .click();
    const approved = page.getByRole('dialog', { name: /^Expense EXP-/ });
    await approved.getByRole('button', { name: 'Pay' }).click();
    await expect(approved).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: description })).toContainText('Paid');
    await page.screenshot({ path: `test-results/expenses-paid-${width}.png`, fullPage: width > 400 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'no sideways scrolling of the page',
    ).toBeLessThanOrEqual(0);
  });
