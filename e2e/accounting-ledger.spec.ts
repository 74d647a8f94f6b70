import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * The accountant's ledger in the demo store: the chart of accounts (an account added), a manual entry
 * (first refused while it does not balance), its reversal, and a month closed and reopened, leaving the
 * store's periods as they were; at 1366 and 360 px.
 */
test.use({ baseURL: DEMO_URL });

/** YYYY-MM-01 of the month `back` months before the current Manila month. */
function monthBefore(back: number): { month: string; name: string } {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const name = d.toLocaleString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { month: d.toISOString().slice(0, 10), name };
}

test('accounting: add an account, post a manual entry, reverse it, close a month', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'accountant');
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Accounting' }).click();
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(page.getByRole('heading', { name: 'Chart of accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
  // The demo's capital contribution is in the bank account's balance.
  const bank = page.getByRole('row').filter({ hasText: 'Cash in bank' });
  await expect(bank).toContainText('₱');
  await page.screenshot({ path: 'test-results/accounting-chart-1366.png', fullPage: true });

  // An account of the accountant's own.
  await page.getByRole('button', { name: 'Add account' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add an account' });
  await drawer.getByLabel('Code').fill('6199');
  await drawer.getByRole('textbox', { name: /^Name/ }).fill('Bank transfer fees');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Bank transfer fees' })).toContainText('6199');

  // A manual entry: refused to post while it does not balance.
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/accounting\/journal$/);
  await page.getByRole('button', { name: 'New manual entry' }).click();
  const form = page.getByRole('dialog', { name: 'New manual entry' });
  await form.getByRole('textbox', { name: /^Memo/ }).fill('Transfer fee for the supplier payment');
  const line1 = form.getByRole('group', { name: 'Line 1' });
  const line2 = form.getByRole('group', { name: 'Line 2' });
  await line1.getByRole('combobox', { name: 'Account' }).fill('6199');
  await page.getByRole('option', { name: '6199 Bank transfer fees' }).click();
  await line1.getByLabel('Debit (₱)').fill('25');
  await line2.getByRole('combobox', { name: 'Account' }).fill('1030');
  await page.getByRole('option', { name: '1030 Cash in bank' }).click();
  await line2.getByLabel('Credit (₱)').fill('20');
  await expect(form.getByText('Does not balance by ₱5.00')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Post entry' })).toBeDisabled();
  await form.screenshot({ path: 'test-results/accounting-manual-entry-1366.png' });
  await line2.getByLabel('Credit (₱)').fill('25');
  await expect(form.getByText('Balanced')).toBeVisible();
  await form.getByRole('button', { name: 'Post entry' }).click();
  await expect(form).toBeHidden();

  // Found by its memo, opened, reversed.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Transfer fee for the supplier');
  const row = page.getByRole('row').filter({ hasText: 'Transfer fee for the supplier payment' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Open entry no\. \d+$/ }).click();
  const entry = page.getByRole('dialog', { name: /^Entry no\. \d+$/ });
  await expect(entry).toContainText('6199 Bank transfer fees');
  await expect(entry).toContainText('Alma Cruz');
  await page.screenshot({ path: 'test-results/accounting-entry-1366.png' });
  await entry.getByRole('button', { name: 'Reverse…' }).click();
  const reverse = page.getByRole('dialog', { name: /^Reverse entry no\. \d+$/ });
  await reverse.getByLabel(/^Reason/).fill('Fee was waived by the bank');
  await reverse.getByRole('button', { name: 'Post the reversal' }).click();
  await expect(reverse).toBeHidden();
  // The drawer now shows the reversal, linked to the entry it reverses.
  await expect(page.getByRole('dialog', { name: /^Entry no\. \d+$/ })).toContainText(
    /Reverses entry no\. \d+/,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByRole('row').filter({ hasText: 'Reversal of entry no.' }).first()).toBeVisible();

  // A month closed (two months back: last month is closed in the demo), then reopened with a reason.
  const { name } = monthBefore(2);
  await page.getByRole('tab', { name: 'Periods' }).click();
  await expect(page).toHaveURL(/\/accounting\/periods$/);
  const last = monthBefore(1);
  await expect(page.getByRole('row').filter({ hasText: last.name })).toContainText('Closed');
  await page.getByRole('button', { name: `Close ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Close ${name}` });
  await expect(confirm).toContainText('documents dated in it go to the next open month');
  await confirm.getByRole('button', { name: 'Close the month' }).click();
  await expect(confirm).toBeHidden();
  const monthRow = page.getByRole('row').filter({ hasText: name });
  await expect(monthRow).toContainText('Closed');
  await expect(monthRow).toContainText('Closed by Alma Cruz');
  await page.screenshot({ path: 'test-results/accounting-periods-1366.png', fullPage: true });

  await page.getByRole('button', { name: `Reopen ${name}` }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen ${name}` });
  await expect(reopen.getByRole('button', { name: 'Reopen the month' })).toBeDisabled();
  await reopen.getByLabel(/^Reason/).fill('Closed only to try the screen');
  await reopen.getByRole('button', { name: 'Reopen the month' }).click();
  await expect(reopen).toBeHidden();
  await expect(monthRow).toContainText('Open');

  // The narrow screen: every tab and its main action reachable.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'test-results/accounting-periods-360.png', fullPage: true });
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('button', { name: 'New manual entry' })).toBeVisible();
  await page.screenshot({ path: 'test-results/accounting-journal-360.png', fullPage: true });
  await page.getByRole('button', { name: 'New manual entry' }).click();
  await expect(page.getByRole('dialog', { name: 'New manual entry' })).toBeVisible();
  await page.screenshot({ path: 'test-results/accounting-manual-entry-360.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Chart of accounts' }).click();
  await expect(page.getByRole('button', { name: 'Add account' })).toBeVisible();
  await page.screenshot({ path: 'test-results/accounting-chart-360.png', fullPage: true });

  // Each screen light and dark at 360 and 1366 px: nothing sticks out sideways.
  const screens = [
    ['/accounting', 'Chart of accounts'],
    ['/accounting/journal', 'Journal'],
    ['/accounting/periods', 'Periods'],
  ] as const;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `test-results/accounting-${path.split('/').pop()}-${width}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
  }
});
