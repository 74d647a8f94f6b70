import { expect, type Page } from '@playwright/test';

/**
 * The demo store of e2e/playwright.config.ts (DEMO=true): one pre-verified account per role, all with
 * one password (apps/server/src/modules/demo/demo-accounts.service.ts). The journeys sign in as these people.
 */
import { DEMO_URL } from './ports.ts';

export { DEMO_URL };
export const DEMO_PASSWORD = 'Demo#2026pos';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.fbms.ph', firstName: 'Andrea', roleLabel: 'Administrator' },
  manager: { email: 'manager@demo.fbms.ph', firstName: 'Marco', roleLabel: 'Manager' },
  cashier: { email: 'cashier@demo.fbms.ph', firstName: 'Carla', roleLabel: 'Cashier' },
  accountant: { email: 'accountant@demo.fbms.ph', firstName: 'Alma', roleLabel: 'Accountant' },
  employee: { email: 'employee@demo.fbms.ph', firstName: 'Emil', roleLabel: 'Employee' },
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

/** Signs in through the sign-in screen and waits for the dashboard's greeting. */
export async function signIn(page: Page, role: DemoRole): Promise<void> {
  const who = DEMO_USERS[role];
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${who.firstName}!` })).toBeVisible();
}

/** The desktop sidebar, or the mobile drawer's menu once opened. */
export function moduleMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Modules' });
}

/** The names of the links in the module menu, in order. */
export async function menuNames(page: Page): Promise<string[]> {
  const links = moduleMenu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((s) => s.trim());
}

/** The signed-in user's whole settings document, read over the API with the page's session. */
export async function mySettings(page: Page): Promise<Record<string, unknown>> {
  const res = await page.request.get(`${DEMO_URL}/api/settings/me`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** Puts a settings document back over the API: the journeys leave the shared demo store as they found it. */
export async function restoreMySettings(page: Page, doc: Record<string, unknown>): Promise<void> {
  const res = await page.request.put(`${DEMO_URL}/api/settings/me`, { data: doc });
  expect(res.ok(), await res.text()).toBe(true);
}
