import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * Help, support, tours and language on the demo store (issue 3): the Help & Documentation dialog with
 * Contact Support fed by the store settings, the role's tours on Ctrl+H, and the Filipino screens.
 * Each test leaves the store and the user's settings as it found them.
 */
test.use({ baseURL: DEMO_URL });

async function openHelpDialog(page: Page) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Help & Docs' }).click();
  const dialog = page.getByRole('dialog', { name: /Help/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function setSupport(page: Page, support: { phone: string | null; email: string | null }) {
  const res = await page.request.patch(`${DEMO_URL}/api/settings/system`, { data: { support } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('Contact Support: the admin sets the contact in store settings; a cashier sees it in Help', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await setSupport(page, { phone: null, email: null });

  let dialog = await openHelpDialog(page);
  await dialog.getByRole('button', { name: 'Contact Support' }).click();
  await expect(dialog.getByText('No support contact yet')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open store settings' }).click();
  await expect(page).toHaveURL(/\/settings\/system\?section=support/);
  await expect(dialog).toBeHidden();

  // A wrong e-mail is refused in the user's words and nothing is saved.
  await page.getByLabel('Support phone').fill('0917 555 0101');
  await page.getByLabel('Support e-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/valid e-mail|Invalid Email/i).first()).toBeVisible();
  let stored = await page.request.get(`${DEMO_URL}/api/settings/system`);
  expect(((await stored.json()) as { support: { email: string | null } }).support.email).toBeNull();

  await page.getByLabel('Support e-mail').fill('tulong@agrivet.ph');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  stored = await page.request.get(`${DEMO_URL}/api/settings/system`);
  expect(((await stored.json()) as { support: unknown }).support).toMatchObject({
    email: 'tulong@agrivet.ph',
  });

  const cashier = await browser.newPage({ baseURL: DEMO_URL });
  try {
    await signIn(cashier, 'cashier');
    dialog = await openHelpDialog(cashier);
    await dialog.getByRole('button', { name: 'Contact Support' }).click();
    await expect(dialog.getByRole('link', { name: /E-mail tulong@agrivet\.ph/ })).toHaveAttribute(
      'href',
      'mailto:tulong@agrivet.ph',
    );
    await expect(dialog.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
    // Guides open inside the dialog.
    await expect(dialog.getByRole('heading').first()).toBeVisible();
  } finally {
    await cashier.close();
    await setSupport(page, { phone: null, email: null });
  }
});

test('a store settings address is for administrators only', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/settings/system');
  await expect(page).toHaveURL(/\/settings$/);
  const res = await page.request.patch(`${DEMO_URL}/api/settings/system`, {
    data: { support: { phone: '0917 000 0000', email: null } },
  });
  expect(res.status()).toBe(403);
});

test('tours: Ctrl+H offers the role’s tours; keys move, Esc closes', async ({ page }) => {
  await signIn(page, 'cashier');
  await page.keyboard.press('Control+h');
  const picker = page.getByRole('dialog', { name: 'Take a tour' });
  await expect(picker).toBeVisible();
  await expect(picker.getByText('Getting Started')).toBeVisible();
  await expect(picker.getByText('Admin Features')).toHaveCount(0);
  await picker.getByText('Getting Started').click();

  const card = page.locator('[data-tour-card]');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Step 1 of 4');
  await expect(card.getByRole('heading', { name: 'Your modules' })).toBeVisible();
  // The spotlight rings the menu it talks about.
  const ring = await page.locator('[data-tour-spotlight]').boundingBox();
  const menu = await page.locator('[data-tour="sidebar"]').boundingBox();
  expect(ring && menu && Math.abs(ring.x - menu.x) < 12 && Math.abs(ring.width - menu.width) < 24).toBe(true);

  await page.keyboard.press('ArrowRight');
  await expect(card).toContainText('Step 2 of 4');
  await page.keyboard.press('ArrowLeft');
  await expect(card).toContainText('Step 1 of 4');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Step 2 of 4');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
});

test('the admin tour walks to the screens it talks about', async ({ page }) => {
  await signIn(page, 'admin');
  await page.keyboard.press('Control+h');
  await page.getByRole('dialog', { name: 'Take a tour' }).getByText('Admin Features').click();
  const card = page.locator('[data-tour-card]');
  await expect(card).toContainText('Step 1 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/users/);
  await expect(card).toContainText('Step 2 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/settings/);
  await card.getByRole('button', { name: 'Next' }).click();
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/branches/);
  await expect(card).toContainText('Step 5 of 5');
  await card.getByRole('button', { name: 'Finish' }).click();
  await expect(card).toBeHidden();
});

test('the reports tour walks to Reports & Analytics: the picker, export for a manager, more reports', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await page.keyboard.press('Control+h');
  await page.getByRole('dialog', { name: 'Take a tour' }).getByText('Reports & Analytics').click();
  const card = page.locator('[data-tour-card]');
  await expect(card).toContainText('Step 1 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/reports$/);
  await expect(card.getByRole('heading', { name: 'Pick a report and its dates' })).toBeVisible();
  await expect(page.locator('[data-tour="reports-picker"]')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(card).toContainText('Step 3 of 4');
  await expect(page.locator('[data-tour="reports-export"]')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('heading', { name: 'More reports' })).toBeVisible();
  await expect(page.locator('[data-tour="reports-more"]')).toBeVisible();
  await card.getByRole('button', { name: 'Finish' }).click();
  await expect(card).toBeHidden();
});

test('the POS tour walks a manager to Operations: the terminals, then what waits', async ({ page }) => {
  await signIn(page, 'manager');
  await page.keyboard.press('Control+h');
  await page.getByRole('dialog', { name: 'Take a tour' }).getByText('Point of Sale').click();
  const card = page.locator('[data-tour-card]');
  // Where, server, theme, permissions, then the two Operations steps (managers and admins only).
  await expect(card).toContainText('Step 1 of 6');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/operations$/);
  await expect(card).toContainText('Step 5 of 6');
  await expect(card.getByRole('heading', { name: 'Your counters today' })).toBeVisible();
  await expect(page.locator('[data-tour="operations-terminals"]')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('heading', { name: 'What waits for someone' })).toBeVisible();
  await expect(page.locator('[data-tour="operations-waiting"]')).toBeVisible();
  await card.getByRole('button', { name: 'Finish' }).click();
  await expect(card).toBeHidden();
});

test('Filipino: the language setting turns the screens to Filipino at once and is kept', async ({ page }) => {
  await signIn(page, 'cashier');
  const original = await mySettings(page);
  try {
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Filipino' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('button', { name: 'Mag-logout' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('button', { name: 'Mag-logout' })).toBeVisible();
    expect((await mySettings(page)).language).toBe('fil');

    // The Help guides follow the language: Filipino titles and text.
    await page.goto('/help');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Pagsisimula' })).toBeVisible();
    await expect(article.getByText('Tumatakbo ang FBMS sa web browser.', { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation').getByText('Gabay ng cashier')).toBeVisible();
  } finally {
    await restoreMySettings(page, original);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
