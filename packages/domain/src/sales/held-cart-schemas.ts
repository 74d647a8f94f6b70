import { z } from 'zod';
import { MAX_QTY_MILLI } from '../inventory/quantity.ts';
import { discountSchema, rxSchema, statutoryInputSchema } from './sale-schemas.ts';

/**
 * A cart put on hold at a terminal (POST /api/pos/held-carts): what the cashier had in the cart, by
 * product id — the products' prices and stock are read again when the cart is resumed. Strict: a key
 * the schema does not name is refused, and everything in it is bounded, so a held cart cannot grow
 * without limit; the server also limits its size and how many carts one terminal holds.
 */

/** How many carts one terminal may hold at once. */
export const MAX_HELD_CARTS_PER_TERMINAL = 20;
/** The largest held cart, as the JSON the server keeps (bytes). */
export const MAX_HELD_CART_BYTES = 64 * 1024;

const nullableText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable();

export const heldCartLineSchema = z.strictObject({
  productId: z.uuid('Choose a product'),
  /** The selling unit (sack, kg…). */
  unitCode: z.string().trim().min(1).max(20),
  qtyMilli: z
    .number()
    .int('A quantity can have at most 3 decimals')
    .min(1, 'Quantity must be more than 0')
    .max(MAX_QTY_MILLI, 'Quantity is too large'),
  promo: discountSchema.nullable(),
  rx: rxSchema.nullable(),
  fpaCertNumber: nullableText(40, 'FPA certification number'),
  /** The lot the cashier chose; null: first to expire. */
  lot: z
    .strictObject({
      id: z.uuid(),
      batchNumber: z.string().max(60),
      expiryDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
    })
    .nullable(),
});

export const heldCartContentSchema = z.strictObject({
  /** The sale id minted when the cart opened: the resumed cart completes as this sale. */
  saleId: z.uuid(),
  lines: z.array(heldCartLineSchema).min(1, 'The cart is empty').max(200, 'At most 200 lines in one sale'),
  orderPromo: discountSchema.nullable(),
  statutory: z.strictObject(statutoryInputSchema.shape).nullable(),
  customer: z
    .strictObject({
      name: nullableText(120, "Customer's name"),
      address: nullableText(300, "Customer's address"),
      tin: nullableText(20, "Customer's TIN"),
    })
    .nullable(),
});

export const holdCartSchema = z.strictObject({
  label: z
    .string({ error: 'Name the cart (the customer, or a note)' })
    .trim()
    .min(1, 'Name the cart (the customer, or a note)')
    .max(60, 'At most 60 characters'),
  cart: heldCartContentSchema,
});
/** What the POS sends to hold a cart (the web types its request body with this). */
export type HoldCartInput = z.input<typeof holdCartSchema>;
export type HoldCart = z.output<typeof holdCartSchema>;
export type HeldCartContent = z.output<typeof heldCartContentSchema>;
export type HeldCartLine = z.output<typeof heldCartLineSchema>;

/** A held cart as GET /api/pos/held-carts lists it. */
export interface HeldCartSummary {
  id: string;
  label: string;
  cart: HeldCartContent;
  heldAt: string;
  heldByName: string;
}

/** The size the server counts against MAX_HELD_CART_BYTES: the cart's JSON in UTF-8. */
export const heldCartBytes = (cart: HeldCartContent) => new TextEncoder().encode(JSON.stringify(cart)).length;
