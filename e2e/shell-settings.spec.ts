import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * The shell's settings and notifications on the demo store (issue 3): the theme from the top bar, a
 * settings export/import round trip, and a notification reaching an open page without a reload. Every
 * test puts the user's settings back as it found them.
 */
test.use({ baseURL: DEMO_URL });

const scheme = (page: Page) => page.locator('html');

async function pickTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('theme: Light, Dark and System apply at once, are kept for the user and survive a reload', async ({
  page,
  browser,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'accountant');
  const original = await mySettings(page);
  try {
    await pickTheme(page, 'Dark');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect.poll(async () => (await mySettings(page)).theme).toBe('dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Alma!' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // Kept on the server, not only in this browser: a new browser profile signs in to the dark theme.
    const other = await browser.newPage({ colorScheme: 'light' });
    await signIn(other, 'accountant');
    await expect(scheme(other)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await other.close();

    await pickTheme(page, 'Light');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

    // System follows the device, and keeps following it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await pickTheme(page, 'System');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect.poll(async () => (await mySettings(page)).theme).toBe('system');
  } finally {
    await restoreMySettings(page, original);
  }
});

test('settings export and import: the exported file brings a changed setting back', async ({ page }) => {
  await signIn(page, 'employee');
  const original = await mySettings(page);
  try {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export settings' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^fbms-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const exported = JSON.parse(readFileSync(path, 'utf8')) as {
      app: string;
      kind: string;
      settings: { display: { fontSize: 'small' | 'medium' | 'large' } };
    };
    expect(exported).toMatchObject({ app: 'FBMS', kind: 'user-settings' });
    const before = exported.settings.display.fontSize;
    expect(before).toBe((original.display as typeof exported.settings.display).fontSize);
    await expect(page.getByText('Settings exported')).toBeVisible();

    // An employee's settings: Display is theirs (stock alerts are for managers and admins only).
    const label = { small: 'Small', medium: 'Medium', large: 'Large' } as const;
    const changed = before === 'large' ? 'small' : 'large';
    await page.getByRole('tab', { name: 'Display' }).click();
    await page.getByRole('radio', { name: label[changed] }).check();
    await expect.poll(async () => (await mySettings(page)).display).toMatchObject({ fontSize: changed });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import settings' }).click();
    await (await chooser).setFiles(path);
    await expect(page.getByText('Settings imported')).toBeVisible();
    await expect(page.getByRole('radio', { name: label[before] })).toBeChecked();
    await expect.poll(async () => (await mySettings(page)).display).toMatchObject({ fontSize: before });

    await page.reload();
    await page.getByRole('tab', { name: 'Display' }).click();
    await expect(page.getByRole('radio', { name: label[before] })).toBeChecked();
  } finally {
    await restoreMySettings(page, original);
  }
});

test('settings import refuses a file that is not JSON and changes nothing', async ({ page }) => {
  await signIn(page, 'employee');
  const original = await mySettings(page);
  await page.goto('/settings');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import settings' }).click();
  await (await chooser).setFiles({
    name: 'settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ theme: dark'),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Import failed' });
  await expect(alert).toContainText('Invalid JSON format');
  expect(await mySettings(page)).toEqual(original);
});

test('a notification reaches an open page live: badge, panel, mark read', async ({ page, browser }) => {
  await signIn(page, 'admin');
  // A flag on the window: still there at the end means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const unreadBefore = Number(/(\d+) unread/.exec(label)?.[1] ?? 0);

  // Someone signs up on the store in another browser: administrators are told an account waits.
  const email = `walk-in.${Date.now()}@example.ph`;
  const visitor = await browser.newPage({ baseURL: DEMO_URL });
  await visitor.goto('/register');
  await visitor.getByLabel('First name').fill('Lito');
  await visitor.getByLabel('Last name').fill('Mercado');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill('Sorghum#Field2026');
  await visitor.getByLabel('Confirm password').fill('Sorghum#Field2026');
  await visitor.getByLabel('I agree to the terms and conditions').check();
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByText('Account Created!')).toBeVisible();
  await visitor.close();

  const unreadNow = unreadBefore + 1;
  // Stored first (so a failure below is about live delivery, not about the notification itself).
  await expect
    .poll(async () => {
      const res = await page.request.get(`${DEMO_URL}/api/notifications`);
      const body = (await res.json()) as { items: { title: string }[] };
      return body.items.some((n) => n.title === 'New account waiting for approval');
    })
    .toBe(true);
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadNow} unread`);
  // The badge sits on the bell's wrapper, beside the button.
  await expect(bell.locator('xpath=..').getByText(String(unreadNow), { exact: true })).toBeVisible();

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: email });
  await expect(item.getByText('New account waiting for approval')).toBeVisible();
  await expect(item).toContainText(`Lito Mercado (${email}) signed up.`);
  await expect(panel.getByRole('tab', { name: /Unread/ })).toContainText(String(unreadNow));

  await item.getByRole('button', { name: 'Mark as read: New account waiting for approval' }).click();
  if (unreadBefore === 0) await expect(bell).toHaveAccessibleName('Notifications');
  else await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore} unread`);
  await expect(item.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

  // Leave the administrator's list as it was.
  await item.getByRole('button', { name: 'Delete: New account waiting for approval' }).click();
  await expect(panel.getByText(email)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
});
