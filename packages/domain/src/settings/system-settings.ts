import { z } from 'zod';
import { EMAIL_PATTERN, normalizePhone, PHONE_PATTERN, tinSchema } from '../auth/schemas.ts';

/**
 * The store-wide settings (seed 000 §3 system_settings), edited by an administrator: business details
 * printed on invoices, VAT and BIR details, integrations (their secrets are write-only), backup
 * schedule, maintenance mode and the support contact.
 */
const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) =>
  text(max, label)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const phone = z
  .string()
  .trim()
  .transform(normalizePhone)
  .refine(
    (v) => v === '' || PHONE_PATTERN.test(v),
    'Enter a Philippine number: +63 or 0 followed by 10 digits',
  )
  .transform((v) => (v === '' ? null : v))
  .nullable();
const email = z
  .string()
  .trim()
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Invalid Email')
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullable();
const website = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), 'Enter the website as https://…')
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const businessInfoSchema = z.object({
  name: text(120, 'Business name').min(1, 'Enter the registered business name'),
  businessStyle: optionalText(120, 'Business style'),
  address: text(300, 'Address').min(1, 'Enter the business address'),
  phone,
  email,
  website,
  taxId: tinSchema,
});

export const birSchema = z.object({
  vatRegistered: z.boolean({ error: 'Say whether the business is VAT-registered' }),
  /** Revenue District Office code, e.g. "025". */
  rdoCode: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{3}[A-Z]?$/.test(v), 'The RDO code is 3 digits, e.g. 025')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
});

const gateway = z.object({
  enabled: z.boolean(),
  /** Write-only: send a new key to change it, omit it to keep the stored one, send '' to remove it. */
  apiKey: z.string().max(500).optional(),
});

export const integrationSchema = z.object({
  paymentGateways: z.object({ gcash: gateway, paymaya: gateway, paypal: gateway }),
  emailService: z.object({ provider: z.enum(['smtp']), fromAddress: email }),
  smsService: z.object({
    provider: z.enum(['local', 'semaphore']),
    senderName: optionalText(11, 'Sender name'),
  }),
});

export const backupSettingsSchema = z.object({
  enabled: z.boolean(),
  frequency: z.enum(['daily', 'weekly'], { error: 'Choose daily or weekly' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)'),
  retention: z
    .number()
    .int()
    .min(1, 'Keep backups at least 1 day')
    .max(3650, 'Keep backups at most 3650 days'),
  location: z.enum(['local']),
  encryption: z.boolean(),
});

export const DEFAULT_MAINTENANCE_MESSAGE = 'System is under maintenance. Please try again later.';

export const maintenanceSchema = z.object({
  mode: z.boolean(),
  message: text(300, 'The maintenance message').min(1, 'Enter the message people see'),
  /** E-mails of the people who may still sign in (administrators always may). */
  allowedUsers: z
    .array(z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'Invalid Email'))
    .max(50, 'At most 50 people'),
});

export const supportSchema = z.object({ phone, email });

const thresholdCentavos = (what: string) =>
  z
    .number({ error: `Enter ${what} in centavos` })
    .int(`Enter ${what} in whole centavos`)
    .min(0, `${what} cannot be below zero`)
    .max(100_000_000_00, `${what} is too large`);

/**
 * The POS's cash controls (issue 21). A cash-out above `cashOutApprovalAboveCentavos` and a shift closed
 * short or over by more than `shortOverApprovalAboveCentavos` need a manager's approval on the spot;
 * `returnsNeedApproval`: every return needs one (voids always do).
 */
export const posControlsSchema = z.object({
  cashOutApprovalAboveCentavos: thresholdCentavos('The cash-out approval limit'),
  shortOverApprovalAboveCentavos: thresholdCentavos('The short/over approval limit'),
  returnsNeedApproval: z.boolean(),
});
export type PosControls = z.output<typeof posControlsSchema>;

export const systemSettingsSchema = z.object({
  businessInfo: businessInfoSchema,
  bir: birSchema,
  integration: integrationSchema,
  backup: backupSettingsSchema,
  maintenance: maintenanceSchema,
  support: supportSchema,
  posControls: posControlsSchema,
});
export type SystemSettingsInput = z.input<typeof systemSettingsSchema>;
export type SystemSettings = z.output<typeof systemSettingsSchema>;

/** A change to some groups; each group given is given whole. */
export const systemSettingsPatchSchema = systemSettingsSchema.partial();

export const DEFAULT_BACKUP_SETTINGS: z.output<typeof backupSettingsSchema> = {
  enabled: true,
  frequency: 'daily',
  time: '02:00',
  retention: 30,
  location: 'local',
  encryption: true,
};

export const DEFAULT_INTEGRATION: z.output<typeof integrationSchema> = {
  paymentGateways: {
    gcash: { enabled: false },
    paymaya: { enabled: false },
    paypal: { enabled: false },
  },
  emailService: { provider: 'smtp', fromAddress: null },
  smsService: { provider: 'local', senderName: null },
};

export const DEFAULT_POS_CONTROLS: PosControls = {
  cashOutApprovalAboveCentavos: 500_000,
  shortOverApprovalAboveCentavos: 10_000,
  returnsNeedApproval: true,
};

export const DEFAULT_MAINTENANCE: z.output<typeof maintenanceSchema> = {
  mode: false,
  message: DEFAULT_MAINTENANCE_MESSAGE,
  allowedUsers: [],
};

/** Logo upload: small raster images only (SVG can carry scripts). */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The image type from its first bytes, whatever the file name or the declared type says. */
export function sniffImageType(bytes: Uint8Array): LogoType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}
