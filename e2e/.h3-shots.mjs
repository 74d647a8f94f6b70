// Throwaway screenshot run for H3 (not a spec): a demo server on PostgreSQL with a second branch.
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const URL_ = process.env.SHOT_URL;
const DB = process.env.SHOT_DB;
const PW = 'Demo#2026pos';
const psql = (q) => execSync(`psql -qtA "${DB}" -c "${q.replace(/"/g, '\\"')}"`).toString().trim();
const B = '01900000-0000-7000-8000-00000000b002';
const LB = '01900000-0000-7000-8000-00000000d002';
psql(`INSERT INTO branches (id, code, name, address, tin_branch_code) VALUES ('${B}', 'STO-TOMAS', 'Sto. Tomas', 'Poblacion, Sto. Tomas, Batangas', '001') ON CONFLICT DO NOTHING`);
psql(`INSERT INTO locations (id, name, type, branch_id) VALUES ('${LB}', 'Sto. Tomas store', 'store', '${B}') ON CONFLICT DO NOTHING`);
psql(`UPDATE user_branches SET branch_id = branch_id`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
async function context(email, viewport) {
  const ctx = await browser.newContext({ viewport, timezoneId: 'Asia/Manila', locale: 'en-PH' });
  const page = await ctx.newPage();
  await page.goto(`${URL_}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PW);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome|Maligayang/ }).waitFor();
  return { ctx, page };
}
async function settings(page, patch) {
  const doc = await (await page.request.get(`${URL_}/api/settings/me`)).json();
  const r = await page.request.put(`${URL_}/api/settings/me`, { data: { ...doc, ...patch } });
  if (!r.ok()) throw new Error(await r.text());
}

// The admin: a product with a little stock in Main and 12 sacks in Sto. Tomas; a counter at Sto. Tomas sells.
const admin = await context('admin@demo.fbms.ph', { width: 1366, height: 900 });
const sku = `SHOT-${Date.now().toString(36)}`;
const prod = await admin.page.request.post(`${URL_}/api/products`, {
  data: {
    sku, name: 'Layer Mash Premium', baseUnit: 'kg', priceCentavos: 3000, costCentavos: 2200,
    units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 140_000 }],
    openingStock: [{ qtyMilli: 50_000 }, { locationId: LB, qtyMilli: 650_000 }],
  },
});
const productId = (await prod.json()).product.id;
const en = await admin.page.request.post(`${URL_}/api/pos/terminals`, { data: { name: 'Sto. Tomas 1', locationId: LB } });
if (!en.ok()) throw new Error(await en.text());
await admin.page.request.post(`${URL_}/api/shifts`, { data: { openingFundCentavos: 100_000 } });
const sale = await admin.page.request.post(`${URL_}/api/sales`, {
  data: { id: randomUUID(), lines: [{ productId, unitCode: 'sack', qtyMilli: 1000, unitPriceCentavos: 140_000 }],
    payments: [{ method: 'cash', amountCentavos: 140_000 }], totalCentavos: 140_000 },
});
if (!sale.ok()) throw new Error(await sale.text());

for (const [theme, language, width] of [['light', 'en', 1366], ['dark', 'fil', 360], ['dark', 'en', 1366], ['light', 'fil', 360]]) {
  await settings(admin.page, { theme, language });
  await admin.page.setViewportSize({ width, height: width === 360 ? 1400 : 1000 });
  await admin.page.goto(`${URL_}/`);
  await admin.page.getByTestId('branch-figures').waitFor();
  await admin.page.getByTestId('sales-summary').screenshot({ path: `/tmp/h3-shots/dashboard-${width}-${theme}-${language}.png` });
}
await settings(admin.page, { theme: 'light', language: 'en' });
await admin.page.setViewportSize({ width: 1366, height: 1000 });
await admin.page.goto(`${URL_}/inventory?product=${productId}`);
await admin.page.getByTestId('branch-stock').waitFor();
await admin.page.getByTestId('branch-stock').scrollIntoViewIfNeeded();
await admin.page.screenshot({ path: '/tmp/h3-shots/product-drawer-1366-light-en.png' });

// The admin at the Sto. Tomas counter, Main's manager on that browser: refused.
const mgr = await context('manager@demo.fbms.ph', { width: 1366, height: 800 });
const cookie = (await admin.ctx.cookies()).find((c) => c.name.includes('fbms_terminal'));
await mgr.ctx.addCookies([cookie]);
await mgr.page.goto(`${URL_}/pos`);
await mgr.page.getByText(/another branch|ibang branch/).first().waitFor();
await mgr.page.screenshot({ path: '/tmp/h3-shots/pos-other-branch-1366-light-en.png' });

// The cashier at the demo counter (Main): 2 sacks of it → refused, and where else it is.
for (const [theme, language, width] of [['light', 'en', 1366], ['dark', 'fil', 360]]) {
  const c = await context('cashier@demo.fbms.ph', { width, height: 800 });
  await settings(c.page, { theme, language });
  await c.page.goto(`${URL_}/pos`);
  const search = c.page.getByRole('combobox').first();
  await search.waitFor();
  const shift = c.page.getByRole('button', { name: /Open shift|Buksan ang shift/ });
  if (await shift.isVisible()) { await shift.click(); const d = c.page.getByRole('dialog'); await d.getByRole('textbox').first().fill('2000'); await d.getByRole('textbox').first().press('Enter'); }
  await search.fill(sku);
  await c.page.getByRole('option').first().click();
  const unit = c.page.getByRole('button', { name: /sack/ });
  if (await unit.first().isVisible().catch(() => false)) await unit.first().click();
  // The second sack: more than Main holds.
  await search.fill(sku);
  await c.page.getByRole('option').first().click();
  if (await unit.first().isVisible().catch(() => false)) await unit.first().click();
  await c.page.getByText(/Sto\. Tomas: /).first().waitFor({ timeout: 10_000 });
  await c.page.screenshot({ path: `/tmp/h3-shots/pos-availability-${width}-${theme}-${language}.png` });
  await settings(c.page, { theme: 'light', language: 'en' });
  await c.ctx.close();
}
await browser.close();
console.log('shots done');
