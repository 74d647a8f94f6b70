import {
  IMPORT_CHUNK_ROWS,
  type ImportRecord,
  PRODUCT_COLUMNS,
  parseCsv,
  readHeader,
  rowsToRecords,
  toCsv,
} from '@fbms/domain';
import { ean13, seedProducts } from '../../apps/server/src/modules/demo/seed-products.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { createBenchDatabase } from './postgres.ts';
import type { Row } from './report.ts';

export interface ImportResult {
  database: 'pglite' | 'postgres';
  rows: number;
  fileBytes: number;
  parseMs: number;
  dryRunMs: number;
  importMs: number;
  /** The same number of products written by the seed's bulk SQL (unnest arrays), the limit. */
  seedMs: number;
}

/**
 * A store's product file: feeds sold by the kilo and the sack (two barcodes each), vet drugs in lots with expiry dates,
 * each with a barcode and opening stock, as a manager would fill the import template.
 */
export function productFile(rows: number): string {
  const lines: (string | number)[][] = [[...PRODUCT_COLUMNS]];
  for (let i = 0; i < rows; i++) {
    const drug = i % 4 === 3;
    const r: Record<string, string | number> = drug
      ? {
          sku: `BENCH-VET-${i}`,
          name: `Oxytetracycline ${i % 7 === 0 ? 'LA' : '20%'} ${100 + (i % 5) * 50} mL lot ${i}`,
          category: 'Vet drugs',
          brand: ['Vetracin', 'Bayer', 'Univet'][i % 3]!,
          tax_class: 'VATable',
          base_unit: 'mL',
          price: '6.50',
          cost: '4.00',
          barcodes: ean13(900_000_000 + i),
          units: 'bottle=100@600',
          lot_tracked: 'yes',
          rx_vet_drug: 'yes',
          registration_number: `BAI-VR-${10_000 + i}`,
          opening_stock: 500,
          batch_number: `OXY-${i}`,
          expiry_date: '2028-03-31',
        }
      : {
          sku: `BENCH-FEED-${i}`,
          name: `${['Hog Grower', 'Broiler Starter', 'Layer Mash', 'Tilapia Floating'][i % 4]} ${i}`,
          category: 'Feeds',
          brand: ['B-MEG', 'Integra', 'Thunderbird'][i % 3]!,
          tax_class: 'VAT-exempt',
          vat_exempt_basis: 'NIRC Sec. 109(1)(A): feeds',
          base_unit: 'kg',
          price: '38.00',
          cost: '31.00',
          min_stock: 100,
          barcodes: `${ean13(910_000_000 + i)}|${ean13(920_000_000 + i)}`,
          units: 'sack=50@1800',
          opening_stock: 1000,
        };
    lines.push(PRODUCT_COLUMNS.map((c) => r[c] ?? ''));
  }
  return toCsv(lines);
}

/**
 * Imports a 10,000-row CSV the way the browser does: read the file into records (timed), send it to
 * POST /api/products/import 1,000 rows at a time as a dry run, then again to write it. Next to it, the
 * same number of products written by `npm run seed`'s bulk SQL in the same database (the limit).
 */
export async function runImport(
  kind: 'pglite' | 'postgres',
  rows: number,
  log: (line: string) => void,
): Promise<ImportResult> {
  const benchDb = kind === 'postgres' ? await createBenchDatabase() : undefined;
  const t = await startTestServer(kind, { env: { DEMO: 'true' }, databaseUrl: benchDb?.url });
  try {
    const file = productFile(rows);
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);

    const p0 = performance.now();
    const [header = [], ...data] = parseCsv(file, rows + 1);
    const { columns } = readHeader(header);
    const records = rowsToRecords(columns, data);
    const parseMs = performance.now() - p0;

    const send = async (dryRun: boolean) => {
      const start = performance.now();
      for (let i = 0; i < records.length; i += IMPORT_CHUNK_ROWS) {
        const chunk: ImportRecord[] = records.slice(i, i + IMPORT_CHUNK_ROWS);
        const r = await manager.post<{ valid: number; imported: number; problems: unknown[] }>(
          '/api/products/import',
          { records: chunk, firstRow: i + 2, dryRun, onlyValid: false },
        );
        if (r.status !== 200 || r.body.problems.length > 0 || r.body.valid !== chunk.length)
          throw new Error(
            `import chunk at row ${i + 2} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`,
          );
      }
      return performance.now() - start;
    };
    const dryRunMs = await send(true);
    const importMs = await send(false);
    const check = await manager.get<{ total: number }>('/api/products?search=BENCH-&limit=1');
    log(
      `  ${kind}: imported ${rows.toLocaleString('en-US')} rows in ${(importMs / 1000).toFixed(1)} s (${check.body.total} found)`,
    );

    const seeded = await seedProducts(t.db, rows);
    return {
      database: kind,
      rows,
      fileBytes: Buffer.byteLength(file),
      parseMs,
      dryRunMs,
      importMs,
      seedMs: seeded.ms,
    };
  } finally {
    await t.close();
    await benchDb?.drop();
  }
}

export function importRows(r: ImportResult): Row[] {
  const db = r.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const n = r.rows.toLocaleString('en-US');
  const perS = (ms: number) => `${Math.round(r.rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;
  return [
    {
      metric: `import ${n}-row CSV (${(r.fileBytes / 1024 / 1024).toFixed(1)} MB): read in the browser's code`,
      value: `${r.parseMs.toFixed(0)} ms`,
      reference: perS(r.parseMs),
      ratio: '',
    },
    {
      metric: `import ${n} rows: dry run, every row checked (${db}, ${r.rows / IMPORT_CHUNK_ROWS} requests)`,
      value: `${(r.dryRunMs / 1000).toFixed(1)} s`,
      reference: perS(r.dryRunMs),
      ratio: '',
    },
    {
      metric: `import ${n} rows: written with units, barcodes, lots, opening stock movements (${db})`,
      value: `${(r.importMs / 1000).toFixed(1)} s`,
      reference: `same number of products by the seed's bulk SQL: ${(r.seedMs / 1000).toFixed(1)} s`,
      ratio: `${(r.importMs / r.seedMs).toFixed(1)}×`,
    },
  ];
}
