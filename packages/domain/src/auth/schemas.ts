import { z } from 'zod';
import { ROLES } from '../users/permissions.ts';

/** Address-shaped e-mail: something@domain.tld, no spaces, at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Philippine phone: +63 or 0 followed by 10 digits; spaces and dashes ignored. */
export const PHONE_PATTERN = /^(\+63|0)\d{10}$/;
/**
 * A TIN as the BIR issues it: 9 digits plus the branch code, 3 or 5 digits (000 or 00000 for the head
 * office); dashes and spaces ignored. A 9-digit TIN alone says nothing about the branch, so it is refused.
 */
export const TIN_PATTERN = /^\d{9}(\d{3}|\d{5})$/;
/** A buyer's TIN on an invoice: the branch code when the buyer gives it. */
export const BUYER_TIN_PATTERN = /^\d{9}(\d{3}|\d{5})?$/;
/** The words of the refusal; the web shows its own translation (setup.tinInvalid). */
export const TIN_MESSAGE =
  'Enter the TIN with its branch code: 123-456-789-000, or 123-456-789-00000 (000 is the head office)';

export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '');
export const normalizeTin = (value: string) => value.replace(/[\s-]/g, '');

/** The store's TIN (its own, on every invoice): normalised to digits, branch code required. */
export const tinSchema = z
  .string({ error: TIN_MESSAGE })
  .trim()
  .transform(normalizeTin)
  .refine((v) => TIN_PATTERN.test(v), TIN_MESSAGE);

/** 123-456-789-00000 style, for display. */
export function formatTin(value: string): string {
  const d = normalizeTin(value);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9), d.slice(9)].filter(Boolean).join('-');
}

export const emailSchema = z
  .string({ error: 'Email Required' })
  .trim()
  .min(1, 'Email Required')
  .max(254, 'Invalid Email')
  .regex(EMAIL_PATTERN, 'Invalid Email')
  .transform((v) => v.toLowerCase());

/** A first or last name: required, trimmed, at most 80 characters. */
export const personNameSchema = (label: string) =>
  z
    .string({ error: 'Please enter your first and last name' })
    .trim()
    .min(1, 'Please enter your first and last name')
    .max(80, `${label} must be at most 80 characters`);

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter both email and password').max(254, 'Invalid Email'),
  password: z.string().min(1, 'Please enter both email and password'),
  rememberMe: z.boolean().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A person's own name and department (seed 000 §7: users update {first_name, last_name, department}). */
export const profileSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  department: z
    .string()
    .trim()
    .max(80, 'Department must be at most 80 characters')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120, 240] as const;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 60;
/** Absolute session lifetime, whatever the activity. */
export const SESSION_ABSOLUTE_LIMIT_MS = 12 * 60 * 60 * 1000;

export const sessionTimeoutSchema = z.object({
  sessionTimeout: z.union(
    SESSION_TIMEOUT_OPTIONS.map((n) => z.literal(n)),
    { error: 'Invalid session timeout value' },
  ),
});

export const firstRunSetupSchema = z.object({
  businessName: z.string().trim().min(1, 'Enter the registered business name').max(120),
  address: z.string().trim().min(1, 'Enter the business address').max(300),
  tin: tinSchema,
  vatRegistered: z.boolean({ error: 'Say whether the business is VAT-registered' }),
});
export type FirstRunSetupInput = z.input<typeof firstRunSetupSchema>;

export const roleSchema = z.enum(ROLES, { error: 'Choose one of the roles' });

export const inviteUserSchema = z.object({
  email: emailSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  department: z.string().trim().max(80).optional(),
  role: roleSchema,
});
