import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, freshBarcode, HUMAN, openRegister, tag } from './support/pos.ts';

/** The point of sale: a cart held with F8 and resumed; a reload after paying starts an empty cart. */
test.use({ baseURL: DEMO_URL });

test('hold a cart with F8, resume it, pay; a reload after paying starts an empty cart', async ({ page }) => {
  await signIn(page, 'manager');
  const barcode = freshBarcode('47');
  await createProduct(page, {
    sku: `E2E-HOLD-${tag}`,
    name: `Hold Mash ${tag}`,
    baseUnit: 'kg',
    priceCentavos: 3_400,
    units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 160_000 }],
    barcodes: [{ barcode, unitCode: 'sack' }],
    openingStock: [{ qtyMilli: 300_000 }],
  });
  const search = await openRegister(page, `Hold ${tag}`);
  const lines = page.getByTestId('cart-line');
  await search.focus();
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await search.fill(`hold mash ${tag}`);
  await expect(page.getByRole('option').first()).toContainText(`Hold Mash ${tag}`);
  await search.press('Enter');
  await expect(lines).toHaveCount(2);
  await page.keyboard.press('F4');
  await page.keyboard.type('2.5', HUMAN);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-total')).toHaveText('₱1,685.00');

  // F8, a name, Enter: the cart is held and the register is empty for the next customer.
  await page.keyboard.press('F8');
  const hold = page.getByRole('dialog', { name: 'Name this cart' });
  await expect(hold).toBeVisible();
  await page.keyboard.type(`Mang Tonyo ${tag}`, HUMAN);
  await page.keyboard.press('Enter');
  await expect(hold).toBeHidden();
  await expect(page.getByText(`Cart held as "Mang Tonyo ${tag}"`)).toBeVisible();
  await expect(lines).toHaveCount(0);

  // Resumed: the same lines and total.
  await page.getByRole('button', { name: 'Held carts' }).click();
  const drawer = page.getByRole('dialog', { name: 'Held carts' });
  const held = drawer
    .getByText(`Mang Tonyo ${tag}`)
    .locator('xpath=ancestor::div[contains(@class,"Paper")][1]');
  await held.getByRole('button', { name: 'Resume' }).click();
  await expect(drawer).toBeHidden();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('pos-total')).toHaveText('₱1,685.00');

  // Paid; a reload while the receipt shows (or after) does not bring the paid cart back.
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await page.keyboard.type('2000', HUMAN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sale recorded' })).toBeVisible();
  await expect(pay).toBeHidden();
  await page.reload();
  await expect(page.getByText('Scan or search to add the first item.')).toBeVisible();
  await expect(lines).toHaveCount(0);
});
