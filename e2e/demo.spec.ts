import { formatPeso } from '@fbms/domain';
import type { SalesSummary } from '@fbms/domain/dashboard/sales-summary';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { FRESH_URL } from './support/ports.ts';

test.use({ baseURL: DEMO_URL });

/** A person types slower than a barcode scanner (the register tells them apart by speed). */
const HUMAN = { delay: 60 };

test('demo mode: "Try Demo Account" signs in as the demo administrator', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try Demo Account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Andrea!' })).toBeVisible();
  await expect(page.getByText('Welcome Back!')).toBeVisible();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page.getByText('cashier@demo.fbms.ph')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Are you sure you want to logout?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the demo cashier sells at the demo counter at once, with no manager enrolling the browser', async ({
  page,
}) => {
  await signIn(page, 'cashier');
  await page.goto('/pos');
  await expect(page.getByText('Counter 1 · Main store')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Make this browser a POS terminal' })).toHaveCount(0);
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await expect(search).toBeFocused();
  await page.keyboard.type('atlas urea', HUMAN);
  await expect(page.getByRole('option').first()).toContainText('Atlas Urea 46-0-0 Prilled');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await expect(pay).toBeVisible();
  await page.keyboard.type('1000', HUMAN);
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  const invoice = receipt.getByTestId('invoice-document');
  await expect(invoice).toContainText('SALES INVOICE');
  await expect(invoice).toContainText('Counter 1');
  await expect(invoice).toContainText('Atlas Urea 46-0-0 Prilled');
});

test("the dashboard shows today's and this week's sales, the best sellers and low stock from the store's data", async ({
  page,
}) => {
  await signIn(page, 'manager');
  const figures = page.getByTestId('sales-summary');
  await expect(figures.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  const res = await page.request.get(`${DEMO_URL}/api/dashboard/sales`);
  expect(res.ok()).toBe(true);
  const s = (await res.json()) as SalesSummary;
  expect(s.weekSales.transactions).toBeGreaterThan(0);
  await expect(page.getByTestId('sales-week-amount')).toHaveText(formatPeso(s.weekSales.amountCentavos));
  await expect(page.getByTestId('sales-week-hint')).toContainText(
    `${s.weekSales.transactions} transaction${s.weekSales.transactions === 1 ? '' : 's'}`,
  );
  await expect(page.getByTestId('sales-today-amount')).toHaveText(formatPeso(s.todaySales.amountCentavos));
  const top = page.getByTestId('top-products').getByRole('listitem');
  await expect(top).toHaveCount(5);
  await expect(top.first()).toContainText(s.topProducts.items[0]!.name);
  await expect(page.getByTestId('low-stock-counts')).toHaveText(
    `${s.lowStock.lowCount} low · ${s.lowStock.outCount} out of stock`,
  );
  await page.getByRole('link', { name: 'See low stock' }).click();
  await expect(page).toHaveURL(/\/inventory\?stock=low/);

  // Roles that do not see sales get no sales figures.
  await page.context().clearCookies();
  await signIn(page, 'accountant');
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
  await expect(page.getByTestId('sales-summary')).toHaveCount(0);
});

test('the demo button is absent on a store that is not in demo mode', async ({ page }) => {
  await page.goto(`${FRESH_URL}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Demo Account' })).toHaveCount(0);
});
