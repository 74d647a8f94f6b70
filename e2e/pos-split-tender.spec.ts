import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, openRegister, tag } from './support/pos.ts';

/** The point of sale: a chosen lot, then a split tender (GCash with the store QR code, the rest in cash). */
test.use({ baseURL: DEMO_URL });

/** A real 8×8 PNG (black and white squares): the server reads the type from these bytes. */
const QR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQAAAADsdIMmAAAADklEQVR4nGMIZVjFgIQBHpwD/W19h+YAAAAASUVORK5CYII=',
  'base64',
);

test('a chosen lot, then a split tender: GCash with the store QR code and its reference, the rest in cash', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The admin uploads the store's QR code; the POS shows it with the amount.
  await page.goto('/settings/system?section=integrations');
  // The business tab may still be leaving (its logo field has a file input too): take the QR code's.
  await page
    .getByRole('form', { name: 'Integrations' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: QR_PNG });
  await expect(page.getByText('QR code saved')).toBeVisible();
  await expect(page.getByRole('img', { name: "Store's payment QR code" })).toBeVisible();
  await createProduct(page, {
    sku: `E2E-UREA-${tag}`,
    name: `Urea Split ${tag}`,
    taxClass: 'vat_exempt',
    vatExemptBasis: 'NIRC Sec. 109(1)(A): fertilizer',
    baseUnit: 'kg',
    priceCentavos: 3_000,
    openingStock: [{ qtyMilli: 100_000 }],
  });
  await createProduct(page, {
    sku: `E2E-DEW-${tag}`,
    name: `Dewormer Split ${tag}`,
    baseUnit: 'bottle',
    priceCentavos: 10_000,
    isLotTracked: true,
    openingStock: [
      { qtyMilli: 5_000, lot: { batchNumber: `DW1-${tag}`, expiryDate: '2099-01-31' } },
      { qtyMilli: 5_000, lot: { batchNumber: `DW2-${tag}`, expiryDate: '2099-12-31' } },
    ],
  });
  const search = await openRegister(page, `Split ${tag}`);
  await search.fill(`urea split ${tag}`);
  await expect(page.getByRole('option').first()).toContainText(`Urea Split ${tag}`);
  await search.press('Enter');
  await page.getByRole('textbox', { name: `Quantity Urea Split ${tag}` }).fill('10');
  await page.getByRole('textbox', { name: `Quantity Urea Split ${tag}` }).press('Enter');
  await expect(page.getByTestId('pos-total')).toHaveText('₱300.00');
  // A lot-tracked dewormer: first to expire unless the cashier picks the customer's batch.
  await search.fill(`dewormer split ${tag}`);
  await expect(page.getByRole('option').first()).toContainText(`Dewormer Split ${tag}`);
  await search.press('Enter');
  const lot = page.getByRole('button', { name: `Choose the lot of Dewormer Split ${tag}` });
  await expect(lot).toHaveText('Lot: first to expire');
  await lot.click();
  await page.getByRole('menuitem', { name: `DW2-${tag} · expires 2099-12-31 · 5 bottle` }).click();
  await expect(lot).toHaveText(`Lot DW2-${tag}`);
  await expect(page.getByTestId('pos-total')).toHaveText('₱400.00');
  await page.getByRole('button', { name: 'Pay (F9)' }).click();
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await pay.getByRole('textbox', { name: 'Cash received' }).fill('100');
  await pay.getByRole('button', { name: 'Add another payment' }).click();
  await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveValue('300.00');
  const qr = pay.getByRole('img', { name: 'Store QR code to pay ₱300.00' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await pay.getByRole('button', { name: 'Complete sale (Enter)' }).click();
  await expect(pay.getByRole('alert')).toContainText("Enter the payer's reference number");
  await pay.getByRole('textbox', { name: "Payer's reference number" }).fill('5012 345 678');
  await pay.getByRole('button', { name: 'Complete sale (Enter)' }).click();
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  await expect(receipt.getByTestId('invoice-document')).toContainText('GCash');
  await expect(receipt.getByTestId('invoice-document')).toContainText('5012 345 678');
  await expect(receipt.getByTestId('invoice-document')).toContainText(`DW2-${tag}`);
  await expect(receipt.getByTestId('invoice-document')).not.toContainText(`DW1-${tag}`);
  await expect(receipt.getByTestId('receipt-change')).toHaveText('₱0.00');
});
