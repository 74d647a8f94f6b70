import { z } from 'zod';

/**
 * Privacy tools (PH-RULES §9, Data Privacy Act): a customer's anonymization. What it clears is listed
 * here once, so the service, the screen's confirmation and the guide say the same.
 */

/** The customer's fields anonymization empties (sales invoices keep their printed buyer data). */
export const ANONYMIZED_CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'business_name',
  'email',
  'phone',
  'address',
  'city',
  'province',
  'zip_code',
  'tin',
  'registered_address',
  'farm_location',
  'raises',
  'senior_pwd_kind',
  'senior_pwd_id',
  'notes',
] as const;

/** The name an anonymized customer keeps: their number only. */
export const anonymizedName = (customerNo: string): string => `Anonymized customer #${customerNo}`;

export const anonymizeResultSchema = z
  .object({
    customerId: z.string(),
    displayName: z.string(),
    messagesDeleted: z.number(),
  })
  .meta({ id: 'AnonymizeResult' });
export type AnonymizeResult = z.infer<typeof anonymizeResultSchema>;

export const auditPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;
