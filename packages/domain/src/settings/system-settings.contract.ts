import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { backupSettingsSchema, posControlsSchema } from './system-settings.ts';

/** The store's settings over HTTP (/api/settings/system and its images); module system-settings. */

const DOCUMENT =
  'businessInfo, bir, integration (payment keys are write-only: apiKeySet tells whether one is stored), backup, maintenance, support, posControls';

export const GATEWAY_IDS = ['gcash', 'paymaya', 'paypal'] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];

const gatewayViewSchema = z.object({ enabled: z.boolean(), apiKeySet: z.boolean() });

/** The settings as staff may read them: secrets replaced by whether one is stored. */
export const systemSettingsViewSchema = z
  .object({
    businessInfo: z.object({
      name: z.string(),
      businessStyle: z.string().nullable(),
      address: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      website: z.string().nullable(),
      taxId: z.string(),
      hasLogo: z.boolean(),
    }),
    payments: z.object({ hasPaymentQr: z.boolean() }),
    bir: z.object({ vatRegistered: z.boolean(), rdoCode: z.string().nullable() }),
    integration: z.object({
      paymentGateways: z.object({
        gcash: gatewayViewSchema,
        paymaya: gatewayViewSchema,
        paypal: gatewayViewSchema,
      }),
      emailService: z.object({ provider: z.enum(['smtp']), fromAddress: z.string().nullable() }),
      smsService: z.object({ provider: z.enum(['local', 'semaphore']), senderName: z.string().nullable() }),
    }),
    backup: backupSettingsSchema,
    maintenance: z.object({ mode: z.boolean(), message: z.string(), allowedUsers: z.array(z.string()) }),
    support: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
    posControls: posControlsSchema,
    setupCompletedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SystemSettings', description: DOCUMENT });
export type SystemSettingsView = z.output<typeof systemSettingsViewSchema>;

/**
 * What a client sends: some groups, each whole. Any object here; the route checks it with
 * systemSettingsPatchSchema itself, so the refusal names each field.
 */
export const systemSettingsBodySchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'SystemSettingsInput', description: DOCUMENT });

/** An image upload: a PNG, JPEG or WebP data URL of at most 512 KB. */
export const imageUploadSchema = z.object({ dataUrl: z.string().max(1_000_000) });

const LOGO = '/api/settings/system/logo';
const PAYMENT_QR = '/api/settings/system/payment-qr';

export const systemSettingsContract = {
  getSystemSettings: endpoint({
    method: 'get',
    path: '/api/settings/system',
    response: systemSettingsViewSchema,
  }),
  patchSystemSettings: endpoint({
    method: 'patch',
    path: '/api/settings/system',
    body: systemSettingsBodySchema,
    response: systemSettingsViewSchema,
  }),
  uploadLogo: endpoint({
    method: 'put',
    path: LOGO,
    body: imageUploadSchema,
    response: z.object({ hasLogo: z.literal(true) }),
  }),
  removeLogo: endpoint({ method: 'delete', path: LOGO, response: z.object({ hasLogo: z.literal(false) }) }),
  uploadPaymentQr: endpoint({
    method: 'put',
    path: PAYMENT_QR,
    body: imageUploadSchema,
    response: z.object({ hasPaymentQr: z.literal(true) }),
  }),
  removePaymentQr: endpoint({
    method: 'delete',
    path: PAYMENT_QR,
    response: z.object({ hasPaymentQr: z.literal(false) }),
  }),
};
