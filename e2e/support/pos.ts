import { expect, type Page } from '@playwright/test';
import { DEMO_URL } from './demo-store.ts';

/** Helpers of the point-of-sale journeys (pos-*.spec.ts): products made over the API, the register opened. */

export const tag = Date.now().toString(36).toUpperCase();
/** A person types slower than a barcode scanner (the register tells them apart by speed). */
export const HUMAN = { delay: 60 };

export async function createProduct(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post(`${DEMO_URL}/api/products`, {
    data: body,
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { id: string } }).product.id;
}

export async function stockOf(page: Page, id: string) {
  const res = await page.request.get(`${DEMO_URL}/api/products/${id}`);
  return ((await res.json()) as { stockMilli: number }).stockMilli;
}

/** Opens the register, enrolling this browser first when it is not a terminal yet (a manager or admin). */
export async function openRegister(page: Page, name: string) {
  await page.goto('/pos');
  const enroll = page.getByRole('heading', { name: 'Make this browser a POS terminal' });
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await expect(enroll.or(search).or(noShift(page))).toBeVisible();
  if (await enroll.isVisible()) {
    await page.getByRole('textbox', { name: 'Terminal name' }).fill(name);
    await page.getByRole('button', { name: 'Enroll this browser' }).click();
  }
  await openShiftIfNone(page);
  await expect(search).toBeVisible();
  return search;
}

const noShift = (page: Page) => page.getByRole('heading', { name: 'Open a shift to start selling' });

/** A new terminal sells only in an open shift: opens one with a ₱2,000 fund when the register asks. */
export async function openShiftIfNone(page: Page) {
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  const tindera = page.getByRole('heading', { name: 'Tindera POS' });
  await expect(search.or(tindera).or(noShift(page))).toBeVisible();
  if (!(await noShift(page).isVisible())) return;
  await page.getByRole('button', { name: 'Open shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a shift' });
  await dialog.getByRole('textbox', { name: 'Opening fund (₱)' }).fill('2000');
  await dialog.getByRole('textbox', { name: 'Opening fund (₱)' }).press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** A 13-digit barcode no other journey uses. */
export const freshBarcode = (prefix: string) =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(0, 13);
