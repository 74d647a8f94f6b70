import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * A manager adds a farmer with a credit line, finds him by phone in another format, opens his page,
 * and merges a duplicate record of him into it.
 */
test.use({ baseURL: DEMO_URL });

async function addFarmer(page: Page, first: string, last: string, phone: string, limit?: string) {
  await page.getByRole('button', { name: 'New customer' }).click();
  const drawer = page.getByRole('dialog', { name: 'New customer' });
  await drawer.getByLabel('First name').fill(first);
  await drawer.getByLabel('Last name').fill(last);
  await drawer.getByLabel('Mobile or landline').fill(phone);
  await drawer.getByLabel('Farm location').fill('Brgy. Tambo, Lipa City');
  await drawer.getByLabel('Crops or animals raised').fill('Corn 2 ha, 6 sows');
  if (limit) {
    await drawer.getByLabel('Credit limit (₱)').fill(limit);
    await drawer.getByText('At harvest', { exact: true }).click();
    await drawer.getByRole('combobox', { name: 'Harvest month' }).click();
    await page.getByRole('option', { name: 'March', exact: true }).click();
  }
  return drawer;
}

for (const [width, height] of [
  [1366, 768],
  [360, 740],
] as const)
  test(`a farmer with a credit line, found by phone, his duplicate merged, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'manager');
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Magbanua, Juan' })).toBeVisible();
    await page.screenshot({ path: `test-results/customers-list-${width}.png`, fullPage: width > 400 });

    // Unique per run and width: the demo store is shared by the tests.
    const n = String(Date.now()).slice(-7);
    const last = `Sarmiento${width}x${n.slice(-3)}`;
    const digits = `${width === 360 ? '0918' : '0919'}${n}`;
    const drawer = await addFarmer(page, 'Pedro', last, digits, '15000');
    await drawer.getByLabel('E-mail').fill('pedro@');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await drawer.getByLabel('E-mail').fill('');
    await page.screenshot({ path: `test-results/customers-form-${width}.png` });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: `${last}, Pedro`, level: 2 })).toBeVisible();
    await expect(page.getByText('Due at harvest (March)')).toBeVisible();

    // Found by his phone typed another way.
    await page.goto('/customers');
    const spaced = `+63 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    await page.getByLabel('Search', { exact: true }).fill(spaced);
    await expect(page.getByRole('button', { name: `Open ${last}, Pedro` })).toBeVisible();

    // A duplicate of him, made by someone else at the counter.
    await page.getByLabel('Search', { exact: true }).fill('');
    const dup = await addFarmer(page, 'Pedro Jr', last, `0920${n}`);
    await dup.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `${last}, Pedro Jr`, level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Merge duplicate' }).click();
    const merge = page.getByRole('dialog', { name: /Merge/ });
    await merge.getByLabel('Record to keep').fill(digits);
    await merge
      .getByRole('option', { name: new RegExp(`${last}, Pedro\\b`) })
      .first()
      .click();
    await page.screenshot({ path: `test-results/customers-merge-${width}.png` });
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(merge).toBeHidden();
    await expect(page.getByRole('heading', { name: `${last}, Pedro`, level: 2 })).toBeVisible();
    await page.getByRole('tab', { name: 'Balance' }).click();
    await expect(page.getByTestId('ageing')).toBeVisible();
    await page.screenshot({ path: `test-results/customers-page-${width}.png`, fullPage: true });

    // The duplicate is inactive now: not in the active list.
    await page.goto('/customers');
    await page.getByLabel('Search', { exact: true }).fill(last);
    await expect(page.getByRole('button', { name: `Open ${last}, Pedro` })).toHaveCount(1);
  });
