import type {
  backupSettingsSchema,
  maintenanceSchema,
  SystemSettingsInput,
  systemSettingsPatchSchema,
} from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

const PATH = '/api/settings/system';
/** The store's images and where each lives. */
export type StoreImage = 'logo' | 'paymentQr';
const IMAGE_PATHS: Record<StoreImage, string> = {
  logo: '/api/settings/system/logo',
  paymentQr: '/api/settings/system/payment-qr',
};

export const GATEWAY_IDS = ['gcash', 'paymaya', 'paypal'] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];

/** GET /api/settings/system: the store's settings as the server shows them, secrets replaced by `apiKeySet`. */
export interface SystemSettingsView {
  businessInfo: {
    name: string;
    businessStyle: string | null;
    address: string;
    phone: string | null;
    email: string | null;
    website: string | null;
    taxId: string;
    hasLogo: boolean;
  };
  payments: { hasPaymentQr: boolean };
  bir: { vatRegistered: boolean; rdoCode: string | null };
  integration: {
    paymentGateways: Record<GatewayId, { enabled: boolean; apiKeySet: boolean }>;
    emailService: { provider: 'smtp'; fromAddress: string | null };
    smsService: { provider: 'local' | 'semaphore'; senderName: string | null };
  };
  backup: z.output<typeof backupSettingsSchema>;
  maintenance: z.output<typeof maintenanceSchema>;
  support: { phone: string | null; email: string | null };
  setupCompletedAt: string | null;
  updatedAt: string;
}

export type SystemSettingsGroup = keyof SystemSettingsInput;
export type SystemSettingsPatch = z.input<typeof systemSettingsPatchSchema>;

export const systemSettingsQuery = queryOptions({
  queryKey: ['settings', 'system', 'detail'] as const,
  queryFn: () => api.get<SystemSettingsView>(PATH),
  staleTime: 60_000,
});

/** Changes the groups given (each whole); answers the whole view. */
export const patchSystemSettings = (patch: SystemSettingsPatch) => api.patch<SystemSettingsView>(PATH, patch);

/** A 512 KB image is ~700 KB as a data URL: give a slow counter connection time. */
export const uploadImage = (kind: StoreImage, dataUrl: string) =>
  api.put<Record<string, true>>(IMAGE_PATHS[kind], { dataUrl }, { timeoutMs: 30_000 });

export const removeImage = (kind: StoreImage) => api.delete<Record<string, false>>(IMAGE_PATHS[kind]);

/** A stored image; `version` changes the address after each change, so the browser shows the new one. */
export const imageUrl = (kind: StoreImage, version: string) =>
  `${IMAGE_PATHS[kind]}?v=${encodeURIComponent(version)}`;
