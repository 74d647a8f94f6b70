import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * The shell's main screens at a 360-px phone and a 1366-px laptop, light and dark: each shows its
 * heading and nothing sticks out sideways. Screenshots go to /tmp/shots (or SHOTS_DIR) for a person to
 * look at; they are not committed.
 */
test.use({ baseURL: DEMO_URL });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];
const SCREENS = [
  { name: 'dashboard', path: '/', heading: 'Welcome, Andrea!', ready: 'Quick links' },
  { name: 'settings', path: '/settings', heading: 'Settings', ready: 'Export settings' },
  { name: 'users', path: '/users', heading: 'Users', ready: 'cashier@demo.fbms.ph' },
  { name: 'store-settings', path: '/settings/system', heading: 'Store settings', ready: 'TIN' },
  { name: 'inventory', path: '/inventory', heading: 'Inventory', ready: 'Add product' },
  { name: 'help', path: '/help', heading: 'Help & Documentation', ready: 'Guides' },
  { name: 'e-journal', path: '/sales-history/e-journal', heading: 'E-journal', ready: 'Export' },
  { name: 'pos-reports', path: '/sales-history/reports', heading: 'POS reports', ready: 'Report' },
  { name: 'readings', path: '/pos/readings', heading: 'X and Z readings', ready: 'Past readings' },
  { name: 'customers', path: '/customers', heading: 'Customers', ready: 'New customer' },
  {
    name: 'customer-transactions',
    path: '/customers/transactions',
    heading: 'Customer transactions',
    ready: 'Due today',
  },
  { name: 'marketing', path: '/marketing', heading: 'Marketing', ready: 'Segments' },
  { name: 'loyalty', path: '/loyalty', heading: 'Loyalty', ready: 'Program' },
  { name: 'suppliers', path: '/suppliers', heading: 'Suppliers', ready: 'New supplier' },
  { name: 'purchases', path: '/purchases', heading: 'Purchase orders', ready: 'New purchase order' },
  { name: 'receiving', path: '/purchases/receiving', heading: 'Receiving', ready: 'Receive a delivery' },
  { name: 'payables', path: '/purchases/payables', heading: 'Payables', ready: 'Due this week' },
];

for (const size of SIZES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the main screens at ${size.width} px, ${colorScheme}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size, colorScheme, baseURL: DEMO_URL });
      const page = await context.newPage();
      try {
        await signIn(page, 'admin');
        // The demo administrator keeps the default theme, "System", so the device's scheme applies.
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        mkdirSync(SHOTS, { recursive: true });
        for (const s of SCREENS) {
          await page.goto(s.path);
          await expect(page.getByRole('heading', { name: s.heading, exact: true })).toBeVisible();
          await expect(page.getByText(s.ready).first()).toBeVisible();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${s.name} is wider than the ${size.width}-px screen`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${SHOTS}/${s.name}-${size.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
      } finally {
        await context.close();
      }
    });
  }
}
