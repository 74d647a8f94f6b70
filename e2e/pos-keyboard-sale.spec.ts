import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, freshBarcode, HUMAN, openShiftIfNone, stockOf, tag } from './support/pos.ts';

/**
 * The point of sale on the demo store (issue 5): a manager enrolls the browser as a terminal; a cashier
 * sells from the keyboard alone — a sack scanned, kilos from the same feed and a vaccine with its
 * prescription found by search — takes cash, sees the change, prints the invoice (to PDF); the stock
 * went down by exactly what was sold.
 */
test.use({ baseURL: DEMO_URL });

test('enroll a terminal, then a keyboard-only cash sale of a sack, kilos and a prescription vaccine', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page, 'manager');
  const barcode = freshBarcode('48');
  const feed = await createProduct(page, {
    sku: `E2E-FEED-${tag}`,
    name: `Layer Mash ${tag}`,
    baseUnit: 'kg',
    priceCentavos: 3_400,
    bnpcEligible: true,
    units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 160_000 }],
    barcodes: [{ barcode, unitCode: 'sack' }],
    openingStock: [{ qtyMilli: 300_000 }],
  });
  const vaccine = await createProduct(page, {
    sku: `E2E-VAC-${tag}`,
    name: `Rabies Vaccine ${tag}`,
    baseUnit: 'dose',
    priceCentavos: 25_000,
    isLotTracked: true,
    isRxVetDrug: true,
    registrationNumber: 'BAI-VR-1234',
    openingStock: [{ qtyMilli: 10_000, lot: { batchNumber: `RV-${tag}`, expiryDate: '2099-06-30' } }],
  });

  // Enroll this browser.
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Make this browser a POS terminal' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Terminal name' }).fill(`Counter ${tag}`);
  await page.getByRole('textbox', { name: 'Machine identification number (MIN)' }).fill('260112345678901');
  await page.getByRole('textbox', { name: 'PTU / AC number' }).fill('FP012026-025-0000001');
  await page.getByRole('button', { name: 'Enroll this browser' }).click();
  // A new terminal sells in a shift: the manager opens one with the drawer's fund.
  await openShiftIfNone(page);
  await expect(page.getByText(`Counter ${tag} · Main store`)).toBeVisible();

  // The cashier signs in on this terminal.
  await page.request.post(`${DEMO_URL}/api/auth/sign-out`, { headers: { origin: DEMO_URL }, data: {} });
  await page.context().clearCookies({ name: 'fbms_session' });
  await signIn(page, 'cashier');
  await page.goto('/pos');
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await expect(search).toBeFocused();

  // 1. A scanner types the sack's barcode fast and presses Enter.
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByLabel(/^Unit /)).toHaveValue('sack');

  // 2. Kilos of the same feed, found by name; F4 sets the quantity of the last line.
  await search.focus();
  await page.keyboard.type(`layer mash ${tag}`, HUMAN);
  await expect(page.getByRole('option').first()).toContainText(`Layer Mash ${tag}`);
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(2);
  await page.keyboard.press('F4');
  await page.keyboard.type('2.5', HUMAN);
  await page.keyboard.press('Enter');

  // 3. The vaccine asks for the prescription first.
  await page.keyboard.press('F2');
  await page.keyboard.type(`rabies vaccine ${tag}`, HUMAN);
  await expect(page.getByRole('option').first()).toContainText(`Rabies Vaccine ${tag}`);
  await page.keyboard.press('Enter');
  const rx = page.getByRole('dialog', { name: `Prescription for Rabies Vaccine ${tag}` });
  await expect(rx).toBeVisible();
  await page.keyboard.type('Dr. Ana Reyes', HUMAN);
  await page.keyboard.press('Tab');
  await page.keyboard.type('0098765', HUMAN);
  await page.keyboard.press('Tab');
  await page.keyboard.type('RX-2026-001', HUMAN);
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(3);
  // ₱1,600 + 2.5 × ₱34 + ₱250 = ₱1,935.
  await expect(page.getByTestId('pos-total')).toHaveText('₱1,935.00');

  // Pay ₱2,000 cash: F9, type, Enter.
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await expect(pay.getByTestId('pay-due')).toHaveText('₱1,935.00');
  await page.keyboard.type('2000', HUMAN);
  await expect(pay.getByTestId('pay-change')).toHaveText('₱65.00');
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  await expect(receipt.getByTestId('receipt-change')).toHaveText('₱65.00');
  const invoice = receipt.getByTestId('invoice-document');
  await expect(invoice).toContainText('SALES INVOICE');
  await expect(invoice).toContainText('Dr. Ana Reyes');
  await expect(invoice).toContainText(`RV-${tag}`);
  await expect(invoice).toContainText('BAI-VR-1234');

  // Print on 80 mm paper: the invoice alone is printed (checked as a PDF).
  await receipt.getByRole('button', { name: 'Print 80 mm' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  mkdirSync('test-results', { recursive: true });
  const pdf = await page.pdf({
    path: `test-results/invoice-80mm-${tag}.pdf`,
    width: '80mm',
    printBackground: true,
  });
  expect(pdf.byteLength).toBeGreaterThan(5_000);
  await expect(page.locator('#root')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Enter: the next sale, an empty cart.
  await page.keyboard.press('Enter');
  await expect(receipt).toBeHidden();
  await expect(lines).toHaveCount(0);
  expect(await stockOf(page, feed)).toBe(300_000 - 50_000 - 2_500);
  expect(await stockOf(page, vaccine)).toBe(9_000);
});
