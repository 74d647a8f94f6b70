import { expect, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * A manager turns a supplier's reorder suggestions into a purchase order, keeps one line, submits it,
 * approves it and downloads its PDF; at 1366 px light and 360 px dark, then the list in Filipino.
 * (Needs a demo supplier linked to products: the suppliers module's demo seeder.)
 */
test.use({ baseURL: DEMO_URL });

for (const [width, colorScheme] of [
  [1366, 'light'],
  [360, 'dark'],
] as const)
  test(`reorder suggestions → PO → submit → approve → PDF at ${width} px, ${colorScheme}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
      baseURL: DEMO_URL,
    });
    const page = await context.newPage();
    await signIn(page, 'manager');
    await page.goto('/purchases');
    await expect(page.getByRole('heading', { name: 'Purchase orders', level: 2 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.screenshot({
      path: `test-results/purchase-orders-list-${width}-${colorScheme}.png`,
      fullPage: true,
    });

    await page.getByRole('tab', { name: 'Reorder suggestions' }).click();
    const create = page.getByRole('button', { name: /^Create a purchase order for / }).first();
    await expect(create).toBeVisible();
    await page.screenshot({ path: `test-results/purchase-orders-reorder-${width}-${colorScheme}.png` });
    await create.click();

    await expect(page.getByRole('heading', { name: 'New purchase order' })).toBeVisible();
    const lines = page.getByTestId('po-line');
    await expect(lines.first()).toBeVisible();
    // Keep one line, two of its unit.
    while ((await lines.count()) > 1)
      await lines
        .last()
        .getByRole('button', { name: /^Remove / })
        .click();
    await lines.first().getByLabel('Quantity').fill('2');
    await expect(page.getByTestId('po-total')).toContainText('₱');
    await page.screenshot({
      path: `test-results/purchase-orders-form-${width}-${colorScheme}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Save draft' }).click();

    const heading = page.getByRole('heading', { name: /^PO-\d{6}-\d{4}$/, level: 2 });
    await expect(heading).toBeVisible();
    const poNo = (await heading.textContent())!;
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeHidden();
    await page.screenshot({
      path: `test-results/purchase-orders-page-${width}-${colorScheme}.png`,
      fullPage: true,
    });

    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain(`${poNo}.pdf`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // In the list, approved.
    await page.goto('/purchases');
    await page.getByLabel('Search', { exact: true }).fill(poNo);
    await expect(page.getByRole('button', { name: `Open ${poNo}` })).toBeVisible();
    await context.close();
  });

test('the purchase orders in Filipino', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'accountant');
  const original = await mySettings(page);
  try {
    await restoreMySettings(page, { ...original, language: 'fil' });
    await page.goto('/purchases');
    await expect(page.getByRole('heading', { name: 'Mga purchase order', level: 2 })).toBeVisible();
    // The accountant sees the orders, not the button to make one.
    await expect(page.getByRole('button', { name: 'Bagong purchase order' })).toBeHidden();
    await page.getByRole('tab', { name: 'Mungkahing i-order' }).click();
    await page.screenshot({ path: 'test-results/purchase-orders-fil-360.png', fullPage: true });
  } finally {
    await restoreMySettings(page, original);
  }
});
