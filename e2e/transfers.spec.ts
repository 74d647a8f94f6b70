import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';
import { HUMAN, openShiftIfNone, tag } from './support/pos.ts';

/**
 * Transfer slips (issue 26): the warehouse "Bodega" (Main branch) sends 20 sacks of a feed to the
 * "Sto. Tomas store" (Sto. Tomas branch); 19 arrive in good order and 1 damaged, which is written off;
 * then the store sells one of the sacks at its own terminal. Walked through the screens by the demo
 * manager, who works in both branches (the branches' demo seeder). The screens at 360 and 1366 px,
 * light and dark, English and Filipino.
 */
test.use({ baseURL: DEMO_URL });

const BODEGA = '01900000-0000-7000-8000-00000000d001';
const STO_TOMAS_STORE = '01900000-0000-7000-8000-00000000d002';
const SACK = 50_000;

type Product = {
  id: string;
  name: string;
  sku: string;
  baseUnit: string;
  categoryName: string | null;
  units: { code: string; baseMilliPerUnit: number; priceCentavos: number | null }[];
};

const noSideways = async (page: Page, what: string) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${what}: no sideways scrolling`,
  ).toBeLessThanOrEqual(0);

/** A product's stock at one location (all its lots), in thousandths of its base unit. */
async function stockAt(page: Page, productId: string, locationId: string) {
  const res = await page.request.get(`/api/products/${productId}/stock`);
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { locationId: string; qtyMilli: number }[] };
  return items.filter((i) => i.locationId === locationId).reduce((s, i) => s + i.qtyMilli, 0);
}

/** A feed sold by the 50-kg sack with at least 20 sacks in the Bodega (the branches' opening stock). */
async function feedInBodega(page: Page): Promise<Product> {
  const res = await page.request.get(
    `/api/stock/movements?locationId=${BODEGA}&type=initial_stock&pageSize=50`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { productId: string }[] };
  const found: Product[] = [];
  for (const productId of [...new Set(items.map((i) => i.productId))]) {
    const p = (await (await page.request.get(`/api/products/${productId}`)).json()) as Product;
    const sack = p.units.find((u) => u.code === 'sack' && u.baseMilliPerUnit === SACK);
    if (sack && (await stockAt(page, p.id, BODEGA)) >= 20 * SACK) found.push(p);
  }
  // A feed when the Bodega holds one (else a fertilizer, also by the sack).
  const feed = found.find((p) => p.categoryName === 'Feeds') ?? found[0];
  if (feed) return feed;
  throw new Error('The demo Bodega has no feed with 20 sacks (the branches demo seeder gives it some)');
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('Bodega sends 20 sacks to Sto. Tomas: 19 arrive, 1 damaged is written off, the store sells one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  const feed = await feedInBodega(page);
  const bodegaBefore = await stockAt(page, feed.id, BODEGA);
  const storeBefore = await stockAt(page, feed.id, STO_TOMAS_STORE);

  // 1. The list, then a new slip: Bodega → Sto. Tomas store, 20 sacks, vehicle and driver.
  await page.goto('/branches/transfers');
  await expect(page.getByRole('heading', { name: 'Stock transfers', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In transit' })).toBeVisible();
  await page.getByRole('button', { name: 'New transfer' }).click();
  await expect(page.getByRole('heading', { name: 'New transfer', level: 1 })).toBeVisible();
  // Nothing chosen: the form says what is missing and saves nothing.
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Choose where the goods leave from.')).toBeVisible();
  await expect(page.getByText('Add at least one product to the transfer.')).toBeVisible();
  await choose(page, 'From (sending location)', /^Bodega · /);
  await choose(page, 'To (receiving location)', /^Sto\. Tomas store · /);
  await expect(page.getByText('Choose where the goods leave from.')).toHaveCount(0);
  const add = page.getByRole('combobox', { name: 'Add a product' });
  await add.click();
  await add.pressSequentially(feed.sku, HUMAN);
  await page
    .getByRole('option', { name: new RegExp(feed.sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  const line = page.getByTestId('transfer-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('combobox', { name: 'Unit' })).toHaveValue(/^sack/);
  await line.getByRole('textbox', { name: 'Quantity' }).fill('20');
  await page.getByRole('textbox', { name: 'Vehicle' }).fill(`Isuzu Elf ${tag}`);
  await page.getByRole('textbox', { name: 'Driver' }).fill('Jun Dela Cruz');
  await page.screenshot({ path: 'test-results/transfers-form-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit request' }).click();

  // 2. The slip page: requested; the manager of the sending branch approves and issues it.
  const heading = page.getByRole('heading', { name: /^TR-\d{6}-\d{4}$/, level: 1 });
  await expect(heading).toBeVisible();
  const transferNo = (await heading.textContent())!.trim();
  const slipId = page.url().split('/').at(-1)!;
  const status = page.getByTestId('transfer-status');
  await expect(status).toHaveText('Requested');
  await expect(page.getByTestId('transfer-lines')).toContainText('20 sack');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${transferNo}` });
  await expect(approve.getByRole('textbox').first()).toHaveValue('20');
  await approve.getByRole('button', { name: 'Confirm' }).click();
  await expect(approve).toHaveCount(0);
  await expect(status).toHaveText('Approved');
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const issue = page.getByRole('dialog', { name: `Issue ${transferNo}` });
  await expect(issue.getByRole('textbox', { name: 'Vehicle' })).toHaveValue(`Isuzu Elf ${tag}`);
  await issue.getByRole('button', { name: 'Confirm' }).click();
  await expect(issue).toHaveCount(0);
  await expect(status).toHaveText('In transit');
  await expect(page.getByTestId('transfer-lot').first()).toBeVisible();
  expect(await stockAt(page, feed.id, BODEGA)).toBe(bodegaBefore - 20 * SACK);
  expect(await stockAt(page, feed.id, STO_TOMAS_STORE)).toBe(storeBefore);
  await page.screenshot({ path: 'test-results/transfers-slip-in-transit-1366.png', fullPage: true });

  // The slip travels with the goods: A4 and 80 mm PDFs.
  for (const [name, format] of [
    ['Print A4', 'a4'],
    ['Print 80 mm', '80mm'],
  ] as const) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    expect(href).toBe(`/api/stock/transfers/${slipId}/pdf?format=${format}`);
    const pdf = await page.request.get(href!);
    expect(pdf.status(), await pdf.text()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // What is on the road shows on the list.
  await page.goto('/branches/transfers?tab=all');
  await expect(page.getByRole('button', { name: transferNo }).first()).toBeVisible();
  await expect(page.getByTestId('in-transit-value')).toBeVisible();
  await page.getByRole('button', { name: `Open ${transferNo}` }).click();
  await expect(heading).toHaveText(transferNo);

  // 3. Sto. Tomas receives: 19 sacks in good order, 1 damaged.
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog', { name: `Receive ${transferNo}` });
  await receive.getByRole('button', { name: 'All arrived in good order' }).click();
  const lot = receive.getByTestId('receive-lot');
  await expect(lot).toHaveCount(1);
  await lot.getByRole('textbox', { name: 'Good' }).fill('19');
  await lot.getByRole('textbox', { name: 'Damaged' }).fill('1');
  await lot.getByRole('textbox', { name: 'Notes' }).fill('One sack torn on the road');
  await receive.getByRole('button', { name: 'Confirm' }).click();
  await expect(receive).toHaveCount(0);
  await expect(status).toHaveText('Received');
  await expect(page.getByTestId('open-discrepancy')).toBeVisible();
  expect(await stockAt(page, feed.id, STO_TOMAS_STORE)).toBe(storeBefore + 19 * SACK);

  // 4. The damaged sack is written off; nothing is left open, so the slip closes.
  await page.getByRole('button', { name: 'Resolve a difference' }).click();
  const resolve = page.getByRole('dialog', { name: `Resolve a difference on ${transferNo}` });
  const row = resolve.getByTestId('resolve-lot');
  await choose(page, 'What happened', 'Written off');
  await expect(row.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await row.getByRole('textbox', { name: 'Reason' }).fill('Sack torn in transit, feed spoiled');
  await resolve.getByRole('button', { name: 'Confirm' }).click();
  await expect(resolve).toHaveCount(0);
  await expect(page.getByTestId('transfer-resolution')).toContainText('Written off');
  if (await page.getByRole('button', { name: 'Close', exact: true }).isVisible()) {
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(status).toHaveText('Closed');
  await expect(page.getByTestId('history-closed')).not.toContainText('Not yet');
  expect(await stockAt(page, feed.id, STO_TOMAS_STORE)).toBe(storeBefore + 19 * SACK);
  expect(await stockAt(page, feed.id, BODEGA)).toBe(bodegaBefore - 20 * SACK);
  await page.screenshot({ path: 'test-results/transfers-slip-closed-1366.png', fullPage: true });

  // The screens light and dark, 360 and 1366 px, English and Filipino.
  const doc = await mySettings(page);
  try {
    for (const language of ['en', 'fil'] as const) {
      if (language === 'fil') await restoreMySettings(page, { ...doc, language: 'fil' });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const width of [360, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/branches/transfers?tab=all');
          await expect(page.getByRole('button', { name: transferNo }).first()).toBeVisible();
          await noSideways(page, `list ${width}`);
          await page.screenshot({
            path: `test-results/transfers-list-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
          await page.goto('/branches/transfers/new');
          await expect(
            page
              .getByRole('combobox', { name: 'Add a product' })
              .or(page.getByRole('combobox', { name: 'Magdagdag ng produkto' })),
          ).toBeVisible();
          await noSideways(page, `form ${width}`);
          await page.screenshot({
            path: `test-results/transfers-form-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
          await page.goto(`/branches/transfers/${slipId}`);
          await expect(heading).toBeVisible();
          await noSideways(page, `slip ${width}`);
          await page.screenshot({
            path: `test-results/transfers-slip-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
        }
      }
    }
  } finally {
    await restoreMySettings(page, doc);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  // 5. The Sto. Tomas store sells one of the sacks at its own terminal.
  const enrolled = await page.request.post('/api/pos/terminals', {
    data: { name: `Sto. Tomas counter ${tag}`, locationId: STO_TOMAS_STORE },
    headers: { origin: DEMO_URL },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  await page.goto('/pos');
  await openShiftIfNone(page);
  await expect(page.getByText(`Sto. Tomas counter ${tag} · Sto. Tomas store`)).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Scan or search a product' });
  await search.focus();
  await page.keyboard.type(feed.sku, HUMAN);
  // (The top bar's branch switcher is a select with options of its own: look in the search's list.)
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(feed.name);
  await page.keyboard.press('Enter');
  const cart = page.getByTestId('cart-line');
  await expect(cart).toHaveCount(1);
  const unit = cart.getByRole('combobox', { name: `Unit ${feed.name}` });
  if ((await unit.inputValue()) !== 'sack') {
    await unit.click();
    await page.getByRole('option', { name: 'sack', exact: true }).click();
  }
  await expect(unit).toHaveValue('sack');
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Payment' });
  const due = (await pay.getByTestId('pay-due').textContent())!.replace(/[₱,]/g, '');
  await page.keyboard.type(String(Math.ceil(Number(due))), HUMAN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sale recorded' })).toBeVisible();
  await expect.poll(() => stockAt(page, feed.id, STO_TOMAS_STORE)).toBe(storeBefore + 19 * SACK - SACK);
  expect(await stockAt(page, feed.id, BODEGA)).toBe(bodegaBefore - 20 * SACK);
});

test('Request a transfer from the low-stock list opens a slip to that location, from its shortfall', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await page.goto('/inventory?stock=low');
  const request = page.getByRole('button', { name: 'Request a transfer' });
  await expect(request).toBeVisible();
  await request.click();
  // The manager works in two branches: pick the location that needs the goods.
  const where = page.getByRole('menuitem', { name: /^Sto\. Tomas store · / });
  const form = page.getByRole('heading', { name: 'New transfer', level: 1 });
  await expect(where.or(form)).toBeVisible();
  if (await where.isVisible()) await where.click();
  await expect(page).toHaveURL(new RegExp(`/branches/transfers/new\\?lowStockTo=${STO_TOMAS_STORE}`));
  await expect(page.getByRole('heading', { name: 'New transfer', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'To (receiving location)' })).toHaveValue(
    /^Sto\. Tomas store · /,
  );
  await expect(page.getByText(/Filled from the low-stock list|is under its minimum stock/)).toBeVisible();
  await expect(page.getByTestId('transfer-line').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/transfers-from-low-stock-1366.png' });
});
