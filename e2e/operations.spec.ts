import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, moduleMenu, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * Operations on the demo store: the manager opens it from the menu and sees Counter 1 selling (the demo
 * opens today's shift at 7:00 with a ₱2,000 fund), today's shifts and sales, documents waiting (the demo's
 * submitted and approved expenses, its transfer slip in transit to Sto. Tomas) and follows the slip's link
 * to the transfer list; the cashier has no Operations and its address falls back to the dashboard.
 * Screenshots at 360 and 1366 px, light and dark, English and Filipino. The people's settings are put
 * back as they were found.
 */
test.use({ baseURL: DEMO_URL });

const noSideways = async (page: Page, what: string, width: number) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} is wider than ${width} px`).toBeLessThanOrEqual(0);
};

/** The manager works in Main and Sto. Tomas: the page over both (whatever the switcher holds). */
async function allBranches(page: Page, label = 'All my branches') {
  const select = page.getByRole('combobox', { name: 'Branch' });
  await expect(select).toBeVisible();
  if ((await select.inputValue()) !== label) {
    await select.click();
    await page.getByRole('option', { name: label }).click();
  }
  await expect(select).toHaveValue(label);
}

test('the manager reads the day: Counter 1 selling, shifts, sales, what waits, and follows a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await moduleMenu(page).getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/operations$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Operations', level: 2 })).toBeVisible();
  await allBranches(page);
  await expect(page.getByTestId('operations-today')).toHaveText(/^Today, .+ · All my branches$/);

  // Terminals: the demo counter sells, opened by the demo cashier with a ₱2,000 fund.
  const terminals = page.locator('[data-tour="operations-terminals"]');
  const counter = terminals.getByTestId('terminal-card').filter({ hasText: 'Counter 1' });
  await expect(counter).toHaveCount(1);
  await expect(counter.getByText('Selling', { exact: true })).toBeVisible();
  await expect(counter.getByTestId('terminal-words')).toHaveText(
    /^Carla.* since \d{1,2}:\d{2} [AP]M, fund ₱2,000\.00$/,
  );

  // Today's shifts: the open one at Counter 1.
  const shifts = page.getByTestId('operations-shifts');
  await expect(shifts.getByRole('columnheader', { name: 'Short / over' })).toBeVisible();
  await expect(shifts.getByRole('row').filter({ hasText: 'Counter 1' }).first()).toBeVisible();

  // Today's sales: the demo's history sells today too.
  await expect(page.getByTestId('sales-total')).toContainText('₱');
  await expect(page.getByTestId('sales-invoices')).not.toHaveText(/Invoices0$/);
  await expect(page.getByRole('link', { name: 'Open Sales History' })).toHaveAttribute(
    'href',
    '/sales-history',
  );

  // Waiting: the demo's expenses and its slip on the road to Sto. Tomas.
  const waiting = page.locator('[data-tour="operations-waiting"]');
  await expect(waiting.getByText('Nothing is waiting.')).toHaveCount(0);
  await expect(waiting).toContainText(/expenses? to (approve|pay)/);
  await expect(page.locator('[data-tour="operations-stock"]')).toBeVisible();

  const slip = waiting.getByRole('link', { name: /transfer slips? in transit to receive/ });
  await expect(slip).toHaveAttribute('href', '/branches/transfers?tab=incoming&status=in_transit');
  // Reached by the keyboard: focus the link and press Enter.
  await slip.focus();
  await expect(slip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/branches\/transfers\?tab=incoming&status=in_transit$/);
  await expect(main.getByRole('heading', { name: 'Stock transfers' })).toBeVisible();
});

test('the cashier has no Operations: not in the menu, and its address falls back to the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'cashier');
  await expect(moduleMenu(page).getByRole('link').first()).toBeVisible();
  await expect(moduleMenu(page).getByRole('link', { name: 'Operations' })).toHaveCount(0);
  await page.goto('/operations');
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.locator('[data-tour="operations-terminals"]')).toHaveCount(0);
  // The server refuses the data too.
  const res = await page.request.get(`${DEMO_URL}/api/operations/today`);
  expect(res.status()).toBe(403);
});

for (const width of [360, 1366] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`Operations at ${width} px ${colorScheme}, English and Filipino`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await page.emulateMedia({ colorScheme });
      await signIn(page, 'manager');
      const original = await mySettings(page);
      try {
        for (const language of ['en', 'fil'] as const) {
          await restoreMySettings(page, { ...(await mySettings(page)), language });
          await page.goto('/operations');
          await expect(
            page.locator('main').getByRole('heading', {
              name: language === 'en' ? 'Operations' : 'Operasyon',
              level: 2,
            }),
          ).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          await allBranches(page, language === 'en' ? 'All my branches' : 'Lahat ng branch ko');
          await expect(
            page.getByTestId('terminal-card').filter({ hasText: 'Counter 1' }).getByTestId('terminal-words'),
          ).toContainText('₱2,000.00');
          await expect(page.getByTestId('operations-shifts')).toBeVisible();
          await noSideways(page, 'the operations screen', width);
          await page.screenshot({
            path: `test-results/operations-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
        }
      } finally {
        await restoreMySettings(page, original);
      }
    });
