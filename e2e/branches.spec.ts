import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * Branches (issue 26) on the demo store: an admin adds a branch with a location and puts the demo manager
 * in it; the manager sees the branch switcher, chooses the new branch and the inventory list's stock
 * follows it (the new branch has no stock), then goes back to all of his branches. The demo store is left
 * as it was found (the new branch deactivated, the manager back in Main and Sto. Tomas). Screenshots of
 * the branches screen at 360 and 1366 px, light and dark, English and Filipino.
 */
test.use({ baseURL: DEMO_URL });

const MAIN = '01900000-0000-7000-8000-00000000b001';
const STO_TOMAS = '01900000-0000-7000-8000-00000000b002';
const STO_TOMAS_STORE = '01900000-0000-7000-8000-00000000d002';
const origin = { origin: DEMO_URL };

const noSideways = async (page: Page, what: string, width: number) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} is wider than ${width} px`).toBeLessThanOrEqual(0);
};

async function managerId(page: Page): Promise<string> {
  const res = await page.request.get(`${DEMO_URL}/api/users?search=manager@demo.fbms.ph`);
  const body = (await res.json()) as { items: { id: string; email: string }[] };
  return body.items.find((u) => u.email === 'manager@demo.fbms.ph')!.id;
}

async function asManager(browser: Browser) {
  const context = await browser.newContext({ baseURL: DEMO_URL, viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'manager');
  return { context, page };
}

/** Chooses a branch in the top bar's switcher (a menu button: its choices exist only while it is open). */
async function chooseBranch(page: Page, label: string) {
  await page.getByRole('button', { name: /^Branch shown:/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('an admin adds a branch with a location and the manager; the manager switches to it and back', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin');
  const n = String(Date.now()).slice(-6);
  const code = `TAN-${n}`;
  const name = `Tanauan ${n}`;
  const id = await managerId(page);
  let branchId: string | null = null;
  try {
    await page.goto('/branches');
    await expect(page.getByRole('heading', { name: 'Branches', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add branch' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add branch' });
    await drawer.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
    await drawer.getByRole('textbox', { name: /^TIN branch code/ }).fill('12');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Enter 3 to 5 digits (000 for the head office)')).toBeVisible();
    await drawer.getByRole('textbox', { name: /^TIN branch code/ }).fill('004');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    branchId = page.url().split('/').pop()!;
    await expect(page.getByText(`${code} · TIN 004`)).toBeVisible();

    await page.getByRole('button', { name: 'Add location' }).click();
    const loc = page.getByRole('dialog', { name: 'Add location' });
    await loc.getByRole('textbox', { name: /^Name/ }).fill(`${name} store`);
    await loc.getByRole('button', { name: 'Save' }).click();
    await expect(loc).toBeHidden();
    await expect(page.getByTestId('location-row').filter({ hasText: `${name} store` })).toContainText(
      'Store',
    );

    await page.getByPlaceholder('Choose a person').click();
    await page.getByRole('option', { name: /manager@demo\.fbms\.ph/ }).click();
    await page.getByRole('button', { name: 'Add person' }).click();
    await expect(page.getByRole('cell', { name: /manager@demo\.fbms\.ph/ })).toBeVisible();

    // The manager: a switcher with Main, Sto. Tomas and the new branch.
    const { context, page: m } = await asManager(page.context().browser()!);
    try {
      const switcher = m.getByRole('button', { name: /^Branch shown:/ });
      await expect(switcher).toHaveAccessibleName('Branch shown: All my branches');
      await switcher.click();
      await expect(m.getByRole('menuitem')).toHaveText([
        'All my branches',
        'Main branch',
        'Sto. Tomas branch',
        name,
      ]);
      await m.getByRole('menuitem', { name }).click();
      await expect(switcher).toHaveAccessibleName(`Branch shown: ${name}`);
      const me = (await (await m.request.get(`${DEMO_URL}/api/me`)).json()) as { activeBranchId: string };
      expect(me.activeBranchId).toBe(branchId);
      await m.goto('/inventory');
      await expect(switcher).toHaveAccessibleName(`Branch shown: ${name}`);
      await chooseBranch(m, 'All my branches');
      await expect(switcher).toHaveAccessibleName('Branch shown: All my branches');
    } finally {
      await context.close();
    }
    void browser;
  } finally {
    // Leave the demo store as it was: the manager in Main and Sto. Tomas, the new branch inactive.
    const put = await page.request.put(`${DEMO_URL}/api/users/${id}/branches`, {
      headers: origin,
      data: { branchIds: [MAIN, STO_TOMAS] },
    });
    expect(put.ok(), await put.text()).toBe(true);
    if (branchId) {
      const b = (await (await page.request.get(`${DEMO_URL}/api/branches/${branchId}`)).json()) as Record<
        string,
        unknown
      >;
      const off = await page.request.put(`${DEMO_URL}/api/branches/${branchId}`, {
        headers: origin,
        data: {
          code: b.code,
          name: b.name,
          address: b.address,
          phone: b.phone,
          tinBranchCode: b.tinBranchCode,
          birRegistration: b.birRegistration,
          active: false,
          version: b.version,
        },
      });
      expect(off.ok(), await off.text()).toBe(true);
    }
  }
});

test("the inventory list's stock follows the switcher: none in a branch without stock", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'manager');
  // A product the main store stocks and the Sto. Tomas store does not hold.
  const list = (await (await page.request.get(`${DEMO_URL}/api/products?limit=30`)).json()) as {
    items: { id: string; sku: string; stockMilli: number; baseUnit: string }[];
  };
  let p: (typeof list.items)[number] | undefined;
  for (const x of list.items.filter((i) => i.stockMilli > 0)) {
    const lines = (await (await page.request.get(`${DEMO_URL}/api/products/${x.id}/stock`)).json()) as {
      items?: { locationId: string }[];
    };
    if (!(lines.items ?? []).some((l) => l.locationId === STO_TOMAS_STORE)) {
      p = x;
      break;
    }
  }
  expect(p, 'a product with stock in the main store only').toBeTruthy();
  try {
    await page.goto(`/inventory?q=${encodeURIComponent(p!.sku)}`);
    const row = page.getByRole('row').filter({ hasText: p!.sku });
    // "0 kg", not the 0 of "10 kg".
    const none = new RegExp(`(?<![\\d.,])0 ${p!.baseUnit}`);
    await expect(row).not.toContainText(none);
    await chooseBranch(page, 'Sto. Tomas branch');
    await expect(row).toContainText(none);
  } finally {
    await chooseBranch(page, 'All my branches');
    await expect(page.getByRole('button', { name: /^Branch shown:/ })).toHaveAccessibleName(
      'Branch shown: All my branches',
    );
  }
});

for (const width of [360, 1366] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`the branches screen and a branch page at ${width} px ${colorScheme}, English and Filipino`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await page.emulateMedia({ colorScheme });
      await signIn(page, 'admin');
      const original = await mySettings(page);
      try {
        for (const language of ['en', 'fil'] as const) {
          await restoreMySettings(page, { ...original, language });
          await page.goto('/branches');
          await expect(
            page.getByRole('heading', { name: language === 'en' ? 'Branches' : 'Mga branch', level: 1 }),
          ).toBeVisible();
          await expect(page.locator('main').getByText('Sto. Tomas branch').first()).toBeVisible();
          await expect(page.locator('main').getByText('Bodega').first()).toBeVisible();
          await expect(
            page.getByRole('button', {
              name: new RegExp(`^${language === 'en' ? 'Branch shown' : 'Branch na ipinapakita'}:`),
            }),
          ).toBeVisible();
          await noSideways(page, 'the branches screen', width);
          await page.screenshot({
            path: `test-results/branches-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
          await page.goto(`/branches/${STO_TOMAS}`);
          await expect(page.getByRole('heading', { name: 'Sto. Tomas branch', level: 1 })).toBeVisible();
          await expect(page.locator('main').getByText('Sto. Tomas store').first()).toBeVisible();
          await noSideways(page, 'a branch page', width);
          await page.screenshot({
            path: `test-results/branch-page-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
        }
      } finally {
        await restoreMySettings(page, original);
      }
    });
