import { type Db, systemSettings, type Tx } from '@fbms/db';
import { eq, sql } from 'drizzle-orm';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

export async function readSystemSettings(
  db: Db | Tx,
): Promise<Omit<SystemSettingsRow, 'logo'> & { hasLogo: boolean }> {
  const [row] = await db
    .select({
      id: systemSettings.id,
      businessInfo: systemSettings.businessInfo,
      vatRegistered: systemSettings.vatRegistered,
      setupCompletedAt: systemSettings.setupCompletedAt,
      integration: systemSettings.integration,
      backup: systemSettings.backup,
      maintenance: systemSettings.maintenance,
      bir: systemSettings.bir,
      support: systemSettings.support,
      logoType: systemSettings.logoType,
      updatedAt: systemSettings.updatedAt,
      hasLogo: sql<boolean>`${systemSettings.logo} IS NOT NULL`,
    })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row!;
}

export async function lockSystemSettings(tx: Tx) {
  await tx.execute(sql`SELECT 1 FROM system_settings WHERE id = 1 FOR UPDATE`);
  return readSystemSettings(tx);
}

export async function updateSystemSettings(
  tx: Tx,
  patch: Partial<
    Pick<
      SystemSettingsRow,
      'businessInfo' | 'vatRegistered' | 'integration' | 'backup' | 'maintenance' | 'bir' | 'support'
    >
  >,
) {
  await tx
    .update(systemSettings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(systemSettings.id, 1));
}

export async function writeLogo(tx: Tx, logo: Buffer | null, type: string | null) {
  await tx
    .update(systemSettings)
    .set({ logo, logoType: type, updatedAt: sql`now()` })
    .where(eq(systemSettings.id, 1));
}

export async function readLogo(db: Db) {
  const [row] = await db
    .select({ logo: systemSettings.logo, type: systemSettings.logoType, updatedAt: systemSettings.updatedAt })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row?.logo && row.type ? { bytes: row.logo, type: row.type, updatedAt: row.updatedAt } : null;
}
