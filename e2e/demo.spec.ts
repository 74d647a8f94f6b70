import { expect, test } from '@playwright/test';
import { DEMO_URL, FRESH_URL } from './support/ports.ts';

test.use({ baseURL: DEMO_URL });

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

test('the demo button is absent on a store that is not in demo mode', async ({ page }) => {
  await page.goto(`${FRESH_URL}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Demo Account' })).toHaveCount(0);
});
