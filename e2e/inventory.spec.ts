import { expect, test } from '@playwright/test';
import { DEMO_URL, moduleMenu, signIn } from './support/demo-store.ts';

/** An 8×8 PNG: a product photo. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQAAAADsdIMmAAAADklEQVR4nGMIZVjFgIQBHpwD/W19h+YAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Inventory on the demo store (issue 4): a manager adds a product with opening stock, finds it by
 * SKU, adjusts its stock and sees the movement; taking out more than is there is refused in the
 * user's words and changes nothing; a cashier may look but not adjust.
 */
test.use({ baseURL: DEMO_URL });

test('a manager adds a product, adjusts its stock and sees the history', async ({ page }) => {
  const sku = `FEED-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'manager');
  await moduleMenu(page).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Inventory', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add product' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add product' });
  await form.getByRole('textbox', { name: 'SKU', exact: true }).fill(sku);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Hog Grower Pellets');
  await form.getByRole('combobox', { name: 'Base unit' }).fill('kg');
  await form.getByRole('textbox', { name: 'Selling price per base unit' }).fill('38.50');
  await form.getByRole('textbox', { name: 'Quantity on hand now' }).fill('100');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByPlaceholder('Search by name, SKU or barcode').fill(sku);
  const row = page.getByRole('button', { name: 'Open Hog Grower Pellets' }).first();
  await expect(row).toBeVisible();
  await row.click();

  const detail = page.getByRole('dialog', { name: /Hog Grower Pellets/ });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Opening stock').first()).toBeVisible();

  // Taking out more than is there is refused, and the count stays.
  await detail.getByRole('button', { name: 'Adjust stock' }).click();
  await detail.getByText('Subtract', { exact: true }).click();
  await detail.getByRole('textbox', { name: 'Quantity', exact: true }).fill('150');
  await detail.getByRole('textbox', { name: 'Reason' }).fill('Damaged sacks');
  await detail.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(detail.getByText(/Lower the quantity/)).toBeVisible();

  await detail.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2.5');
  await detail.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(page.getByText('Stock adjusted')).toBeVisible();
  await expect(detail.getByText('Adjustment (out)').first()).toBeVisible();

  // The server agrees: stock equals the sum of the movements.
  const list = await page.request.get(`${DEMO_URL}/api/products?search=${sku}`);
  const product = ((await list.json()) as { items: { id: string }[] }).items[0];
  expect(product).toBeTruthy();
  const stock = await page.request.get(`${DEMO_URL}/api/products/${product?.id}/stock`);
  expect(stock.ok()).toBe(true);
  expect(JSON.stringify(await stock.json())).toContain('97500');
});

test('a cashier sees the inventory but cannot add or adjust', async ({ page }) => {
  await signIn(page, 'cashier');
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add product' })).toHaveCount(0);
  const refused = await page.request.post(`${DEMO_URL}/api/stock/adjustments`, { data: {} });
  expect(refused.status()).toBe(403);
});

test('a manager edits a product: a sack unit with its barcode, the BNPC flag, then deactivates it', async ({
  page,
}) => {
  const sku = `LAYER-${Date.now().toString(36).toUpperCase()}`;
  const sackCode = `48${Date.now().toString().slice(-11)}`;
  await signIn(page, 'manager');
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add product' });
  await add.getByRole('textbox', { name: 'SKU', exact: true }).fill(sku);
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Layer Mash');
  await add.getByRole('combobox', { name: 'Base unit' }).fill('kg');
  await add.getByRole('textbox', { name: 'Selling price per base unit' }).fill('36');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add).toBeHidden();

  await page.getByPlaceholder('Search by name, SKU or barcode').fill(sku);
  await page.getByRole('button', { name: 'Open Layer Mash' }).first().click();
  const detail = page.getByRole('dialog', { name: /Layer Mash/ });
  // A photo: a text file named .png is refused in the browser; a real PNG is kept and shown.
  const photoInput = detail.locator('input[type=file]');
  await photoInput.setInputFiles({
    name: 'mash.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(detail.getByRole('alert')).toContainText('Choose a PNG, JPEG or WebP image.');
  await photoInput.setInputFiles({ name: 'mash.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(page.getByText('Photo saved')).toBeVisible();
  const photo = detail.getByRole('img', { name: 'Photo of the product' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await detail.getByRole('button', { name: 'Edit product' }).click();
  const form = detail.getByRole('form', { name: 'Edit Layer Mash' });
  await form.getByRole('button', { name: 'Add a unit' }).click();
  await form.getByRole('combobox', { name: 'Unit 1' }).fill('sack');
  await form.getByRole('textbox', { name: 'sack holds' }).fill('50');
  await form.getByRole('textbox', { name: 'Price per sack' }).fill('1750');
  await form.getByRole('textbox', { name: 'Barcode', exact: true }).fill(sackCode);
  await form.getByRole('combobox', { name: 'Sells' }).click();
  await page.getByRole('option', { name: 'sack', exact: true }).click();
  await form.getByRole('checkbox', { name: /BNPC/ }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  await expect(detail.getByText('1 sack = 50 kg')).toBeVisible();

  // The scanner now finds the sack by its code, at the sack's price.
  const scan = await page.request.get(`${DEMO_URL}/api/products/barcode/${sackCode}`);
  expect(scan.ok()).toBe(true);
  expect(await scan.json()).toMatchObject({
    unitCode: 'sack',
    product: {
      sku,
      bnpcEligible: true,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 175_000 }],
    },
  });

  // Deactivated: marked inactive in the detail, and the product stays (it is never deleted by a manager).
  await detail.getByRole('button', { name: 'Edit product' }).click();
  await expect(form.getByRole('button', { name: 'Delete product' })).toHaveCount(0);
  await form.getByRole('switch', { name: /Active/ }).uncheck();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.getByText('Inactive').first()).toBeVisible();
});

test('an admin deletes a product that has no stock history', async ({ page }) => {
  const sku = `DEL-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin');
  const made = await page.request.post(`${DEMO_URL}/api/products`, {
    headers: { origin: DEMO_URL },
    data: { sku, name: 'Mistaken Entry', priceCentavos: 100 },
  });
  expect(made.status()).toBe(201);
  await page.goto(`/inventory?q=${sku}`);
  await page.getByRole('button', { name: 'Open Mistaken Entry' }).first().click();
  const detail = page.getByRole('dialog', { name: /Mistaken Entry/ });
  await detail.getByRole('button', { name: 'Edit product' }).click();
  await detail.getByRole('button', { name: 'Delete product' }).click();
  await detail.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(detail).toBeHidden();
  const gone = await page.request.get(`${DEMO_URL}/api/products?search=${sku}`);
  expect(((await gone.json()) as { total: number }).total).toBe(0);
});
