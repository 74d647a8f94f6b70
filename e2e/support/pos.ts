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
  await expect(enroll.or(search)).toBeVisible();
  if (await enroll.isVisible()) {
    await page.getByRole('textbox', { name: 'Terminal name' }).fill(name);
    await page.getByRole('button', { name: 'Enroll this browser' }).click();
    await expect(search).toBeVisible();
    await openShift(page);
  }
  await expect(search).toBeVisible();
  return search;
}

/**
 * A new terminal sells in an open shift (issue 21): opened here through the API with no opening fund
 * (the shift journey, e2e/shifts.spec.ts, opens one on screen), then the register is read again.
 */
export async function openShift(page: Page) {
  const res = await page.request.post(`${DEMO_URL}/api/shifts`, {
    data: { openingFundCentavos: 0 },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
}

/** A 13-digit barcode no other journey uses. */
export const freshBarcode = (prefix: string) =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(0, 13);
