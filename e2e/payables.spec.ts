import { expect, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * The accountant pays a supplier's bill with expanded withholding (WC158, 1% of the bill before VAT):
 * the bill leaves the open list, the payment is numbered SP-YYYYMM-NNNN with its voucher PDF, and the
 * quarter's 2307 figures show the income payment and the tax withheld. Screens at 1366 and 360 px, light
 * and dark, English and Filipino. The open bills are the demo's deliveries (the receiving seeder's).
 */
test.use({ baseURL: DEMO_URL });

type Bill = {
  id: string;
  supplierId: string;
  supplierName: string;
  kind: string;
  reference: string;
  amountCentavos: number;
  inputVatCentavos: number;
  openCentavos: number;
};

test('pay a bill with withholding; it leaves the open list and the 2307 shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'accountant');
  const open = await page.request.get('/api/purchases/payables/bills');
  expect(open.status()).toBe(200);
  const bills = ((await open.json()) as { items: Bill[] }).items;
  // A bill nothing has been paid on yet, so its withholding base is the whole amount before VAT.
  const bill = bills.find((b) => b.kind === 'bill' && b.openCentavos === b.amountCentavos);
  expect(bill, 'the demo has an unpaid supplier bill (the receiving seeder writes them)').toBeTruthy();
  const b = bill!;
  const base = b.amountCentavos - b.inputVatCentavos;
  const withheld = Math.round(base / 100);
  const cash = b.amountCentavos - withheld;
  const peso = (c: number) => `₱${(c / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;

  await page.goto('/purchases/payables');
  await expect(page.getByRole('heading', { name: 'Payables', level: 2 })).toBeVisible();
  await page.screenshot({ path: 'test-results/payables-open-1366.png', fullPage: true });
  await page.getByRole('checkbox', { name: `Choose ${b.reference}` }).check();
  await page.getByRole('button', { name: 'Pay 1 chosen' }).click();
  const dialog = page.getByRole('dialog', { name: `Pay ${b.supplierName}` });
  await dialog.getByLabel('Withholding code (ATC)').click();
  await page.getByRole('option', { name: 'WC158 · 1%' }).click();
  await expect(dialog.getByTestId('pay-settles')).toContainText(`withheld ${peso(withheld)}`);
  await expect(dialog.getByLabel('Cash paid (₱)')).toHaveValue((cash / 100).toFixed(2));
  await page.screenshot({ path: 'test-results/payables-pay-1366.png' });
  await dialog.getByRole('button', { name: `Pay ${peso(cash)}` }).click();
  const done = dialog.getByText(/^Payment SP-\d{6}-\d{4} recorded$/);
  await expect(done).toBeVisible();
  const paymentNo = (await done.textContent())!.match(/SP-\d{6}-\d{4}/)![0];
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('checkbox', { name: `Choose ${b.reference}` })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Payments' }).click();
  const voucher = page.getByRole('link', { name: `Payment voucher PDF ${paymentNo}` });
  await expect(voucher).toBeVisible();
  const list = await page.request.get('/api/purchases/payables/payments');
  const p = ((await list.json()) as { items: { id: string; paymentNo: string }[] }).items.find(
    (x) => x.paymentNo === paymentNo,
  )!;
  const pdf = await page.request.get(`/api/purchases/payables/payments/${p.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).toString('latin1').startsWith('%PDF-')).toBe(true);

  await page.getByRole('tab', { name: 'Ageing' }).click();
  await expect(page.getByTestId('payables-ageing-total')).toContainText('₱');
  await page.screenshot({ path: 'test-results/payables-ageing-1366.png', fullPage: true });
  await page.getByRole('tab', { name: 'Due this week' }).click();
  await page.screenshot({ path: 'test-results/payables-due-1366.png', fullPage: true });

  await page.getByRole('tab', { name: '2307' }).click();
  await page.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: b.supplierName, exact: true }).click();
  const form = page.getByTestId('form-2307');
  await expect(form).toContainText('WC158');
  await expect(
    page.getByText(new RegExp(`${paymentNo} · .* · WC158 · ${peso(base).replace(/[.$]/g, '\\$&')}`)),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/payables-2307-1366.png', fullPage: true });
  const printable = await page.getByRole('link', { name: 'Printable PDF' }).getAttribute('href');
  const pdf2307 = await page.request.get(printable!);
  expect(pdf2307.headers()['content-type']).toBe('application/pdf');

  // Dark and Filipino at 360 px: no sideways scrolling.
  await page.emulateMedia({ colorScheme: 'dark' });
  const before = await mySettings(page);
  await restoreMySettings(page, { ...before, language: 'fil' });
  try {
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/purchases/payables');
      await expect(page.getByRole('heading', { name: 'Mga babayaran', level: 2 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await page.screenshot({ path: `test-results/payables-open-${width}-dark-fil.png`, fullPage: true });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `payables is wider than ${width} px`,
      ).toBeLessThanOrEqual(0);
    }
    await page.getByRole('tab', { name: 'Mga bayad' }).click();
    await expect(page.getByRole('link', { name: `PDF ng payment voucher ${paymentNo}` })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: 'test-results/payables-payments-360-dark-fil.png', fullPage: true });
  } finally {
    await restoreMySettings(page, before);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/purchases/payables');
  await expect(page.getByRole('heading', { name: 'Payables', level: 2 })).toBeVisible();
  await page.screenshot({ path: 'test-results/payables-open-360.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
