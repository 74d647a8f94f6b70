import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * Data history (issue 25): an admin changes a product's price, opens the product's History and sees the
 * price before and after, exports the log as CSV, and anonymizes a customer from the privacy tools; at
 * 1366 px light and 360 px dark. The product and the customer are made for the run (the demo store is shared).
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
  test(`a price change seen in its history, the log exported, a customer anonymized, at ${width} px ${colorScheme}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'admin');
    const n = `${width}${String(Date.now()).slice(-6)}`;
    const name = `History Mash ${n}`;
    const made = await page.request.post(`${DEMO_URL}/api/products`, {
      headers: { origin: DEMO_URL },
      data: {
        sku: `DH-${n}`,
        name,
        taxClass: 'vat_exempt',
        vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
        baseUnit: 'kg',
        priceCentavos: 3_200,
        costCentavos: 2_700,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { product } = (await made.json()) as { product: { id: string } };
    const lastName = `Privacy${n}`;
    const cust = await page.request.post(`${DEMO_URL}/api/customers`, {
      headers: { origin: DEMO_URL },
      data: { firstName: 'Pedro', lastName, phone: `0917${n.slice(-7)}`, notes: 'Calls before noon' },
    });
    expect(cust.ok(), await cust.text()).toBe(true);
    const customer = (await cust.json()) as { id: string; customerNo: string };

    // The price changed on the product's page.
    await page.goto('/inventory');
    await page.getByPlaceholder('Search by name, SKU or barcode').fill(`DH-${n}`);
    await page
      .getByRole('button', { name: `Open ${name}` })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: new RegExp(name) });
    await detail.getByRole('button', { name: 'Edit product' }).click();
    const form = detail.getByRole('form', { name: `Edit ${name}` });
    await form.getByRole('textbox', { name: 'Selling price per base unit' }).fill('35');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();

    // Its History: the change, who made it, the price before and after.
    await detail.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/data-history\?.*targetType=product/);
    await expect(page.getByRole('heading', { name: 'Data history', level: 2 })).toBeVisible();
    await expect(page.getByText(`History of Product ${product.id}`)).toBeVisible();
    await expect(page.getByText('Changed a product').first()).toBeVisible();
    await page.getByRole('button', { name: 'Details' }).first().click();
    const changes = page.getByRole('table', { name: 'Changes' });
    const row = changes.getByRole('row').filter({ hasText: 'Price' });
    await expect(row.getByRole('cell').nth(1)).toHaveText('₱32.00');
    await expect(row.getByRole('cell').nth(2)).toHaveText('₱35.00');
    await noSideways(page, "the product's history", width);
    await page.screenshot({ path: `test-results/data-history-${width}-${colorScheme}.png`, fullPage: true });

    // The filtered log as CSV.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText('CSV file (Excel)').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('catalog.product_updated');
    expect(csv).toContain('priceCentavos: 3200 → 3500');
    expect(csv).not.toContain('sales.completed');

    // The privacy tools: anonymize the customer.
    await page.getByRole('tab', { name: 'Privacy tools' }).click();
    const picker = page
      .getByRole('textbox', { name: 'Customer' })
      .or(page.getByLabel('Customer', { exact: true }));
    await picker.first().fill(lastName);
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await page.getByRole('button', { name: 'Anonymize this customer' }).click();
    const confirm = page.getByRole('dialog', { name: `Anonymize ${lastName}, Pedro?` });
    await expect(confirm.getByText(/Sales invoices keep the buyer details/)).toBeVisible();
    await page.screenshot({ path: `test-results/data-history-anonymize-${width}-${colorScheme}.png` });
    await confirm.getByRole('button', { name: 'Anonymize', exact: true }).click();
    await expect(
      page.getByText(`Anonymized customer #${customer.customerNo}: personal data erased.`),
    ).toBeVisible();
    const after = await page.request.get(`${DEMO_URL}/api/customers/${customer.id}`);
    expect(await after.json()).toMatchObject({
      displayName: `Anonymized customer #${customer.customerNo}`,
      phone: null,
      notes: null,
      isActive: false,
    });
    await noSideways(page, 'the privacy tools', width);
  });
