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
const LOGO_PATH = '/api/settings/system/logo';

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
export const uploadLogo = (dataUrl: string) =>
  api.put<{ hasLogo: true }>(LOGO_PATH, { dataUrl }, { timeoutMs: 30_000 });

export const removeLogo = () => api.delete<{ hasLogo: false }>(LOGO_PATH);

/** The stored logo; `version` changes the address after each change, so the browser shows the new one. */
export const logoUrl = (version: string) => `${LOGO_PATH}?v=${encodeURIComponent(version)}`;
