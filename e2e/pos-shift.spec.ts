import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, HUMAN, tag } from './support/pos.ts';

/**
 * A shift at a new terminal (issue 21): the register asks for a shift first; the manager opens one from a
 * counted fund, sells, takes cash out to the safe, and closes with a blind count that comes out short.
 */
test.use({ baseURL: DEMO_URL });

const SHOTS = 'test-results/pos-shift';

test('open a shift from a count, sell, cash out, close with a blind count that is short', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'manager');
  await createProduct(page, {
    sku: `E2E-SHIFT-${tag}`,
    name: `Shift Feed ${tag}`,
    baseUnit: 'kg',
    priceCentavos: 5_000,
    openingStock: [{ qtyMilli: 100_000 }],
  });
  await page.goto('/pos');
  await page.getByRole('textbox', { name: 'Terminal name' }).fill(`Shift ${tag}`);
  await page.getByRole('button', { name: 'Enroll this browser' }).click();

  // No shift: the register is not there, the way to open one is.
  await expect(page.getByRole('heading', { name: 'Open a shift to start selling' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/no-shift-1366.png` });
  await page.getByRole('button', { name: 'Open shift' }).click();
  const open = page.getByRole('dialog', { name: 'Open a shift' });
  await open.getByRole('checkbox', { name: 'Count by bills and coins' }).check();
  await open.getByRole('textbox', { name: 'How many ₱1,000.00' }).fill('1');
  await open.getByRole('textbox', { name: 'How many ₱100.00' }).fill('10');
  await expect(open.getByTestId('count-total')).toHaveText('₱2,000.00');
  await open.getByRole('textbox', { name: 'How many ₱100.00' }).press('Enter');
  const bar = page.getByTestId('shift-bar');
  await expect(bar).toContainText('Shift 1');
  await expect(bar).toContainText('Marco Reyes');

  // A ₱100.00 cash sale.
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await search.focus();
  await page.keyboard.type(`shift feed ${tag}`, HUMAN);
  await expect(page.getByRole('option').first()).toContainText(`Shift Feed ${tag}`);
  await page.keyboard.press('Enter');
  await page
    .getByRole('textbox', { name: /^Quantity/ })
    .first()
    .fill('2');
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await page.keyboard.type('100', HUMAN);
  await page.keyboard.press('Enter');
  await expect(pay).toHaveCount(0);
  await page.getByRole('button', { name: 'Next sale' }).click();
  await page.screenshot({ path: `${SHOTS}/register-1366.png` });

  // ₱500.00 to the safe (under the store's ₱5,000 limit: no approval).
  await bar.getByRole('button', { name: 'Cash in / out' }).click();
  const slip = page.getByRole('dialog', { name: 'Cash in / out' });
  await expect(slip.getByRole('textbox', { name: 'Amount (₱)' })).toBeFocused();
  await page.keyboard.type('500');
  await slip.getByRole('textbox', { name: 'What it is for' }).fill('To the office safe');
  await page.keyboard.press('Enter');
  const recorded = page.getByRole('dialog', { name: /^Slip \d{8} recorded$/ });
  await expect(recorded.getByLabel('The slip')).toContainText('CASH OUT');
  await recorded.getByRole('button', { name: 'Done' }).click();

  // Blind count: ₱1,590.00 in the drawer against ₱1,600.00 expected.
  await bar.getByRole('button', { name: 'Close shift' }).click();
  const close = page.getByRole('dialog', { name: 'Close the shift' });
  await expect(close).not.toContainText('1,600');
  await close.getByRole('textbox', { name: 'How many ₱1,000.00' }).fill('1');
  await close.getByRole('textbox', { name: 'How many ₱500.00' }).fill('1');
  await close.getByRole('textbox', { name: 'How many ₱20.00' }).fill('4');
  await close.getByRole('textbox', { name: 'How many ₱10.00' }).fill('1');
  await close.screenshot({ path: `${SHOTS}/blind-count-1366.png` });
  await close.getByRole('button', { name: 'Close shift' }).click();
  const result = page.getByRole('dialog', { name: 'Shift 1 closed' });
  await expect(result.getByTestId('short-over')).toContainText('Short ₱10.00');
  await expect(result.getByRole('row').nth(1)).toContainText('Cash₱1,600.00₱1,590.00-₱10.00');
  await result.screenshot({ path: `${SHOTS}/closed-1366.png` });
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Open a shift to start selling' })).toBeVisible();

  // On a 360 px phone the panel and the dialogs fit.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/no-shift-360.png` });
  await page.getByRole('button', { name: 'Open shift' }).click();
  await page.getByRole('dialog', { name: 'Open a shift' }).getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/open-360.png` });
  await page.getByRole('dialog', { name: 'Open a shift' }).getByRole('checkbox').uncheck();
  await page.getByRole('textbox', { name: 'Opening fund (₱)' }).fill('1000');
  await page.keyboard.press('Enter');
  await expect(bar).toContainText('Shift 2');
  await page.screenshot({ path: `${SHOTS}/register-360.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
