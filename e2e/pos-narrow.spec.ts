import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';
import { createProduct, openRegister } from './support/pos.ts';

/**
 * The register on a 360 px phone in Filipino: the payment's and the senior/PWD choice's buttons show
 * all their words (Filipino labels are longer than the English ones), none is cut off.
 */
test.use({ baseURL: DEMO_URL });

const tag = Date.now().toString(36).toUpperCase();

/** Whether a button's label is cut off (its text is wider than the box it is drawn in). */
const clipped = (button: Locator) =>
  button.evaluate((b) => {
    const label = b.querySelector('.mantine-Button-label') ?? b;
    return label.scrollWidth > label.clientWidth + 1;
  });

async function inFilipino(page: Page) {
  const doc = await mySettings(page);
  await restoreMySettings(page, { ...doc, language: 'fil' });
  return doc;
}

test('a 360 px phone in Filipino: "Tapusin ang benta (Enter)" and the senior/PWD choice are not cut off', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await createProduct(page, {
    sku: `E2E-NARROW-${tag}`,
    name: `Vitamin Narrow ${tag}`,
    scPwdEligible: true,
    baseUnit: 'pc',
    priceCentavos: 11_200,
    openingStock: [{ qtyMilli: 50_000 }],
  });
  await openRegister(page, `Narrow ${tag}`);
  const before = await inFilipino(page);
  try {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/pos');
    const search = page.getByRole('combobox', { name: 'I-scan o hanapin ang produkto' });
    await search.fill(`vitamin narrow ${tag}`);
    await expect(page.getByRole('option').first()).toContainText(`Vitamin Narrow ${tag}`);
    await search.press('Enter');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // A 30% promo gives more than the senior/PWD 20%: the cashier is asked to choose.
    await page.getByRole('button', { name: `Diskwento sa Vitamin Narrow ${tag}` }).click();
    await page.getByRole('textbox', { name: '%' }).fill('30');
    await page.getByRole('button', { name: /^(Apply|Ilapat)$/ }).click();
    await page.getByRole('button', { name: 'Senior / PWD' }).click();
    const form = page.getByRole('dialog', { name: 'Diskwento ng senior citizen / PWD' });
    await form.getByText('20% at walang VAT (mga kwalipikadong item)').click();
    await form.getByRole('textbox', { name: 'Pangalan sa ID' }).fill('Lola Basyang');
    await form.getByRole('textbox', { name: 'Numero ng OSCA o PWD ID' }).fill(`OSCA-${tag}`);
    await form.getByRole('button', { name: 'Ilapat' }).click();
    const notice = page.getByTestId('statutory-notice');
    for (const name of ['Panatilihin ang promo', 'Gamitin na lang ang diskwento ng senior/PWD']) {
      const button = notice.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      expect(await clipped(button), name).toBe(false);
    }
    await page.getByRole('button', { name: 'Bayad (F9)' }).click();
    const pay = page.getByRole('dialog', { name: 'Bayad' });
    const complete = pay.getByRole('button', { name: 'Tapusin ang benta (Enter)' });
    await expect(complete).toBeVisible();
    expect(await clipped(complete), 'Tapusin ang benta (Enter)').toBe(false);
  } finally {
    await restoreMySettings(page, before);
  }
});
