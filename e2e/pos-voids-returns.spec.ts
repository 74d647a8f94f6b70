import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, signIn } from './support/demo-store.ts';
import { HUMAN } from './support/pos.ts';

/** Voids and returns from Sales History at the demo counter: a return with a manager's approval, a void. */
test.use({ baseURL: DEMO_URL });

const SHOTS = 'test-results/voids-returns';

/** One sack of urea sold at the register, paid in cash: an invoice of today's business date. */
async function sellOne(page: Page) {
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await search.click();
  await page.keyboard.type('atlas urea', HUMAN);
  await expect(page.getByRole('option').first()).toContainText('Atlas Urea 46-0-0 Prilled');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.keyboard.press('F9');
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
  await page.keyboard.type('5000', HUMAN);
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  await expect(receipt.getByTestId('invoice-document')).toContainText('SALES INVOICE');
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
}

async function openInvoice(page: Page, index: number) {
  await page
    .getByRole('button', { name: /^Open invoice / })
    .nth(index)
    .click();
  const drawer = page.getByRole('dialog', { name: /^Invoice / });
  await expect(drawer.getByTestId('invoice-document')).toBeVisible();
  return drawer;
}

for (const width of [1366, 360]) {
  test(`returns an item and voids an invoice at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await signIn(page, 'cashier');
    // The demo counter's cookie comes with the register; its shift is open today.
    await page.goto('/pos');
    await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toBeVisible();
    // Two invoices of today (the demo's newest may be of a day whose Z-reading closed it, after midnight):
    // the first to take an item back from, the second to void.
    await sellOne(page);
    await sellOne(page);
    await page.goto('/sales-history');
    await expect(page.getByRole('heading', { name: 'Sales History' })).toBeVisible();

    let drawer = await openInvoice(page, 1);
    await drawer.getByRole('button', { name: 'Return items' }).click();
    const ret = page.getByRole('dialog', { name: /^Return items of invoice / });
    // Whatever the newest invoices sold (a sack, or half a kilo loose): the first line, all that can come back.
    const left = await ret
      .getByText(/ can come back$/)
      .first()
      .textContent();
    const all = /^([\d.,]+) /.exec(left ?? '')?.[1];
    expect(all, `"${left}" names a quantity`).toBeTruthy();
    await ret.getByRole('textbox', { name: 'Quantity to return' }).first().fill(all!.replace(/,/g, ''));
    await ret.getByRole('textbox', { name: 'Reason' }).fill('Torn sack');
    await page.screenshot({ path: `${SHOTS}/return-${width}.png`, fullPage: false });
    await ret.getByRole('button', { name: 'Record the return' }).click();
    await expect(ret.getByRole('alert')).toContainText("A return needs a manager's e-mail and password.");
    await ret.getByRole('textbox', { name: "Manager's e-mail" }).fill('manager@demo.fbms.ph');
    await ret.getByLabel("Manager's password").fill(DEMO_PASSWORD);
    await ret.getByLabel("Manager's password").press('Enter');
    const slip = page.getByRole('article', { name: /^RETURN \d{8}$/ });
    await expect(slip).toContainText('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX');
    await page.screenshot({ path: `${SHOTS}/return-slip-${width}.png` });
    const slipDialog = page.getByRole('dialog', { name: /^RETURN \d{8}$/ });
    await slipDialog.getByRole('button', { name: 'Print 80 mm' }).click();
    await expect(page.getByTestId('document-print')).toBeAttached();
    await slipDialog.getByRole('button', { name: 'Done' }).click();
    await expect(drawer.getByText(/^RETURN \d{8}$/)).toBeVisible();
    await page.keyboard.press('Escape');

    drawer = await openInvoice(page, 0);
    const dlg = page.getByRole('dialog', { name: /^Void invoice / });
    // The drawer's sale is read again after the return above; a click while it re-renders is lost.
    await expect(async () => {
      await drawer.getByRole('button', { name: 'Void' }).click();
      await expect(dlg).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await dlg.getByRole('textbox', { name: 'Reason' }).fill('Rung up twice');
    await dlg.getByRole('textbox', { name: "Manager's e-mail" }).fill('manager@demo.fbms.ph');
    await dlg.getByLabel("Manager's password").fill(DEMO_PASSWORD);
    await page.screenshot({ path: `${SHOTS}/void-${width}.png` });
    await dlg.getByRole('button', { name: 'Void the invoice' }).click();
    await expect(page.getByRole('article', { name: /^VOID \d{8}$/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/void-slip-${width}.png` });
    await page
      .getByRole('dialog', { name: /^VOID \d{8}$/ })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(drawer.getByText(/^Voided by VOID \d{8}$/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/voided-${width}.png` });
  });
}
