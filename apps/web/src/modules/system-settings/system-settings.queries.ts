import {
  GATEWAY_IDS,
  type GatewayId,
  type SystemSettingsInput,
  type SystemSettingsView,
  systemSettingsContract,
  type systemSettingsPatchSchema,
} from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export type { GatewayId, SystemSettingsView };
export { GATEWAY_IDS };

/** The store's images, each with its upload and removal endpoint. */
export type StoreImage = 'logo' | 'paymentQr';
const IMAGES = {
  logo: { upload: systemSettingsContract.uploadLogo, remove: systemSettingsContract.removeLogo },
  paymentQr: {
    upload: systemSettingsContract.uploadPaymentQr,
    remove: systemSettingsContract.removePaymentQr,
  },
} as const;

export type SystemSettingsGroup = keyof SystemSettingsInput;
export type SystemSettingsPatch = z.input<typeof systemSettingsPatchSchema>;

export const systemSettingsQuery = queryOptions({
  queryKey: ['settings', 'system', 'detail'] as const,
  queryFn: () => api.call(systemSettingsContract.getSystemSettings),
  staleTime: 60_000,
});

/** Changes the groups given (each whole); answers the whole view. */
export const patchSystemSettings = (patch: SystemSettingsPatch) =>
  api.call(systemSettingsContract.patchSystemSettings, { body: patch });

/** A 512 KB image is ~700 KB as a data URL: give a slow counter connection time. */
export const uploadImage = (kind: StoreImage, dataUrl: string) =>
  api.call(IMAGES[kind].upload, { body: { dataUrl } }, { timeoutMs: 30_000 });

export const removeImage = (kind: StoreImage) => api.call(IMAGES[kind].remove);

/** A stored image; `version` changes the address after each change, so the browser shows the new one. */
export const imageUrl = (kind: StoreImage, version: string) =>
  `${IMAGES[kind].upload.path}?v=${encodeURIComponent(version)}`;
