import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, HUMAN, tag } from './support/pos.ts';

/**
 * A counter's whole day (issue 21), as a manager running a new terminal walks it: open the shift with
 * ₱5,000, sell, take ₱500 to the safe, print an X-reading, take back one item of an older sale (a demo
 * sale of yesterday), void a sale rung up by mistake, close with a blind count ₱10 short, take the
 * day's Z-reading, and keep the X and Z as PDF. The screenshots and PDFs are in test-results/pos-day.
 */
test.use({ baseURL: DEMO_URL });

const SHOTS = 'test-results/pos-day';
const DENOMINATIONS = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 25, 5, 1];
const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const centavosOf = (text: string) => Math.round(Number(text.replace(/[₱,\s]/g, '')) * 100);
const manilaDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

async function sell(page: Page, name: string, qty: string, cash: string) {
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await search.focus();
  await page.keyboard.type(name, HUMAN);
  await expect(page.getByRole('option').first()).toContainText(name, { ignoreCase: true });
  await page.keyboard.press('Enter');
  await page
    .getByRole('textbox', { name: /^Quantity/ })
    .first()
    .fill(qty);
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await page.keyboard.type(cash, HUMAN);
  await page.keyboard.press('Enter');
  await expect(pay).toHaveCount(0);
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  const number = (await receipt
    .getByTestId('invoice-document')
    .getByText(/^No\. \d{8}$/)
    .textContent())!;
  await page.getByRole('button', { name: 'Next sale' }).click();
  return number.slice(4);
}

/** The value printed beside a label on a POS document (PrintedDocument's rows). */
const printed = (doc: Locator, label: string | RegExp) =>
  doc
    .locator('p', { has: doc.page().getByText(label) })
    .locator('span')
    .nth(1);

async function savePdf(page: Page, dialog: Locator, file: string) {
  const href = await dialog.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync(`${SHOTS}/${file}`, bytes);
}

test('a counter day: shift, sales, cash out, X, a return, a void, a short blind count, Z', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  const name = `Day Feed ${tag}`;
  await createProduct(page, {
    sku: `E2E-DAY-${tag}`,
    name,
    baseUnit: 'kg',
    priceCentavos: 5_000,
    openingStock: [{ qtyMilli: 100_000 }],
  });

  // A new terminal asks for a shift before anything else.
  const terminal = `Day ${tag}`;
  await page.goto('/pos');
  await page.getByRole('textbox', { name: 'Terminal name' }).fill(terminal);
  await page.getByRole('button', { name: 'Enroll this browser' }).click();
  await page.getByRole('button', { name: 'Open shift' }).click();
  const open = page.getByRole('dialog', { name: 'Open a shift' });
  await open.getByRole('textbox', { name: 'Opening fund (₱)' }).fill('5000');
  await open.getByRole('textbox', { name: 'Opening fund (₱)' }).press('Enter');
  const bar = page.getByTestId('shift-bar');
  await expect(bar).toContainText('Shift 1');

  // Two cash sales: ₱100.00, and ₱50.00 rung up by mistake.
  await sell(page, name, '2', '100');
  const mistake = await sell(page, name, '1', '50');

  // ₱500.00 to the safe.
  await bar.getByRole('button', { name: 'Cash in / out' }).click();
  const slip = page.getByRole('dialog', { name: 'Cash in / out' });
  await page.keyboard.type('500');
  await slip.getByRole('textbox', { name: 'What it is for' }).fill('To the office safe');
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: /^Slip \d{8} recorded$/ })
    .getByRole('button', { name: 'Done' })
    .click();

  // An X-reading mid-shift: resets nothing.
  await page.getByRole('link', { name: 'Readings' }).click();
  await page.getByRole('button', { name: 'Print X-reading' }).click();
  const x = page.getByRole('dialog', { name: /^X \d{8}$/ });
  const xDoc = x.getByTestId('printed-document');
  await expect(xDoc).toContainText('X-READING');
  await expect(printed(xDoc, 'Opening fund')).toHaveText('₱5,000.00');
  await x.screenshot({ path: `${SHOTS}/x-reading.png` });
  await savePdf(page, x, 'x-reading.pdf');
  await x.getByRole('button', { name: 'Close' }).click();

  // One item back from a sale of yesterday at the demo counter, refunded in cash from this drawer.
  const yesterday = manilaDate(new Date(Date.now() - 86_400_000));
  await page.goto('/sales-history');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(yesterday);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(yesterday);
  // Not one the demo history voided.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await page
    .getByRole('button', { name: /^Open invoice Counter 1 / })
    .first()
    .click();
  const older = page.getByRole('dialog', { name: /^Invoice / });
  await older.getByRole('button', { name: 'Return items' }).click();
  const ret = page.getByRole('dialog', { name: /^Return items of invoice / });
  await ret.getByRole('textbox', { name: 'Quantity to return' }).first().fill('1');
  await ret.getByRole('textbox', { name: 'Reason' }).fill('Wrong feed for the pigs');
  await ret.getByRole('button', { name: 'Record the return' }).click();
  await ret.getByRole('textbox', { name: "Manager's e-mail" }).fill('manager@demo.fbms.ph');
  await ret.getByLabel("Manager's password").fill(DEMO_PASSWORD);
  await ret.getByLabel("Manager's password").press('Enter');
  const returnSlip = page.getByRole('article', { name: /^RETURN \d{8}$/ });
  await expect(returnSlip).toContainText(terminal);
  const refund = centavosOf((await printed(returnSlip, /^Refund \(/).textContent())!);
  await page.screenshot({ path: `${SHOTS}/return-slip.png` });
  await page
    .getByRole('dialog', { name: /^RETURN \d{8}$/ })
    .getByRole('button', { name: 'Done' })
    .click();
  await page.keyboard.press('Escape');

  // The mistaken sale voided the same day, with the manager's password.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('');
  await page.getByRole('button', { name: `Open invoice ${terminal} ${mistake}` }).click();
  const invoice = page.getByRole('dialog', { name: /^Invoice / });
  await invoice.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: /^Void invoice / });
  await voiding.getByRole('textbox', { name: 'Reason' }).fill('Rung up by mistake');
  await voiding.getByRole('textbox', { name: "Manager's e-mail" }).fill('manager@demo.fbms.ph');
  await voiding.getByLabel("Manager's password").fill(DEMO_PASSWORD);
  await voiding.getByRole('button', { name: 'Void the invoice' }).click();
  await expect(page.getByRole('article', { name: /^VOID \d{8}$/ })).toContainText('₱50.00');
  await page.screenshot({ path: `${SHOTS}/void-slip.png` });
  await page
    .getByRole('dialog', { name: /^VOID \d{8}$/ })
    .getByRole('button', { name: 'Done' })
    .click();
  await page.keyboard.press('Escape');

  // Blind count ₱10.00 short: fund + sales − void − refund − cash out − ₱10.00, counted in bills and coins.
  const expected = 500_000 + 10_000 + 5_000 - 5_000 - refund - 50_000;
  let left = expected - 1_000;
  await page.goto('/pos');
  await bar.getByRole('button', { name: 'Close shift' }).click();
  const close = page.getByRole('dialog', { name: 'Close the shift' });
  await expect(close).not.toContainText(peso(expected));
  for (const d of DENOMINATIONS) {
    const n = Math.floor(left / d);
    if (n === 0) continue;
    left -= n * d;
    await close.getByRole('textbox', { name: `How many ${peso(d)}` }).fill(String(n));
  }
  await close.screenshot({ path: `${SHOTS}/blind-count.png` });
  await close.getByRole('button', { name: 'Close shift' }).click();
  const result = page.getByRole('dialog', { name: 'Shift 1 closed' });
  await expect(result.getByTestId('short-over')).toContainText('Short ₱10.00');
  await result.screenshot({ path: `${SHOTS}/shift-closed.png` });
  await result.getByRole('button', { name: 'Done' }).click();

  // The day's Z-reading: its figures, then the business date moves on.
  await page.goto('/pos/readings');
  const today = manilaDate(new Date());
  await page.getByRole('button', { name: `Take Z-reading of ${today}` }).click();
  await page.getByRole('button', { name: 'Take the Z-reading' }).click();
  const z = page.getByRole('dialog', { name: /^Z \d{8}$/ });
  const zDoc = z.getByTestId('printed-document');
  await expect(zDoc).toContainText('Z-READING');
  await expect(zDoc).toContainText(terminal);
  await expect(printed(zDoc, 'Gross sales')).toHaveText('₱150.00');
  await z.screenshot({ path: `${SHOTS}/z-reading.png` });
  await savePdf(page, z, 'z-reading.pdf');
  await z.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /^Take Z-reading of / })).toBeDisabled();
});
