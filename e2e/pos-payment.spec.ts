import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, HUMAN, openRegister, tag } from './support/pos.ts';

/** The point of sale's payment: Enter after "Add another payment", and a senior/PWD discount that gives nothing. */
test.use({ baseURL: DEMO_URL });

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
  // The cash field takes the keys once the dialog has opened on it (as a cashier sees it open).
  await expect(pay.getByRole('textbox', { name: 'Cash received' })).toBeFocused();
  await page.keyboard.type('100', HUMAN);
  await expect(pay.getByRole('textbox', { name: 'Cash received' })).toHaveValue('100');
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
