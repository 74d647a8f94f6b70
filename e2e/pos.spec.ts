import { mkdirSync, readFileSync } from 'node:fs';
import { readXlsx } from '@fbms/domain/catalog/xlsx';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, freshBarcode, openRegister, stockOf } from './support/pos.ts';

/**
 * The point of sale on the demo store (issue 5): a manager enrolls the browser as a terminal; a cashier
 * sells from the keyboard alone — a sack scanned, kilos from the same feed and a vaccine with its
 * prescription found by search — takes cash, sees the change, prints the invoice (to PDF); a split
 * tender; the stock went down by exactly what was sold.
 */
test.use({ baseURL: DEMO_URL });

const tag = Date.now().toString(36).toUpperCase();
/** A person types slower than a barcode scanner (the register tells them apart by speed). */
const HUMAN = { delay: 60 };

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
    'total',
  ]);
  const invoiceNo = ((await first.getAttribute('aria-label')) ?? '').split(' ').pop();
  const row = sheet.find((r) => r[2] === invoiceNo);
  expect(row, `invoice ${invoiceNo} in the workbook`).toBeDefined();
  expect(Number(row?.[7])).toBeGreaterThan(0);

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

test('a scan the moment the register opens, on a slow machine and network, loses no key', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const barcode = freshBarcode('48');
  await createProduct(page, {
    sku: `E2E-EARLY-${tag}`,
    name: `Early Scan ${tag}`,
    baseUnit: 'pc',
    priceCentavos: 5_000,
    barcodes: [{ barcode }],
    openingStock: [{ qtyMilli: 100_000 }],
  });
  await openRegister(page, `Early ${tag}`);
  const lines = page.getByTestId('cart-line');
  // 4× slower CPU and a 3G network, as in a store's old PC on mobile data.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  // Scanned while the page is still loading, then as soon as the search box shows: both are one item.
  await page.goto('/pos');
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await page.reload();
  await page.getByRole('combobox', { name: 'Scan or search a product' }).waitFor();
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(lines.first().getByLabel(/^Quantity /)).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toHaveValue('');
  await expect(page.getByText('No product has the barcode')).toHaveCount(0);
});

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

test('Enter after "Add another payment" completes the sale', async ({ page }) => {
  await signIn(page, 'manager');
  await createProduct(page, {
    sku: `E2E-ENTER-${tag}`,
    name: `Enter Urea ${tag}`,
    baseUnit: 'kg',
    priceCentavos: 40_000,
    openingStock: [{ qtyMilli: 100_000 }],
  });
  const search = await openRegister(page, `Enter ${tag}`);
  await search.fill(`enter urea ${tag}`);
  await expect(page.getByRole('option').first()).toContainText(`Enter Urea ${tag}`);
  await search.press('Enter');
  await expect(page.getByTestId('pos-total')).toHaveText('₱400.00');
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await page.keyboard.type('100', HUMAN);
  await pay.getByRole('button', { name: 'Add another payment' }).click();
  // The GCash payment just added has the focus: Enter tries to complete the sale, it adds no ₱0 line.
  await expect(pay.getByRole('textbox', { name: 'Amount' })).toBeFocused();
  await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveValue('300.00');
  await page.keyboard.press('Enter');
  await expect(pay.getByRole('alert')).toContainText("Enter the payer's reference number");
  await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveCount(1);
  await pay.getByRole('textbox', { name: "Payer's reference number" }).fill('5012 345 678');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sale recorded' })).toBeVisible();
});

test('a senior/PWD discount that gives nothing says why, and the cashier chooses promo or discount', async ({
  page,
}) => {
  await signIn(page, 'manager');
  for (const body of [
    { sku: `E2E-VIT-${tag}`, name: `Vitamin SC ${tag}`, scPwdEligible: true },
    { sku: `E2E-MASH-${tag}`, name: `Mash SC ${tag}`, bnpcEligible: true },
  ])
    await createProduct(page, {
      ...body,
      baseUnit: 'pc',
      priceCentavos: 11_200,
      openingStock: [{ qtyMilli: 50_000 }],
    });
  const search = await openRegister(page, `Senior ${tag}`);
  for (const name of [`Vitamin SC ${tag}`, `Mash SC ${tag}`]) {
    await search.fill(name.toLowerCase());
    await expect(page.getByRole('option').first()).toContainText(name);
    await search.press('Enter');
  }
  // A 30% promo on the vitamin (₱33.60) gives more than the 20% without VAT (₱32.00).
  await page.getByRole('button', { name: `Discount on Vitamin SC ${tag}` }).click();
  await page.getByRole('textbox', { name: '%' }).fill('30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Senior / PWD' }).click();
  const form = page.getByRole('dialog', { name: 'Senior citizen / PWD discount' });
  await form.getByText('20% and VAT-exempt (eligible items)').click();
  await form.getByRole('textbox', { name: 'Name on the ID' }).fill('Lola Basyang');
  await form.getByRole('textbox', { name: 'OSCA or PWD ID number' }).fill(`OSCA-${tag}`);
  await form.getByRole('button', { name: 'Apply' }).click();
  const notice = page.getByTestId('statutory-notice');
  await expect(notice).toContainText('No item in this cart gets the senior/PWD 20% discount:');
  await expect(notice).toContainText(
    `Vitamin SC ${tag}: its promo (₱33.60 off) gives more than the senior/PWD 20% discount (₱32.00 off)`,
  );
  await expect(notice).toContainText(`Mash SC ${tag}: not marked for the senior/PWD 20% discount`);

  // Paying anyway: the server says what happened, and the cashier keeps the promo.
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await pay.getByRole('button', { name: 'Complete sale (Enter)' }).click();
  await expect(pay.getByRole('alert')).toContainText(
    'The sale was not recorded: no item gets the senior/PWD 20% discount.',
  );
  await pay.getByRole('button', { name: 'Keep the promo' }).click();
  await expect(pay.getByTestId('pay-due')).toHaveText('₱190.40');
  await pay.getByRole('button', { name: 'Complete sale (Enter)' }).click();
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  await expect(receipt).toBeVisible();
  await page.keyboard.press('Enter');

  // The other choice: the senior/PWD discount instead of the promo.
  for (const name of [`Vitamin SC ${tag}`]) {
    await search.fill(name.toLowerCase());
    await expect(page.getByRole('option').first()).toContainText(name);
    await search.press('Enter');
  }
  await page.getByRole('button', { name: `Discount on Vitamin SC ${tag}` }).click();
  await page.getByRole('textbox', { name: '%' }).fill('30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Senior / PWD' }).click();
  await form.getByText('20% and VAT-exempt (eligible items)').click();
  await form.getByRole('textbox', { name: 'Name on the ID' }).fill('Lola Basyang');
  await form.getByRole('textbox', { name: 'OSCA or PWD ID number' }).fill(`OSCA-${tag}`);
  await form.getByRole('button', { name: 'Apply' }).click();
  await notice.getByRole('button', { name: 'Take the senior/PWD discount instead' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('pos-total')).toHaveText('₱80.00');
  await page.keyboard.press('F9');
  await page.keyboard.press('Enter');
  await expect(receipt).toBeVisible();
});
