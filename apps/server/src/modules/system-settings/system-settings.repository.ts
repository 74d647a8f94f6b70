import { type Db, systemSettings, type Tx } from '@fbms/db';
import { eq, sql } from 'drizzle-orm';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

/** The images the store keeps in its settings row: its logo and its payment QR code. */
export type StoreImage = 'logo' | 'paymentQr';
const IMAGE_COLUMNS = {
  logo: { bytes: systemSettings.logo, type: systemSettings.logoType, typeKey: 'logoType' },
  paymentQr: {
    bytes: systemSettings.paymentQr,
    type: systemSettings.paymentQrType,
    typeKey: 'paymentQrType',
  },
} as const;

export async function readSystemSettings(
  db: Db | Tx,
): Promise<Omit<SystemSettingsRow, StoreImage> & { hasLogo: boolean; hasPaymentQr: boolean }> {
  const [row] = await db
    .select({
      id: systemSettings.id,
      businessInfo: systemSettings.businessInfo,
      vatRegistered: systemSettings.vatRegistered,
      setupCompletedAt: systemSettings.setupCompletedAt,
      integration: systemSettings.integration,
      backup: systemSettings.backup,
      maintenance: systemSettings.maintenance,
      posControls: systemSettings.posControls,
      bir: systemSettings.bir,
      support: systemSettings.support,
      logoType: systemSettings.logoType,
      paymentQrType: systemSettings.paymentQrType,
      updatedAt: systemSettings.updatedAt,
      hasLogo: sql<boolean>`${systemSettings.logo} IS NOT NULL`,
      hasPaymentQr: sql<boolean>`${systemSettings.paymentQr} IS NOT NULL`,
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
      | 'businessInfo'
      | 'vatRegistered'
      | 'integration'
      | 'backup'
      | 'maintenance'
      | 'bir'
      | 'support'
      | 'posControls'
    >
  >,
) {
  await tx
    .update(systemSettings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(systemSettings.id, 1));
}

export async function writeImage(tx: Tx, kind: StoreImage, bytes: Buffer | null, type: string | null) {
  await tx
    .update(systemSettings)
    .set({ [kind]: bytes, [IMAGE_COLUMNS[kind].typeKey]: type, updatedAt: sql`now()` })
    .where(eq(systemSettings.id, 1));
}

export async function readImage(db: Db, kind: StoreImage) {
  const c = IMAGE_COLUMNS[kind];
  const [row] = await db
    .select({ bytes: c.bytes, type: c.type, updatedAt: systemSettings.updatedAt })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type, updatedAt: row.updatedAt } : null;
}
