import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { outboxDir } from './support/outbox.ts';

/**
 * A manager builds a segment (the rice farmers), sends an SMS campaign to it, and sees it reached only
 * the customers who agreed to SMS: the results page and the SMS outbox file say the same number.
 */
test.use({ baseURL: DEMO_URL });

const smsOutbox = () => `${outboxDir('demo')}/sms.jsonl`;
const textsContaining = (marker: string) =>
  existsSync(smsOutbox())
    ? readFileSync(smsOutbox(), 'utf8')
        .trim()
        .split('\n')
        .filter((l) => l.includes(marker)).length
    : 0;

for (const [width, height] of [
  [1366, 768],
  [360, 740],
] as const)
  test(`a manager sends an SMS campaign to the rice farmers who agreed, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'manager');
    await page.goto('/marketing');
    await expect(page.getByRole('heading', { name: 'Marketing', level: 2 })).toBeVisible();
    // The demo store's sent campaign and its results.
    await expect(page.getByText('Palay seeds for the wet season')).toBeVisible();

    await page.getByRole('tab', { name: 'Segments' }).click();
    await page.getByRole('button', { name: 'Add a condition' }).click();
    await page.getByRole('menuitem', { name: 'Raises or grows' }).click();
    await page.getByLabel('Contains').fill('rice');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('segment-preview');
    await expect(preview).toBeVisible();
    const smsText = (await preview.getByText(/can get an SMS/).innerText()).trim();
    const reachable = Number(/^(\d+)/.exec(smsText)![1]);
    const total = Number(/^(\d+)/.exec((await preview.getByText(/^\d+ customers?$/).innerText()).trim())![1]);
    expect(reachable).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(reachable); // some rice farmers never agreed to texts
    const segment = `Rice growers ${width}`;
    await page.getByLabel('Segment name').fill(segment);
    await page.getByRole('button', { name: 'Save as segment' }).click();
    await expect(page.getByRole('cell', { name: segment, exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/marketing-segment-${width}.png`, fullPage: width > 400 });

    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New campaign' });
    const marker = `e2e-${width}-${Date.now()}`;
    await form.getByLabel('Campaign name').fill(`Urea sale ${width}`);
    await form.getByRole('combobox', { name: 'Segment' }).click();
    await page.getByRole('option', { name: segment }).click();
    await form.getByLabel('Message').fill(`Hi {name}! Urea 46-0-0 is on sale this week. ${marker}`);
    await expect(form.getByTestId('sms-counter')).toContainText('text(s)');
    await page.screenshot({ path: `test-results/marketing-campaign-form-${width}.png` });
    await form.getByRole('button', { name: 'Save as draft' }).click();

    const detail = page.getByRole('dialog', { name: `Urea sale ${width}` });
    await detail.getByRole('button', { name: 'Send now' }).click();
    await detail.getByRole('button', { name: 'Send now' }).click();
    const results = detail.getByTestId('campaign-results');
    await expect(detail.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(results).toBeVisible();
    await expect(async () => {
      await expect(results.getByTestId('result-sent')).toContainText(String(reachable));
      expect(textsContaining(marker)).toBe(reachable);
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: `test-results/marketing-results-${width}.png` });
    // Sent once: no Send button any more.
    await expect(detail.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  });

test('the manager sets up the loyalty program', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { name: 'Loyalty', level: 2 })).toBeVisible();
  await expect(page.getByLabel('The loyalty program is on')).toBeChecked();
  await page.getByLabel('Fewest points to redeem at once').fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved the loyalty program')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Fewest points to redeem at once')).toHaveValue('25');

  // A manual adjustment, found by name, lands in the points ledger.
  await page.getByRole('button', { name: 'Adjust points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust a customer’s points' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Mercado');
  await page.getByRole('option', { name: 'Mercado, Rosalinda' }).click();
  await dialog.getByLabel('Points (a minus takes away)').fill('50');
  await dialog.getByLabel('Reason').fill('Welcome points');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText(/Mercado, Rosalinda now has \d+ points/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Welcome points' }).first()).toContainText('+50');
  await page.screenshot({ path: 'test-results/loyalty-1366.png', fullPage: true });
});
