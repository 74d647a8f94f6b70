import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/** The e-journal and the POS reports of the demo store, at a desk and on a phone. */
test.use({ baseURL: DEMO_URL });

for (const [width, height] of [
  [1366, 768],
  [360, 740],
] as const)
  test(`e-journal and POS reports at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'manager');
    await page.goto('/sales-history');
    await page.getByRole('link', { name: 'E-journal' }).click();
    await expect(page.getByRole('heading', { name: 'E-journal' })).toBeVisible();
    // The demo history's invoices are in it, each with its text as printed.
    await page
      .getByRole('button', { name: /^Show Invoice / })
      .first()
      .click();
    await expect(page.getByTestId('journal-text')).toContainText('SALES INVOICE');
    await expect(page.getByTestId('journal-text')).toContainText('TOTAL AMOUNT DUE');
    await page.getByTestId('journal-text').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/e-journal-${width}.png`, fullPage: width > 400 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling of the page').toBeLessThanOrEqual(0);

    await page.goto('/sales-history');
    await page.getByRole('link', { name: 'POS reports (BIR)' }).click();
    await expect(page.getByRole('heading', { name: 'POS reports' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Discount report (per day)' }).click();
    await expect(page.getByTestId('pos-report')).toContainText('Total');
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'PDF' }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: `test-results/pos-reports-${width}.png`, fullPage: width > 400 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
