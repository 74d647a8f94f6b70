import { sqlRows } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../demo/demo-accounts.service.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';

/**
 * The demo store's backup settings: the passphrase is the demo password (the sign-in page shows it), so
 * "Back up now", a restore and a drill work in the demo without a setup step. No backup is made at seed
 * time (the seed is one transaction; a backup reads committed data): the screen says how to make the first.
 */
export const backupSeeder: DemoSeeder = {
  module: 'backup',
  async seed({ tx }) {
    await sqlRows(
      tx,
      sql`UPDATE system_settings SET backup = backup || jsonb_build_object('passphrase', ${DEMO_PASSWORD}::text)
           WHERE id = 1`,
    );
  },
};
