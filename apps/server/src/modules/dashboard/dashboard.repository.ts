import type { Database } from '@fbms/db';
import { INCOMING_MOVEMENT_TYPES } from '@fbms/domain';

/** What the store has done so far, read from the data itself (nothing is stored for the checklist). */
export interface StoreProgress {
  business: boolean;
  products: boolean;
  stock: boolean;
  terminal: boolean;
  sale: boolean;
  logo: boolean;
  support: boolean;
  staff: boolean;
}

export async function readStoreProgress(database: Database): Promise<StoreProgress> {
  const [row] = await database.query<StoreProgress>(
    `SELECT s.setup_completed_at IS NOT NULL AS business,
            EXISTS (SELECT 1 FROM products) AS products,
            EXISTS (SELECT 1 FROM stock_movements WHERE type = ANY($1::text[])) AS stock,
            EXISTS (SELECT 1 FROM terminals WHERE is_active) AS terminal,
            EXISTS (SELECT 1 FROM sales WHERE status = 'completed') AS sale,
            s.logo IS NOT NULL AS logo,
            coalesce(s.support ->> 'phone', s.support ->> 'email') IS NOT NULL AS support,
            EXISTS (SELECT 1 FROM users WHERE NOT is_owner) AS staff
       FROM system_settings s WHERE s.id = 1`,
    [[...INCOMING_MOVEMENT_TYPES]],
  );
  return {
    business: Boolean(row?.business),
    products: Boolean(row?.products),
    stock: Boolean(row?.stock),
    terminal: Boolean(row?.terminal),
    sale: Boolean(row?.sale),
    logo: Boolean(row?.logo),
    support: Boolean(row?.support),
    staff: Boolean(row?.staff),
  };
}
