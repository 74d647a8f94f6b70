import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, moduleMenu, mySettings, restoreMySettings, signIn } from './support/demo-store.ts';

/**
 * Reports & Analytics on the demo store: the manager opens it from the menu and sees sales by day for
 * the last 30 days with a chart and totals, picks sales by product, saves it as XLSX and gets its PDF;
 * the cashier sees no cost columns and no exports. Screenshots at 360 and 1366 px, light and dark,
 * English and Filipino. The people's settings are put back as they were found.
 */
test.use({ baseURL: DEMO_URL });

const noSideways = async (page: Page, what: string, width: number) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} is wider than ${width} px`).toBeLessThanOrEqual(0);
};

/** The settings the journeys need (charts on, every export format, the default 30 days), over the API. */
async function withReportSettings(page: Page): Promise<Record<string, unknown>> {
  const original = await mySettings(page);
  await restoreMySettings(page, {
    ...original,
    reports: {
      ...(original.reports as Record<string, unknown>),
      includeCharts: true,
      exportFormats: ['pdf', 'excel', 'csv'],
      dataRange: 30,
    },
  });
  return original;
}

test('the manager reads sales by day with a chart, picks sales by product, saves XLSX and the PDF', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    baseURL: DEMO_URL,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, 'manager');
  const original = await withReportSettings(page);
  try {
    await page.reload();
    await moduleMenu(page).getByRole('link', { name: 'Reports & Analytics' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Reports & Analytics', level: 2 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue('Sales by day');
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const totals = page.getByTestId('analytics-totals');
    await expect(totals).toContainText('Total');
    await expect(totals).toContainText('₱');
    await expect(page.getByTestId('reports-chart')).toBeVisible();
    await expect(page.getByTestId('reports-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    // The manager may see cost: the cost columns are there and no note about them.
    await expect(
      page.getByTestId('analytics-report').getByRole('columnheader', { name: 'Gross profit' }),
    ).toBeVisible();
    await expect(page.getByText('Cost and profit show to managers, accountants and admins.')).toHaveCount(0);
    // The manager works in Main and Sto. Tomas: the branch select offers both and "All my branches".
    await expect(page.getByRole('combobox', { name: 'Branch' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Sales by product' }).click();
    const table = page.getByTestId('analytics-report');
    await expect(table.getByRole('columnheader', { name: 'Quantity sold' })).toBeVisible();
    await expect(page.getByTestId('analytics-totals')).toContainText('Total');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^sales-by-product-.*\.xlsx$/);

    const pdfLink = page.getByRole('link', { name: 'PDF' });
    const href = await pdfLink.getAttribute('href');
    expect(href).toMatch(
      /^\/api\/reports\/sales-by-product\/pdf\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/,
    );
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The link opens it in a new tab.
    await expect(pdfLink).toHaveAttribute('target', '_blank');
  } finally {
    await restoreMySettings(page, original);
    await context.close();
  }
});

test('the cashier sees the sales without cost columns and cannot export', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'cashier');
  await moduleMenu(page).getByRole('link', { name: 'Reports & Analytics' }).click();
  const table = page.getByTestId('analytics-report');
  await expect(page.getByTestId('analytics-totals')).toContainText('Total');
  await expect(table.getByRole('columnheader', { name: 'Net sales' })).toBeVisible();
  for (const name of ['Sales less VAT', 'Cost of goods', 'Gross profit', 'Margin %'])
    await expect(table.getByRole('columnheader', { name })).toHaveCount(0);
  await expect(page.getByText('Cost and profit show to managers, accountants and admins.')).toBeVisible();
  await expect(page.locator('[data-tour="reports-export"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excel (.xlsx)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'PDF' })).toHaveCount(0);
  // Purchases are at cost: not offered to the cashier.
  await page.getByRole('combobox', { name: 'Report' }).click();
  await expect(page.getByRole('option', { name: 'Slow-moving stock' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Purchases by supplier' })).toHaveCount(0);
});

for (const width of [360, 1366] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`Reports & Analytics at ${width} px ${colorScheme}, English and Filipino`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await page.emulateMedia({ colorScheme });
      await signIn(page, 'manager');
      const original = await withReportSettings(page);
      try {
        for (const language of ['en', 'fil'] as const) {
          await restoreMySettings(page, { ...(await mySettings(page)), language });
          await page.goto('/reports');
          await expect(
            page.locator('main').getByRole('heading', {
              name: language === 'en' ? 'Reports & Analytics' : 'Ulat at Analytics',
              level: 2,
            }),
          ).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          await expect(page.getByTestId('analytics-totals')).toContainText(
            language === 'en' ? 'Total' : 'Kabuuan',
          );
          await expect(page.getByTestId('reports-chart')).toBeVisible();
          await noSideways(page, 'the reports screen', width);
          await page.screenshot({
            path: `test-results/reports-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
        }
      } finally {
        await restoreMySettings(page, original);
      }
    });
