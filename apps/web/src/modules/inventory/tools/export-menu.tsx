import { catalogContract, PRODUCT_COLUMNS, type Product, productToRow } from '@fbms/domain';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { downloadTable, type TableFormat } from '../../../lib/download-file.ts';
import { notify } from '../../../lib/notify.ts';
import type { ProductFilterValues } from '../product-filters.tsx';
import { useToolsT } from './tools.i18n.ts';

const BATCH = 200;

async function allProducts(f: ProductFilterValues): Promise<Product[]> {
  const out: Product[] = [];
  for (;;) {
    const page = await api.call(catalogContract.listProducts, {
      query: { search: f.q, categoryId: f.categoryId, stock: f.stock, limit: BATCH, offset: out.length },
    });
    out.push(...page.items);
    if (page.items.length < BATCH || out.length >= page.total) return out;
  }
}

/** Exports the listed products (the current filters) as CSV or XLSX, in the import file's columns. */
export function ExportMenu({ filters }: { filters: ProductFilterValues }) {
  const t = useToolsT();
  const [busy, setBusy] = useState(false);
  const run = async (format: TableFormat) => {
    setBusy(true);
    try {
      const rows = [[...PRODUCT_COLUMNS], ...(await allProducts(filters)).map((p) => productToRow(p))];
      await downloadTable('products', 'Products', rows, format);
      notify.taskComplete({ title: t('export.done'), message: `${rows.length - 1}` });
    } catch (e) {
      notify.error({ title: t('export.title'), message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} loading={busy}>
          {t('nav.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
