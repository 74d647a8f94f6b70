import { type Browser, expect, type Page, test } from '@playwright/test';
import { linkFromMail, outboxDir } from './support/outbox.ts';
import { FRESH_URL } from './support/ports.ts';

/**
 * The account journeys on a fresh store without a mail server, in order, never reading the server's
 * console: first-run setup by the owner; a cashier signs up, verifies by the mailed link (copied from
 * the outbox file as it is) and is approved; an approved account's link signs it in; forgot/reset
 * password; session expiry; lockout.
 */
const BASE = FRESH_URL;
const OWNER = { email: 'owner@santos-agrivet.ph', password: 'Palay#Harvest2026' };
const CASHIER = { email: 'cashier@santos-agrivet.ph', password: 'Mais#Planting2026' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

async function fillRegister(
  page: Page,
  who: { email: string; password: string },
  first: string,
  last: string,
) {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByLabel('I agree to the terms and conditions').check();
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInHome(page: Page, who: { email: string; password: string }) {
  await signIn(page, who);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** Opens the mailed link, copied from the outbox file as a text editor shows it; returns that page. */
async function openMailedLink(browser: Browser, email: string) {
  const link = await linkFromMail('fresh', email, /Confirm your FBMS account/);
  const page = await browser.newPage({ baseURL: BASE });
  await page.goto(link);
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  return page;
}

test('first-run setup without a mail server: the owner confirms at the server and enters the business details', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Create the owner account' }).click();
  await expect(page.getByRole('heading', { name: 'Create the owner account' })).toBeVisible();

  await fillRegister(page, OWNER, 'Rosa', 'Santos');
  // The live checklist follows the typing; a weak password keeps the button disabled.
  await page.getByLabel('Password', { exact: true }).fill('palay');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  // A common password with a year added is refused with the reason; the meter does not call it Strong.
  await page.getByLabel('Password', { exact: true }).fill('Welcome@2024');
  await expect(page.getByTestId('password-errors')).toContainText(
    'common password with numbers or symbols added',
  );
  await expect(page.getByTestId('password-strength-label')).toHaveText('Medium');
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // No mail server: the screen says where the message went, and the link in that file is whole.
  await expect(page.getByText('No mail server: the message is on the server')).toBeVisible();
  await expect(page.getByText(outboxDir('fresh'), { exact: true })).toBeVisible();
  expect(await linkFromMail('fresh', OWNER.email, /Confirm your FBMS account/)).toMatch(
    /^http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fauth%2Fcallback%3Ffrom%3Dverify$/,
  );
  await page.screenshot({ path: '/tmp/fbms-first-run-check-email.png', fullPage: true });

  // The store's first account, at the server's own computer: confirmed here, signed in, on to setup.
  await page.getByLabel('Password', { exact: true }).fill('Not#ThePassword1');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText('That is not the password of this account.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/setup/);
  await expect(page.getByRole('heading', { name: 'Set up your store' })).toBeVisible();

  await page.getByLabel('Registered business name').fill('Santos Agrivet Supply');
  await page.getByLabel('Business address').fill('Rizal St., Poblacion, Malolos, Bulacan');
  await page.getByLabel('TIN').fill('123456789');
  await page.getByLabel('Yes, VAT-registered').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'Enter the TIN with its branch code: 123-456-789-000, or 123-456-789-00000 (000 is the head office)',
    ),
  ).toBeVisible();
  await page.getByLabel('TIN').fill('123-456-789-000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Rosa!' })).toBeVisible();

  // Getting started leads to a first sale, each step a link to where it is done.
  const steps = page.getByRole('region', { name: 'Getting started' });
  await expect(steps.getByRole('link', { name: /Add your products/ })).toHaveAttribute('href', '/inventory');
  await expect(steps.getByRole('link', { name: /Enter your stock on hand/ })).toHaveAttribute(
    'href',
    '/inventory',
  );
  await expect(steps.getByRole('link', { name: /Make your first sale/ })).toHaveAttribute('href', '/pos');
  await page.screenshot({ path: '/tmp/fbms-first-run-home.png', fullPage: true });
});

test('a cashier signs up, verifies by the mailed link, waits for approval, then signs in', async ({
  browser,
}) => {
  const cashier = await browser.newPage({ baseURL: BASE });
  await cashier.goto('/register');
  await fillRegister(cashier, CASHIER, 'Carla', 'Dizon');
  await cashier.getByRole('button', { name: 'Create account' }).click();
  await expect(cashier.getByText('Account Created!')).toBeVisible();
  await expect(cashier.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await cashier.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(cashier.getByRole('button', { name: 'Sent!' })).toBeVisible();

  // Verified by the link, but waiting for approval: the page says so, then goes to sign-in.
  const linkPage = await openMailedLink(browser, CASHIER.email);
  await expect(
    linkPage.getByText('Your account is waiting for an administrator to approve it.'),
  ).toBeVisible();
  await linkPage.waitForURL('**/login**', { timeout: 10_000 });
  await linkPage.close();
  await signIn(cashier, CASHIER);
  await expect(
    cashier.getByText('Your account is waiting for an administrator to approve it.'),
  ).toBeVisible();

  const owner = await browser.newPage({ baseURL: BASE });
  await signInHome(owner, OWNER);
  await owner.goto('/users');
  const row = owner.getByRole('row', { name: /Carla Dizon/ });
  await expect(row.getByText('Waiting for approval')).toBeVisible();
  await row.getByRole('button', { name: /Actions for Carla Dizon/ }).click();
  await owner.getByRole('menuitem', { name: 'Approve' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await signIn(cashier, CASHIER);
  await expect(cashier.getByRole('heading', { name: 'Welcome, Carla!' })).toBeVisible();
  await expect(cashier.getByText(/Cashier/).first()).toBeVisible();
  await owner.close();
  await cashier.close();
});

test('an account approved before it was verified: the mailed link signs it in, into the app', async ({
  browser,
}) => {
  const staff = { email: 'stock@santos-agrivet.ph', password: 'Sitaw#Garden2026' };
  const newcomer = await browser.newPage({ baseURL: BASE });
  await newcomer.goto('/register');
  await fillRegister(newcomer, staff, 'Ben', 'Reyes');
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // Confirming here is only for the store's first account.
  await expect(newcomer.getByRole('button', { name: 'Confirm and continue' })).toHaveCount(0);

  const owner = await browser.newPage({ baseURL: BASE });
  await signInHome(owner, OWNER);
  await owner.goto('/users');
  const row = owner.getByRole('row', { name: /Ben Reyes/ });
  await row.getByRole('button', { name: /Actions for Ben Reyes/ }).click();
  await owner.getByRole('menuitem', { name: 'Approve' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await owner.close();

  const linkPage = await openMailedLink(browser, staff.email);
  await expect(linkPage.getByRole('heading', { name: 'Welcome, Ben!' })).toBeVisible({ timeout: 10_000 });
  await linkPage.close();
  await newcomer.close();
});

test('forgot password: the mailed link resets it and leaves no token in the address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(CASHIER.email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText('Reset Email Sent')).toBeVisible();

  const link = await linkFromMail('fresh', CASHIER.email, /Reset your FBMS password/);
  await page.goto(link);
  const fresh = 'Kalamansi#Juice2026';
  await page.getByLabel('Password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm password').fill(fresh);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(page.url()).not.toContain('token=');

  CASHIER.password = fresh;
  await signIn(page, CASHIER);
  await expect(page.getByRole('heading', { name: 'Welcome, Carla!' })).toBeVisible();
});

test('a session ended elsewhere shows "Session Expired" and returns to sign-in', async ({ browser }) => {
  const counter = await browser.newPage({ baseURL: BASE });
  await counter.clock.install();
  await signIn(counter, CASHIER);
  await expect(counter.getByRole('heading', { name: 'Welcome, Carla!' })).toBeVisible();

  const office = await browser.newPage({ baseURL: BASE });
  await signInHome(office, CASHIER);
  await office.goto('/account');
  await office.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(office.getByText(/other sessions? ended/)).toBeVisible();

  // The app re-checks the session every 5 minutes.
  await counter.clock.fastForward('05:01');
  await expect(counter.getByText('Session Expired')).toBeVisible();
  await expect(counter).toHaveURL(/\/login/);
  await office.close();
  await counter.close();
});

test('five wrong passwords lock the account and say until when', async ({ page }) => {
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Email').fill(CASHIER.email);
    await page.getByLabel('Password', { exact: true }).fill(`Wrong#Guess${i}x`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // This browser never signed in with this e-mail, so the app offers to create an account.
    const dialog = page.getByRole('dialog', { name: 'Email Not Registered' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByLabel('Password', { exact: true }).fill(CASHIER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Too Many Attempts: Please wait until .+ before trying again/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
