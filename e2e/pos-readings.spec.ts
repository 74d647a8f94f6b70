import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * Readings at the demo counter: from the register to the Readings screen, an X-reading of the open shift
 * printed at 58 mm, a past day's Z-reading opened, reprinted (REPRINT) and saved as PDF; at 1366 and 360 px.
 */
test.use({ baseURL: DEMO_URL });

test('readings: X-reading of the open shift, a past Z-reading reprinted and saved as PDF', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'cashier');
  await page.goto('/pos');
  await page.getByRole('link', { name: 'Readings' }).click();
  await expect(page).toHaveURL(/\/pos\/readings$/);
  await expect(page.getByRole('heading', { name: 'X and Z readings' })).toBeVisible();
  await expect(page.getByText(/^Shift \d+ is open \(/)).toBeVisible();
  // The day's Z-reading waits for the shift's close; the screen says why.
  await expect(page.getByRole('button', { name: /^Take Z-reading of / })).toBeDisabled();
  await expect(page.getByText('Close the open shift first')).toBeVisible();
  await page.screenshot({ path: 'test-results/readings-1366.png', fullPage: true });

  await page.getByRole('button', { name: 'Print X-reading' }).click();
  const x = page.getByRole('dialog', { name: /^X \d{8}$/ });
  await expect(x.getByTestId('printed-document')).toContainText('X-READING');
  await expect(x.getByTestId('printed-document')).toContainText('Beginning SI No.');
  await x.getByText('58 mm', { exact: true }).click();
  await x.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('[data-testid="document-print"] [data-paper="58mm"]')).toContainText('X-READING');
  await x.getByRole('button', { name: 'Close' }).click();

  // A past day's Z-reading of the demo history.
  await page.getByText('Z', { exact: true }).click();
  const open = page.getByRole('button', { name: /^Open Z \d{8}$/ }).first();
  await expect(open).toBeVisible();
  await open.click();
  const z = page.getByRole('dialog', { name: /^Z \d{8}$/ });
  const doc = z.getByTestId('printed-document');
  await expect(doc).toContainText('Z-READING');
  await expect(doc).toContainText('Present accumulated sales');
  await expect(doc).toContainText('Z counter');
  await z.getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByTestId('document-print')).toContainText('REPRINT');
  const href = await z.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await z.screenshot({ path: 'test-results/readings-z-1366.png' });
  await z.getByRole('button', { name: 'Close' }).click();

  // The narrow screen: the same actions, nothing cut off.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Print X-reading' })).toBeVisible();
  await page.getByRole('heading', { name: 'Past readings' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/readings-360.png' });
  await page
    .getByRole('button', { name: /^Open Z \d{8}$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Z \d{8}$/ }).getByTestId('printed-document')).toContainText(
    'Z-READING',
  );
  await page.screenshot({ path: 'test-results/readings-z-360.png' });
});
