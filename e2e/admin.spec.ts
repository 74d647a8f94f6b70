import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, DEMO_USERS, signIn } from './support/demo-store.ts';

/**
 * An administrator opens the Admin Dashboard, ends another person's session (that person is signed out),
 * runs the System Check and sees every check pass; at 1366 px light, and both screens at 360 px dark.
 */
test.use({ baseURL: DEMO_URL });

const noSideways = async (page: Page, what: string, width: number) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} is wider than ${width} px`).toBeLessThanOrEqual(0);
};

/** The employee, signed in from a browser whose user agent names no browser: its row says "Unknown device". */
async function employeeElsewhere(browser: Browser) {
  const context = await browser.newContext({ baseURL: DEMO_URL, userAgent: 'FBMS admin e2e (kiosk)' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USERS.employee.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: `Welcome, ${DEMO_USERS.employee.firstName}!` }),
  ).toBeVisible();
  return { context, page };
}

test('an admin ends another person’s session and every system check passes, at 1366 px light', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const employee = await employeeElsewhere(browser);
  try {
    await signIn(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 2 })).toBeVisible();
    await expect(page.getByText('Signed-in sessions')).toBeVisible();
    await expect(page.getByText('This session')).toBeVisible();
    await expect(page.getByText(/Migrations: \d+ of \d+ applied/)).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-dashboard-1366-light.png', fullPage: true });

    const row = page
      .locator('[data-session]')
      .filter({ hasText: DEMO_USERS.employee.email })
      .filter({ hasText: 'Unknown device' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^End the session of / }).click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(row).toHaveCount(0);

    // The employee's next step finds them signed out.
    await employee.page.reload();
    await expect(employee.page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.goto('/system-check');
    await expect(page.getByRole('heading', { name: 'System Check', level: 2 })).toBeVisible();
    const ran = page.waitForResponse((r) => r.url().endsWith('/api/system-check/run'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Run all checks' }).click();
    expect((await ran).status()).toBe(200);
    await expect(page.getByText('All checks passed')).toBeVisible();
    const rows = page.locator('[data-check]');
    await expect(rows).toHaveCount(10);
    await expect(page.locator('[data-check] >> text=Fail')).toHaveCount(0);
    await expect(page.locator('[data-check="sale-round-trip"]')).toContainText('Pass');
    await expect(page.locator('[data-check="ledger-balanced"]')).toContainText('Pass');
    await page.screenshot({ path: 'test-results/system-check-1366-light.png', fullPage: true });
  } finally {
    await employee.context.close();
  }
});

test('the admin dashboard and the system check at 360 px dark', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 2 })).toBeVisible();
  await expect(page.getByText('This session')).toBeVisible();
  await noSideways(page, 'the admin dashboard', 360);
  await page.screenshot({ path: 'test-results/admin-dashboard-360-dark.png', fullPage: true });
  await page.goto('/system-check');
  const ran = page.waitForResponse((r) => r.url().endsWith('/api/system-check/run'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Run all checks' }).click();
  expect((await ran).status()).toBe(200);
  await expect(page.getByText('All checks passed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run all checks' })).toBeEnabled();
  await noSideways(page, 'the system check', 360);
  await page.screenshot({ path: 'test-results/system-check-360-dark.png', fullPage: true });
});
