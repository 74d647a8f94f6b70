import type { Database, Tx } from '@fbms/db';
import { systemSettings } from '@fbms/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

export async function readSetupState(database: Database) {
  const [row] = await database.query<{
    has_users: boolean;
    any_verified: boolean;
    name: string | null;
    completed: Date | null;
    has_logo: boolean;
  }>(
    `SELECT EXISTS (SELECT 1 FROM users) AS has_users,
            EXISTS (SELECT 1 FROM users WHERE email_verified) AS any_verified,
            s.business_info ->> 'name' AS name, s.setup_completed_at AS completed,
            s.logo IS NOT NULL AS has_logo
       FROM system_settings s WHERE s.id = 1`,
  );
  return {
    hasUsers: Boolean(row?.has_users),
    anyVerified: Boolean(row?.any_verified),
    businessName: row?.name ?? null,
    setupCompletedAt: row?.completed ?? null,
    hasLogo: Boolean(row?.has_logo),
  };
}

/** Saves the business details once; false when setup was already completed. */
export async function completeSetup(
  tx: Tx,
  input: { businessName: string; address: string; tin: string; vatRegistered: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(systemSettings)
    .set({
      businessInfo: sql`${systemSettings.businessInfo} || ${JSON.stringify({
        name: input.businessName,
        address: input.address,
        taxId: input.tin,
      })}::jsonb`,
      vatRegistered: input.vatRegistered,
      setupCompletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(systemSettings.id, 1), isNull(systemSettings.setupCompletedAt)))
    .returning({ id: systemSettings.id });
  return rows.length > 0;
}
