import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { openShiftIfNone } from './support/pos.ts';

/**
 * Tindera POS (issue 5) on a phone with a touch screen: the browser is enrolled as a terminal, a
 * category's tiles are tapped (sack or kilo asked for a feed), +/− change the quantity, the cart opens
 * from the bottom bar, a lot-tracked item's batch is picked, cash is paid and the change shows large;
 * the stock fell by what was sold.
 */
test.use({ baseURL: DEMO_URL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const tag = Date.now().toString(36).toUpperCase();
const PHOTO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQAAAADsdIMmAAAADklEQVR4nGMIZVjFgIQBHpwD/W19h+YAAAAASUVORK5CYII=';

async function post<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(`${DEMO_URL}${path}`, { data: body, headers: { origin: DEMO_URL } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test('tap tiles, change quantities with +/−, pay cash and see the change', async ({ page }) => {
  await signIn(page, 'manager');
  const category = await post<{ id: string }>(page, '/api/categories', { name: `Tindera ${tag}` });
  const { product } = await post<{ product: { id: string } }>(page, '/api/products', {
    sku: `TND-FEED-${tag}`,
    name: `Starter Feed ${tag}`,
    categoryId: category.id,
    baseUnit: 'kg',
    priceCentavos: 4_000,
    units: [{ code: 'sack', baseMilliPerUnit: 25_000, priceCentavos: 95_000 }],
    openingStock: [{ qtyMilli: 200_000 }],
  });
  const salt = await post<{ product: { id: string } }>(page, '/api/products', {
    sku: `TND-SALT-${tag}`,
    name: `Rock Salt ${tag}`,
    categoryId: category.id,
    baseUnit: 'pc',
    priceCentavos: 2_500,
    openingStock: [{ qtyMilli: 2_000 }],
  });
  await post(page, '/api/products', {
    sku: `TND-DEW-${tag}`,
    name: `Dewormer ${tag}`,
    categoryId: category.id,
    baseUnit: 'bottle',
    priceCentavos: 10_000,
    isLotTracked: true,
    openingStock: [
      { qtyMilli: 5_000, lot: { batchNumber: `TD1-${tag}`, expiryDate: '2099-01-31' } },
      { qtyMilli: 5_000, lot: { batchNumber: `TD2-${tag}`, expiryDate: '2099-12-31' } },
    ],
  });

  // The salt has a photo: its tile shows it.
  const photo = await page.request.put(`${DEMO_URL}/api/products/${salt.product.id}/image`, {
    data: { dataUrl: `data:image/png;base64,${PHOTO_PNG_BASE64}` },
    headers: { origin: DEMO_URL },
  });
  expect(photo.status(), await photo.text()).toBe(200);

  await page.goto('/tindera-pos');
  const enroll = page.getByRole('heading', { name: 'Make this browser a POS terminal' });
  await expect(enroll.or(page.getByRole('heading', { name: 'Tindera POS' }))).toBeVisible();
  if (await enroll.isVisible()) {
    await page.getByRole('textbox', { name: 'Terminal name' }).fill(`Tindera ${tag}`);
    await page.getByRole('button', { name: 'Enroll this browser' }).tap();
  }
  await openShiftIfNone(page);
  await expect(page.getByRole('heading', { name: 'Tindera POS' })).toBeVisible();

  await page.getByText(`Tindera ${tag}`, { exact: true }).tap();
  const feedTile = page.getByRole('button', { name: new RegExp(`^Starter Feed ${tag}, ₱950.00 / sack`) });
  await feedTile.tap();
  await page.getByRole('button', { name: 'sack · ₱950.00' }).tap();
  const saltTile = page.getByRole('button', { name: new RegExp(`^Rock Salt ${tag}`) });
  await expect
    .poll(() => saltTile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(8);
  await saltTile.tap();
  await saltTile.tap();
  // The salt has only one unit: no question, and a second tap makes two.
  const bar = page.getByRole('button', { name: 'Open the cart' });
  await expect(bar).toHaveText('2 items');
  await expect(page.getByRole('button', { name: '₱1,000.00' })).toBeVisible();

  await bar.tap();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await cart.getByRole('button', { name: `One more Starter Feed ${tag}` }).tap();
  await expect(cart.getByTestId(`qty-TND-FEED-${tag}-sack`)).toHaveText('2');
  await cart.getByRole('button', { name: `One less Rock Salt ${tag}` }).tap();
  await expect(cart.getByTestId(`qty-TND-SALT-${tag}-pc`)).toHaveText('1');
  // 2 sacks × ₱950 + 1 × ₱25.
  await expect(cart.getByTestId('tindera-total')).toHaveText('₱1,925.00');
  // Beyond the stock is refused with the seed's words, and nothing changes.
  for (let i = 0; i < 7; i++) await cart.getByRole('button', { name: `One more Starter Feed ${tag}` }).tap();
  await expect(cart.getByTestId(`qty-TND-FEED-${tag}-sack`)).toHaveText('8');
  await cart.getByRole('button', { name: `One more Starter Feed ${tag}` }).tap();
  await expect(page.getByText('Insufficient stock. Available: 200, Requested: 225')).toBeVisible();
  await expect(cart.getByTestId(`qty-TND-FEED-${tag}-sack`)).toHaveText('8');
  for (let i = 0; i < 6; i++) await cart.getByRole('button', { name: `One less Starter Feed ${tag}` }).tap();
  await expect(cart.getByTestId('tindera-total')).toHaveText('₱1,925.00');

  // A lot-tracked dewormer: first to expire, unless the tindera picks the batch the farmer asks for.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: new RegExp(`^Dewormer ${tag}`) }).tap();
  await bar.tap();
  const lot = cart.getByRole('button', { name: `Choose the lot of Dewormer ${tag}` });
  await expect(lot).toHaveText('Lot: first to expire');
  await lot.tap();
  await page.getByRole('menuitem', { name: `TD2-${tag} · expires 2099-12-31 · 5 bottle` }).tap();
  await expect(lot).toHaveText(`Lot TD2-${tag}`);
  await expect(cart.getByTestId('tindera-total')).toHaveText('₱2,025.00');

  await cart.getByRole('button', { name: 'Pay' }).tap();
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await pay.getByRole('textbox', { name: 'Cash received' }).fill('2100');
  await expect(pay.getByTestId('pay-change')).toHaveText('₱75.00');
  await pay.getByRole('button', { name: 'Complete sale (Enter)' }).tap();
  const receipt = page.getByRole('dialog', { name: 'Sale recorded' });
  await expect(receipt.getByTestId('receipt-change')).toHaveText('₱75.00');
  await expect(receipt.getByTestId('invoice-document')).toContainText(`Starter Feed ${tag}`);
  await expect(receipt.getByTestId('invoice-document')).toContainText(`Lot TD2-${tag} exp 2099-12-31`);
  await expect(receipt.getByTestId('invoice-document')).not.toContainText(`TD1-${tag}`);
  await receipt.getByRole('button', { name: /Next sale/ }).tap();
  await expect(bar).toHaveText('0 items');

  const after = await page.request.get(`${DEMO_URL}/api/products/${product.id}`);
  expect(((await after.json()) as { stockMilli: number }).stockMilli).toBe(200_000 - 50_000);
});
