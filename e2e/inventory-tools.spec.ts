import { expect, test } from '@playwright/test';
import { DEMO_URL, signIn } from './support/demo-store.ts';

/**
 * Issue 4's journey on the demo store: a manager imports a CSV with errors, sees every problem by row,
 * fixes the file and imports a feed sold by sack and kilo and a lot-tracked vet drug; opens a sack;
 * recounts; and finds it all in the product history.
 */
test.use({ baseURL: DEMO_URL });

const HEADER =
  'sku,name,category,tax_class,vat_exempt_basis,base_unit,price,cost,units,lot_tracked,rx_vet_drug,registration_number,opening_stock,batch_number,expiry_date';

const csv = (lines: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\r\n')),
});

test('import with errors then fixed, open a sack, recount, and see the history', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).toUpperCase();
  const feed = `Layer Mash ${tag}`;
  const drug = `Oxytetracycline ${tag}`;
  const feedRow = `FEED-${tag},${feed},E2E Feeds,VAT-exempt,NIRC Sec. 109(1)(A): feeds,kg,38.00,31.00,sack=50@1800,no,no,,500,,`;
  const drugGood = `VET-${tag},${drug},E2E Vet drugs,VATable,,mL,6.50,4.00,bottle=100@600,yes,yes,BAI-VR-${tag},200,OXY-${tag},2028-03-31`;
  const drugBad = `VET-${tag},${drug},E2E Vet drugs,VATable,,mL,six,4.00,bottle=100@600,yes,yes,,200,,2028-03-31`;

  await signIn(page, 'manager');
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Import products' });
  await drawer.locator('input[type="file"]').setInputFiles(csv([feedRow, drugBad]));
  await expect(drawer.getByText('1 of 2 rows have problems.', { exact: false })).toBeVisible();
  const problems = drawer.getByRole('table', { name: 'Problem' });
  await expect(
    problems.getByRole('row', { name: /3 price Write the price like 1250.50; got "six"/ }),
  ).toBeVisible();
  await expect(problems.getByRole('row', { name: /3 registration_number/ })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Import 2 products/ })).toHaveCount(0);

  // Fixed file: every row is good, and the whole file imports.
  await drawer.locator('input[type="file"]').setInputFiles(csv([feedRow, drugGood]));
  await expect(drawer.getByText('All 2 rows are ready to import.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: '2 products imported' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Open a sack of the feed: 500 kg stays 500 kg, 50 of it now loose.
  await page.getByPlaceholder('Search by name, SKU or barcode').fill(`FEED-${tag}`);
  await page
    .getByRole('button', { name: `Open ${feed}` })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: feed });
  await expect(detail.getByTestId('sealed-loose')).toHaveText('500 kg sealed · 0 kg loose');
  await detail.getByRole('button', { name: 'Open a pack' }).click();
  await detail.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(detail.getByTestId('sealed-loose')).toHaveText('450 kg sealed · 50 kg loose');
  await expect(page).toHaveURL(/product=/);
  await detail.getByRole('button', { name: 'Close' }).click();

  // Recount: the shelf has 48 kg less feed than the system says.
  await page.getByRole('link', { name: 'Recount' }).click();
  await page.getByRole('button', { name: 'Start counting' }).click();
  await expect(page.getByRole('heading', { name: /^RC-\d{6}$/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find a product on this sheet' }).fill(tag);
  await page.getByRole('textbox', { name: `Counted: ${feed}` }).fill('452');
  await expect(page.getByTestId('count-value')).toHaveText('Difference in value: -₱1,488.00');
  await page.getByRole('button', { name: 'Post recount' }).click();
  await page
    .getByRole('dialog', { name: 'Post recount' })
    .getByRole('button', { name: 'Post recount' })
    .click();
  await expect(page.getByText(/posted: 1 product changed/)).toBeVisible();

  // History: the import's opening stock, the opened sack and the recount, newest first.
  await page.goto('/inventory/history');
  await page.getByRole('textbox', { name: 'Product name contains' }).fill(feed);
  const table = page.getByRole('table', { name: 'Product history' });
  await expect(table.getByRole('row')).toHaveCount(5);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Adjustment (out)');
  await expect(rows.nth(1)).toContainText('-48 kg');
  await expect(rows.nth(2)).toContainText('Stock in');
  await expect(rows.nth(2)).toContainText('loose');
  await expect(rows.nth(4)).toContainText('Opening stock');

  const api = await page.request.get(`${DEMO_URL}/api/products?search=VET-${tag}`);
  const vet = ((await api.json()) as { items: { id: string; isLotTracked: boolean; stockMilli: number }[] })
    .items[0];
  expect(vet).toMatchObject({ isLotTracked: true, stockMilli: 200_000 });

  // Shelf labels for the feed: from its detail, 3 copies, printed as an A4 sheet.
  await page.goto(`/inventory?q=FEED-${tag}`);
  await page
    .getByRole('button', { name: `Open ${feed}` })
    .first()
    .click();
  await page.getByRole('dialog', { name: feed }).getByRole('link', { name: 'Print labels' }).click();
  await expect(page.getByRole('heading', { name: 'Barcode labels' })).toBeVisible();
  const preview = page.getByTestId('label-preview');
  await expect(preview.getByRole('img', { name: `FEED-${tag}` })).toBeVisible();
  await expect(preview).toContainText('₱38.00 / kg');
  await page.getByRole('textbox', { name: `Copies of ${feed}` }).fill('3');
  await expect(page.getByRole('button', { name: 'Print 3 labels' })).toBeEnabled();
  const sheet = page.getByTestId('label-print-sheet');
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('img', { name: `FEED-${tag}` })).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Barcode labels' })).toBeHidden();
});
