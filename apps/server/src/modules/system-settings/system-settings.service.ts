import type { Db } from '@fbms/db';
import {
  DEFAULT_BACKUP_SETTINGS,
  DEFAULT_INTEGRATION,
  DEFAULT_MAINTENANCE,
  DEFAULT_POS_CONTROLS,
  GATEWAY_IDS,
  type SystemSettings,
  type SystemSettingsView,
  type systemSettingsPatchSchema,
} from '@fbms/domain';
import type { z } from 'zod';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/http/context.ts';
import { decodeImageUpload } from '../../platform/images.ts';
import {
  lockSystemSettings,
  readSystemSettings,
  type StoreImage,
  type SystemSettingsRow,
  updateSystemSettings,
  writeImage,
} from './system-settings.repository.ts';

type Patch = z.output<typeof systemSettingsPatchSchema>;
type Gateway = { enabled: boolean; apiKey?: string };
type StoredIntegration = typeof DEFAULT_INTEGRATION & {
  paymentGateways: Record<'gcash' | 'paymaya' | 'paypal', Gateway>;
};

const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

const pickKeys = <T extends object>(v: Record<string, unknown>, shape: T): T =>
  Object.fromEntries(Object.keys(shape).map((k) => [k, v[k]])) as T;

/** The settings as staff may read them: secrets replaced by whether one is stored. */
export function publicView(
  row: Omit<SystemSettingsRow, StoreImage> & { hasLogo: boolean; hasPaymentQr: boolean },
): SystemSettingsView {
  const integration = { ...DEFAULT_INTEGRATION, ...obj(row.integration) } as StoredIntegration;
  const gateways = Object.fromEntries(
    GATEWAY_IDS.map((k) => {
      const g = (integration.paymentGateways?.[k] ?? { enabled: false }) as Gateway;
      return [k, { enabled: Boolean(g.enabled), apiKeySet: Boolean(g.apiKey) }];
    }),
  ) as SystemSettingsView['integration']['paymentGateways'];
  const info = obj(row.businessInfo);
  return {
    businessInfo: {
      name: (info.name as string) ?? '',
      businessStyle: (info.businessStyle as string | null) ?? null,
      address: (info.address as string) ?? '',
      phone: (info.phone as string | null) ?? null,
      email: (info.email as string | null) ?? null,
      website: (info.website as string | null) ?? null,
      taxId: (info.taxId as string) ?? '',
      hasLogo: row.hasLogo,
    },
    payments: { hasPaymentQr: row.hasPaymentQr },
    bir: { vatRegistered: row.vatRegistered, rdoCode: (obj(row.bir).rdoCode as string | null) ?? null },
    integration: { ...integration, paymentGateways: gateways },
    // Only the schedule: the backup module's passphrase and S3 key (same jsonb) never leave the server.
    backup: pickKeys({ ...DEFAULT_BACKUP_SETTINGS, ...obj(row.backup) }, DEFAULT_BACKUP_SETTINGS),
    maintenance: { ...DEFAULT_MAINTENANCE, ...obj(row.maintenance) },
    posControls: { ...DEFAULT_POS_CONTROLS, ...obj(row.posControls) },
    support: { phone: null, email: null, ...obj(row.support) },
    setupCompletedAt: row.setupCompletedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSystemSettings(db: Db) {
  return publicView(await readSystemSettings(db));
}

/** Keys are write-only: omitted keeps the stored one, '' removes it, anything else replaces it. */
function mergeIntegration(stored: unknown, next: NonNullable<Patch['integration']>): StoredIntegration {
  const old = { ...DEFAULT_INTEGRATION, ...obj(stored) } as StoredIntegration;
  const paymentGateways = Object.fromEntries(
    (['gcash', 'paymaya', 'paypal'] as const).map((k) => {
      const incoming = next.paymentGateways[k];
      const previous = (old.paymentGateways?.[k] ?? { enabled: false }) as Gateway;
      const apiKey = incoming.apiKey === undefined ? previous.apiKey : incoming.apiKey || undefined;
      return [k, { enabled: incoming.enabled, ...(apiKey ? { apiKey } : {}) }];
    }),
  ) as StoredIntegration['paymentGateways'];
  return { ...next, paymentGateways } as StoredIntegration;
}

export async function changeSystemSettings(db: Db, actor: Actor, patch: Patch, where: AuditWhere) {
  return db.transaction(async (tx) => {
    const before = await lockSystemSettings(tx);
    const update: Parameters<typeof updateSystemSettings>[1] = {};
    if (patch.businessInfo) update.businessInfo = { ...obj(before.businessInfo), ...patch.businessInfo };
    if (patch.bir) {
      update.vatRegistered = patch.bir.vatRegistered;
      update.bir = { rdoCode: patch.bir.rdoCode };
    }
    if (patch.integration) update.integration = mergeIntegration(before.integration, patch.integration);
    // Merged: the backup module keeps its destination and secrets in the same jsonb.
    if (patch.backup) update.backup = { ...obj(before.backup), ...patch.backup };
    if (patch.maintenance) update.maintenance = patch.maintenance;
    if (patch.support) update.support = patch.support;
    if (patch.posControls) update.posControls = patch.posControls;
    const groups = Object.keys(patch);
    if (groups.length === 0) return publicView(before);
    await updateSystemSettings(tx, update);
    const after = await readSystemSettings(tx);
    const beforeView = publicView(before);
    const afterView = publicView(after);
    await writeAudit(
      tx,
      {
        action: 'settings.system_changed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'system_settings',
        // Secrets never reach the audit log: the views only say whether a key is set.
        details: Object.fromEntries(
          groups.map((g) => [
            g,
            { from: beforeView[g as keyof SystemSettings], to: afterView[g as keyof SystemSettings] },
          ]),
        ),
      },
      where,
    );
    return afterView;
  });
}

const IMAGE_NAMES: Record<StoreImage, string> = { logo: 'The logo', paymentQr: 'The QR code image' };

/** The logo or the QR code from its upload, checked (see decodeImageUpload). */
export const decodeImage = (kind: StoreImage, dataUrl: string) =>
  decodeImageUpload(dataUrl, IMAGE_NAMES[kind]);

/** Stores (or, with null, removes) the logo or the payment QR code; audited. */
export async function changeImage(
  db: Db,
  actor: Actor,
  kind: StoreImage,
  image: { bytes: Buffer; type: string } | null,
  where: AuditWhere,
) {
  await db.transaction(async (tx) => {
    await lockSystemSettings(tx);
    await writeImage(tx, kind, image?.bytes ?? null, image?.type ?? null);
    await writeAudit(
      tx,
      {
        action: 'settings.system_changed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'system_settings',
        details: { [kind]: image ? { type: image.type, bytes: image.bytes.length } : 'removed' },
      },
      where,
    );
  });
}

/** For other modules (the invoice PDF, the e-receipt): the store's logo or payment QR, or null. */
export { readImage } from './system-settings.repository.ts';
