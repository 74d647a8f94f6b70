import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';
import { createProduct, freshBarcode, openRegister, tag } from './support/pos.ts';

/** The point of sale: a scan the moment the register opens, on a slow machine and network, loses no key. */
test.use({ baseURL: DEMO_URL });

test('a scan the moment the register opens, on a slow machine and network, loses no key', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const barcode = freshBarcode('48');
  await createProduct(page, {
    sku: `E2E-EARLY-${tag}`,
    name: `Early Scan ${tag}`,
    baseUnit: 'pc',
    priceCentavos: 5_000,
    barcodes: [{ barcode }],
    openingStock: [{ qtyMilli: 100_000 }],
  });
  await openRegister(page, `Early ${tag}`);
  const lines = page.getByTestId('cart-line');
  // 4× slower CPU and a 3G network, as in a store's old PC on mobile data.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  // Scanned while the page is still loading, then as soon as the search box shows: both are one item.
  await page.goto('/pos');
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await page.reload();
  await page.getByRole('combobox', { name: 'Scan or search a product' }).waitFor();
  await page.keyboard.type(barcode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(lines.first().getByLabel(/^Quantity /)).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Scan or search a product' })).toHaveValue('');
  await expect(page.getByText('No product has the barcode')).toHaveCount(0);
});
