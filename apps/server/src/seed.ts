/**
 * `npm run seed -- --products N`: adds N sample agri-vet products with opening stock to the store's
 * database (DATA_DIR or DATABASE_URL, like `npm start`). Stop the server first when using the embedded
 * database: its folder can only be open in one process.
 */

import { parseArgs } from 'node:util';
import { DataDirLockedError, openDatabase } from '@fbms/db';
import { seedProducts } from './modules/demo/seed-products.ts';
import { fail, loadConfigOrFail } from './platform/cli.ts';

const MAX = 1_000_000;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 1 || count > MAX)
  fail(
    `--products must be a whole number from 1 to ${MAX.toLocaleString('en-PH')} (got "${values.products}").`,
  );

const config = loadConfigOrFail();
const database = await openDatabase(
  config.database.kind === 'postgres'
    ? { kind: 'postgres', url: config.database.url }
    : { kind: 'pglite', dataDir: config.database.dataDir },
).catch((err: unknown) => {
  if (err instanceof DataDirLockedError) fail(err.message);
  throw err;
});
try {
  await database.migrate();
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL'
      : `the embedded database in ${config.database.dataDir}`;
  say(`Adding ${count.toLocaleString('en-PH')} sample products to ${where}…`);
  const r = await seedProducts(database, count);
  say(
    `Added ${r.products.toLocaleString('en-PH')} products (${r.firstSku} to ${r.lastSku}) in ${(r.ms / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
