import { expect, test } from '@playwright/test';
import { DEMO_URL, type DemoRole, menuNames, moduleMenu, signIn } from './support/demo-store.ts';

/**
 * The application shell's navigation on the demo store (issue 3): role-filtered menus, module search,
 * the logout dialog and the phone's bottom navigation, grid and drawer.
 */
test.use({ baseURL: DEMO_URL });

/**
 * Written out, not derived, as an independent check of packages/domain/src/shell: the modules whose
 * issue has landed (`available: true` in module-registry.ts: dashboard, sales, sales-history, inventory,
 * product-categories, product-history, purchases, receiving-voucher, customers, customer-transactions, suppliers, accounting, reports, branches, operations, user-roles, settings, help, …; customers:view and reports:view for everyone), kept for each role by the permission table of
 * packages/domain/src/users/permissions.ts (users:view for Users & Roles: admin and manager only;
 * pos:view for Sales & POS, Tindera POS and Sales History: admin, manager and cashier; inventory and its categories for
 * everyone but the accountant; product history and operations (minRole manager) for managers and
 * admins; dashboard, settings and help for everyone), in menu order: the main group, then the Data group
 * (product categories, product history, customer transactions).
 */
const MENUS: Record<DemoRole, string[]> = {
  admin: [
    'Dashboard',
    'Sales & POS',
    'Tindera POS',
    'Sales History',
    'Inventory',
    'Purchases',
    'Receiving Voucher',
    'Customers',
    'Suppliers',
    'Expenses',
    'Accounting',
    'Reports & Analytics',
    'Multi-Branch',
    'Operations',
    'Marketing',
    'Loyalty',
    'Cloud Backup',
    'System Check',
    'Admin Dashboard',
    'Users & Roles',
    'Settings',
    'Help & Docs',
    'Product Categories',
    'Product History',
    'Customer Transactions',
    'Data History',
  ],
  manager: [
    'Dashboard',
    'Sales & POS',
    'Tindera POS',
    'Sales History',
    'Inventory',
    'Purchases',
    'Receiving Voucher',
    'Customers',
    'Suppliers',
    'Expenses',
    'Reports & Analytics',
    'Multi-Branch',
    'Operations',
    'Marketing',
    'Loyalty',
    'Users & Roles',
    'Settings',
    'Help & Docs',
    'Product Categories',
    'Product History',
    'Customer Transactions',
  ],
  cashier: [
    'Dashboard',
    'Sales & POS',
    'Tindera POS',
    'Sales History',
    'Inventory',
    'Customers',
    'Reports & Analytics',
    'Settings',
    'Help & Docs',
    'Product Categories',
    'Customer Transactions',
  ],
  accountant: [
    'Dashboard',
    'Purchases',
    'Receiving Voucher',
    'Customers',
    'Suppliers',
    'Expenses',
    'Accounting',
    'Reports & Analytics',
    'Settings',
    'Help & Docs',
    'Customer Transactions',
  ],
  employee: [
    'Dashboard',
    'Inventory',
    'Customers',
    'Reports & Analytics',
    'Settings',
    'Help & Docs',
    'Product Categories',
    'Customer Transactions',
  ],
};

/** Modules not built yet: in the registry, never in a menu, and their address falls back to the dashboard. */
const NOT_BUILT = [{ name: 'Payroll', path: '/payroll' }];

for (const role of Object.keys(MENUS) as DemoRole[]) {
  test(`the ${role} sees exactly the modules the role may use`, async ({ page }) => {
    await signIn(page, role);
    expect(await menuNames(page)).toEqual(MENUS[role]);
    for (const m of NOT_BUILT) {
      await expect(moduleMenu(page).getByRole('link', { name: m.name })).toHaveCount(0);
    }

    if (!MENUS[role].includes('Users & Roles')) {
      await expect(moduleMenu(page).getByRole('link', { name: 'Users & Roles' })).toHaveCount(0);
      // Typing the address does not open the staff list either.
      await page.goto('/users');
      await expect(page.getByText('admin@demo.fbms.ph')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Users', exact: true })).toHaveCount(0);
    } else {
      await moduleMenu(page).getByRole('link', { name: 'Users & Roles' }).click();
      await expect(page).toHaveURL(/\/users/);
      await expect(page.getByText('cashier@demo.fbms.ph').first()).toBeVisible();
    }

    for (const m of NOT_BUILT) {
      await page.goto(m.path);
      await expect(page).toHaveURL(`${DEMO_URL}/`);
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    }
  });
}

test('module search: Ctrl+K, by name or by a word of the description, only the role’s modules', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const search = page.getByRole('textbox', { name: 'Search modules' });
  await expect(search).toHaveAttribute('placeholder', 'Search modules...');

  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.type('users');
  await expect(page.getByRole('option', { name: /Users & Roles/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users/);
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(search).toHaveValue('');

  // "training" is only in the description of Help & Docs ("User guides, training materials …").
  await page.keyboard.press('Control+k');
  await page.keyboard.type('training');
  const help = page.getByRole('option', { name: /Help & Docs/ });
  await expect(help).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await help.click();
  await expect(page).toHaveURL(/\/help/);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('qwxyz');
  await expect(page.getByText('No modules found')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('module search finds nothing the role may not use', async ({ page }) => {
  await signIn(page, 'cashier');
  await page.keyboard.press('Control+k');
  // "roles" is in the name and description of Users & Roles only, which a cashier may not use.
  await page.keyboard.type('roles');
  await expect(page.getByText('No modules found')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('settings');
  await expect(page.getByRole('option', { name: /Settings/ })).toBeVisible();
});

test('logout: "Confirm Logout" can be cancelled, and Logout ends the session', async ({ page }) => {
  await signIn(page, 'employee');
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await expect(dialog.getByText('You will need to login again to access the system.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Emil!' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test.describe('on a 360-px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const role of ['admin', 'cashier'] as const) {
    test(`the ${role}'s bottom navigation, module grid and menu drawer`, async ({ page }) => {
      await signIn(page, role);
      // Of the bottom navigation's candidates (dashboard, POS, inventory, customers, reports) the first
      // four fill the bar; the grid holds the rest of the role's menu, Reports & Analytics among them.
      const bottom = ['Dashboard', 'Sales & POS', 'Inventory', 'Customers'];
      // The grid lists modules in registry order (the Data group's modules take their registry places).
      const registryOrder = [
        'Tindera POS',
        'Sales History',
        'Product Categories',
        'Product History',
        'Purchases',
        'Receiving Voucher',
        'Customer Transactions',
        'Suppliers',
        'Expenses',
        'Accounting',
        'Reports & Analytics',
        'Multi-Branch',
        'Operations',
        'Marketing',
        'Loyalty',
        'Cloud Backup',
        'System Check',
        'Admin Dashboard',
        'Users & Roles',
        'Data History',
        'Settings',
        'Help & Docs',
      ];
      const grid = registryOrder.filter((n) => MENUS[role].includes(n));
      const bar = page.getByRole('navigation', { name: 'Quick navigation' });
      await expect(bar).toBeVisible();
      // The grid button has no text of its own (its count badge sits beside it).
      const barItems = (await bar.getByRole('button').allInnerTexts()).map((x) => x.trim()).filter(Boolean);
      expect(barItems).toEqual(bottom);
      expect(barItems.length).toBeLessThanOrEqual(4);
      await expect(moduleMenu(page)).toBeHidden();

      // The badge counts the grid's modules, "9+" above 9 (seed 000).
      const badge = grid.length > 9 ? '9+' : String(grid.length);
      await expect(bar.getByText(badge, { exact: true })).toBeVisible();
      await bar.getByRole('button', { name: 'More modules' }).tap();
      const sheet = page.getByRole('dialog', { name: 'All modules' });
      await expect(sheet).toBeVisible();
      const names = (await sheet.getByRole('button').allInnerTexts()).map((x) => x.trim()).filter(Boolean);
      expect(names).toEqual(grid);

      // Three columns: the first row holds up to three tiles side by side, each under a third of the width.
      // Read in one frame, so the sheet's opening transition moves all three alike.
      const row = await sheet.evaluate(
        (el, wanted) => {
          const tiles = [...el.querySelectorAll('button')].filter((b) => wanted.includes(b.innerText.trim()));
          return tiles.map(
            (b) => b.getBoundingClientRect().toJSON() as { x: number; y: number; width: number },
          );
        },
        grid.slice(0, 3),
      );
      expect(row).toHaveLength(Math.min(3, grid.length));
      row.forEach((b, i) => {
        expect(b.width).toBeLessThan(360 / 3);
        if (i === 0) return;
        const prev = row[i - 1] as (typeof row)[number];
        expect(Math.abs(b.y - prev.y)).toBeLessThan(2);
        expect(b.x).toBeGreaterThanOrEqual(prev.x + prev.width - 1);
      });

      await sheet.getByRole('button', { name: 'Settings' }).tap();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/\/settings/);
      await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(moduleMenu(page)).toBeVisible();
      expect(await menuNames(page)).toEqual(MENUS[role]);
      await moduleMenu(page).getByRole('link', { name: 'Help & Docs' }).tap();
      await expect(moduleMenu(page)).toBeHidden();
      await expect(page).toHaveURL(/\/help/);

      await bar.getByRole('button', { name: 'Dashboard' }).tap();
      await expect(page).toHaveURL(`${DEMO_URL}/`);
    });
  }
});
