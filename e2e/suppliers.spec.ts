import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * A manager adds a supplier (a wrong phone is named at its field), links a product it supplies, finds it
 * by its phone typed another way, and imports suppliers from a CSV file (a bad row named, then the fixed
 * file goes in); at 1366 px light and 360 px dark, and the supplier page in Filipino.
 */
test.use({ baseURL: DEMO_URL });

const noSideways = async (page: Page, what: string, width: number) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} is wider than ${width} px`).toBeLessThanOrEqual(0);
};

for (const [width, colorScheme] of [
  [1366, 'light'],
  [360, 'dark'],
] as const)
  test(`a supplier added, a product linked, found by phone, suppliers imported, at ${width} px ${colorScheme}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'manager');
    await page.goto('/suppliers');
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Open AgriGrow Fertilizer & Chemicals Inc.' }),
    ).toBeVisible();
    await noSideways(page, 'the supplier list', width);
    await page.screenshot({
      path: `test-results/suppliers-list-${width}-${colorScheme}.png`,
      fullPage: true,
    });

    // Unique per run and width: the demo store is shared by the tests.
    const n = String(Date.now()).slice(-7);
    const name = `Rosario Agri Trading ${width}-${n.slice(-4)}`;
    const phone = `${width === 360 ? '0918' : '0919'}${n}`;
    await page.getByRole('button', { name: 'New supplier' }).click();
    const drawer = page.getByRole('dialog', { name: 'New supplier' });
    await drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
    await drawer.getByLabel('Contact person').fill('Nestor Ilagan');
    await drawer.getByLabel('Mobile or landline').fill('0917 12');
    await drawer.getByLabel('TIN').fill('288-114-507-000');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Enter a mobile or landline number: +63 or 0 and 10 digits')).toBeVisible();
    await page.screenshot({ path: `test-results/suppliers-form-${width}-${colorScheme}.png` });
    await drawer.getByLabel('Mobile or landline').fill(phone);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    // The products it supplies: link one with the supplier's item code.
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByText('No products linked yet.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Product' }).fill('Urea');
    await page
      .getByRole('option', { name: /Urea 46-0-0/ })
      .first()
      .click();
    await page.getByLabel('Their item code').fill('RAT-UREA50');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Unlink .*Urea 46-0-0/ })).toBeVisible();
    await expect(page.getByText(/RAT-UREA50/).first()).toBeAttached();
    await noSideways(page, 'the supplier page', width);
    await page.screenshot({
      path: `test-results/suppliers-products-${width}-${colorScheme}.png`,
      fullPage: true,
    });
    await page.getByRole('tab', { name: 'Payables' }).click();
    await expect(page.getByTestId('supplier-balance')).toHaveText('₱0.00');

    // Found by its phone typed another way.
    await page.goto('/suppliers');
    const spaced = `+63 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    await page.getByLabel('Search', { exact: true }).fill(spaced);
    await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible();
    await expect(page.getByText('1 supplier', { exact: true })).toBeVisible();

    // Import: a bad row is named by row and column; the fixed file goes in, all rows.
    await page.getByLabel('Search', { exact: true }).fill('');
    const file = (vat: string) => ({
      name: 'suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Name,Contact person,VAT-registered,Terms (days)\r\nImported Feeds ${width}-${n},Ana Reyes,Yes,30\r\nImported Seeds ${width}-${n},,${vat},15\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const imp = page.getByRole('dialog', { name: 'Import suppliers' });
    await imp.locator('input[type=file]').setInputFiles(file('maybe'));
    await expect(imp.getByText('1 problem: nothing will be imported')).toBeVisible();
    await expect(imp.getByRole('cell', { name: 'VAT-registered' })).toBeVisible();
    await page.screenshot({ path: `test-results/suppliers-import-${width}-${colorScheme}.png` });
    await imp.locator('input[type=file]').setInputFiles(file('No'));
    await imp.getByRole('button', { name: 'Import 2 suppliers' }).click();
    await expect(imp).toBeHidden();
    await page.getByLabel('Search', { exact: true }).fill(`Imported Seeds ${width}-${n}`);
    await expect(page.getByRole('button', { name: `Open Imported Seeds ${width}-${n}` })).toBeVisible();
    await expect(page.getByText('Non-VAT').first()).toBeVisible();
  });

test('the supplier page in Filipino at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'manager');
  const before = await mySettings(page);
  await restoreMySettings(page, { ...before, language: 'fil' });
  try {
    await page.goto('/suppliers');
    await expect(page.getByRole('heading', { name: 'Mga Supplier', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Buksan si VetLine Animal Health Distributors Inc.' }).click();
    await expect(page.getByRole('tab', { name: 'Detalye' })).toBeVisible();
    await page.getByRole('tab', { name: 'Produkto' }).click();
    await expect(page.getByText('Kanilang item code').first()).toBeVisible();
    await noSideways(page, 'the supplier page in Filipino', 360);
    await page.screenshot({ path: 'test-results/suppliers-page-360-fil.png', fullPage: true });
    await page.getByRole('tab', { name: 'Utang' }).click();
    await expect(page.getByText('Hindi pa dapat bayaran')).toBeVisible();
    await page.screenshot({ path: 'test-results/suppliers-payables-360-fil.png', fullPage: true });
  } finally {
    await restoreMySettings(page, before);
  }
});
