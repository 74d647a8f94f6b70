import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, HUMAN, tag } from './support/pos.ts';

/**
 * Credit at the point of sale (issue 23): a farmer buys on credit — the cashier finds him by phone,
 * charges the sale to his account, and the invoice says CHARGE INVOICE with its due date; a second
 * charge over his credit line needs the manager's e-mail and password in the pay dialog.
 */
test.use({ baseURL: DEMO_URL });

const SHOTS = 'test-results/pos-credit';

/** One journey's product, farmer and phone (each width has its own). */
const names = (width: number) => ({
  bran: `Credit Bran ${tag}${width}`,
  farmer: `Mang Kanor ${tag}${width}`,
  phone: `0917${String(Date.now() + width).slice(-7)}`,
});
type Names = ReturnType<typeof names>;

async function addBags(page: Page, n: Names, count: number) {
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await search.click();
  await page.keyboard.type(n.bran.toLowerCase(), HUMAN);
  await expect(page.getByRole('option').first()).toContainText(n.bran);
  await page.keyboard.press('Enter');
  const qty = page.getByRole('textbox', { name: `Quantity ${n.bran}` });
  await qty.fill(String(count));
  await qty.press('Enter');
}

async function chooseCustomer(page: Page, n: Names) {
  await page.getByRole('button', { name: 'Customer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer on the invoice' });
  await dialog.getByRole('searchbox', { name: 'Find a customer (name or phone)' }).fill(n.phone);
  const found = dialog.getByRole('listitem').filter({ hasText: n.farmer });
  await expect(found).toContainText('Can still charge');
  await page.screenshot({ path: `${SHOTS}-picker-${page.viewportSize()!.width}.png` });
  await found.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: n.farmer })).toBeVisible();
}

async function chargeIt(page: Page, n: Names) {
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await expect(pay).toBeVisible();
  await pay.getByRole('combobox', { name: 'Paid by' }).first().click();
  await page.getByRole('option', { name: 'Charge to account' }).click();
  await expect(
    pay.getByText(`Charge to ${n.farmer}’s account: can still charge`, { exact: false }),
  ).toBeVisible();
  return pay;
}

for (const width of [1366, 360]) {
  test(`a farmer buys on credit, then a charge over his line needs the manager (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });
    await page.addInitScript(() => {
      window.print = () => {};
    });
    const n = names(width);
    await signIn(page, 'manager');
    {
      await createProduct(page, {
        sku: `E2E-CRB-${tag}-${width}`,
        name: n.bran,
        taxClass: 'vat_exempt',
        vatExemptBasis: 'NIRC Sec. 109(1)(A): feed',
        baseUnit: 'bag',
        priceCentavos: 100_000,
        openingStock: [{ qtyMilli: 100_000 }],
      });
      const res = await page.request.post(`${DEMO_URL}/api/customers`, {
        data: {
          kind: 'business',
          businessName: n.farmer,
          phone: n.phone,
          address: 'Brgy. Malabanan, Balayan, Batangas',
          creditLimitCentavos: 300_000,
          creditTermsDays: 30,
        },
        headers: { origin: DEMO_URL },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.request.post(`${DEMO_URL}/api/auth/sign-out`, { headers: { origin: DEMO_URL }, data: {} });
    await signIn(page, 'cashier');
    await page.goto('/pos');
    await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible();

    // 1. One bag on credit: within the line.
    await addBags(page, n, 1);
    await chooseCustomer(page, n);
    const pay = await chargeIt(page, n);
    await page.screenshot({ path: `${SHOTS}-pay-${width}.png` });
    await pay.getByRole('button', { name: 'Complete sale (Enter)' }).click();
    const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
    const doc = receipt.getByTestId('invoice-document');
    await expect(doc).toContainText('CHARGE INVOICE');
    await expect(doc).toContainText(n.farmer);
    await expect(doc).toContainText('Brgy. Malabanan, Balayan, Batangas');
    await expect(doc).toContainText(/Due date:\s*\d{4}-\d{2}-\d{2}/);
    await expect(doc).toContainText('Charge to account');
    await page.screenshot({ path: `${SHOTS}-invoice-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();

    // 2. Three bags more: over the ₱3,000 line, so the manager approves in the pay dialog.
    await addBags(page, n, 3);
    await chooseCustomer(page, n);
    const again = await chargeIt(page, n);
    await expect(again.getByText('Above the available credit: a manager must approve.')).toBeVisible();
    await again.getByRole('button', { name: 'Complete sale (Enter)' }).click();
    await expect(again.getByText(/the charge is above the customer’s credit limit/)).toBeVisible();
    await again.getByRole('textbox', { name: "Manager's e-mail" }).fill('manager@demo.fbms.ph');
    await again.getByRole('textbox', { name: 'Password' }).fill('Demo#2026pos');
    await page.screenshot({ path: `${SHOTS}-approval-${width}.png` });
    await again.getByRole('button', { name: 'Approve' }).click();
    await expect(receipt.getByTestId('invoice-document')).toContainText('CHARGE INVOICE');
    await page.keyboard.press('Escape');
  });
}
