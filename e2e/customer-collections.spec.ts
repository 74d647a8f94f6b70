import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * A customer with an open balance pays half of it in the back office: the receipt is numbered, the
 * customer's ledger shows it, and the statement PDF lists it. The screen at 1366 and 360 px.
 */
test.use({ baseURL: DEMO_URL });

test('a customer pays half of the balance; the ledger and the statement show the receipt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'manager');
  await page.goto('/customers/transactions');
  await expect(page.getByRole('heading', { name: 'Customer transactions', level: 2 })).toBeVisible();
  await page.screenshot({ path: 'test-results/collections-list-1366.png', fullPage: true });

  // Ernesto Villanueva carried ₱18,200 over from the notebook (the demo's opening balances).
  const found = await page.request.get('/api/customers?q=Ernesto%20Villanueva');
  const customer = ((await found.json()) as { items: { id: string; balanceCentavos: number }[] }).items[0]!;
  const before = customer.balanceCentavos;
  const half = Math.round(before / 2 / 100) * 100;
  expect(half).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Receive payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receive payment on account' });
  await dialog.getByLabel('Customer', { exact: true }).fill('Ernesto');
  await page.getByRole('option', { name: /Villanueva, Ernesto/ }).click();
  await expect(dialog.getByText(/Owes ₱/)).toBeVisible();
  await dialog.getByLabel('Amount received (₱)').fill((half / 100).toFixed(2));
  await expect(dialog.getByTestId('balance-after')).toBeVisible();
  await page.screenshot({ path: 'test-results/collections-receive-1366.png' });
  await dialog.getByRole('button', { name: /^Receive ₱/ }).click();
  const done = dialog.getByText(/^Receipt CR-\d{6}-\d{4} recorded$/);
  await expect(done).toBeVisible();
  const receiptNo = (await done.textContent())!.match(/CR-\d{6}-\d{4}/)![0];
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('link', { name: `Receipt PDF ${receiptNo}` })).toBeVisible();
  const ledger = await page.request.get(`/api/customers/${customer.id}/ledger`);
  const rows = ((await ledger.json()) as { items: { reference: string; amountCentavos: number }[] }).items;
  expect(rows.find((r) => r.reference === receiptNo)?.amountCentavos).toBe(-half);

  const pdf = await page.request.get(`/api/customers/${customer.id}/statement.pdf?from=2020-01-01`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = (await pdf.body()).toString('latin1');
  expect(bytes.startsWith('%PDF-')).toBe(true);
  expect(bytes).toContain(receiptNo);

  await page.getByRole('tab', { name: 'Ageing' }).click();
  await expect(page.getByTestId('ageing-total')).toContainText('₱');
  await page.screenshot({ path: 'test-results/collections-ageing-1366.png', fullPage: true });
  await page.getByRole('tab', { name: 'Due today' }).click();
  await page.screenshot({ path: 'test-results/collections-due-1366.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('tab', { name: 'Collections' }).click();
  await expect(page.getByRole('link', { name: `Receipt PDF ${receiptNo}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/collections-list-360.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'no sideways scrolling of the page',
  ).toBeLessThanOrEqual(0);
});
