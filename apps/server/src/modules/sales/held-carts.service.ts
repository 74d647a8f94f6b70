import { type Db, sqlRows, uuidv7 } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Carts on hold, kept on the server per terminal: the cashier serves the next customer and resumes the
 * cart later, even after a reload. Resuming takes the cart off the list (one cart, one place).
 */
export const heldCartSchema = z.object({
  label: z.string().trim().min(1, 'Name the cart (the customer, or a note)').max(60, 'At most 60 characters'),
  cart: z
    .object({
      lines: z
        .array(
          z
            .object({
              productId: z.uuid(),
              unitCode: z.string().max(20).nullable(),
              qtyMilli: z.number().int().positive(),
            })
            .loose(),
        )
        .min(1, 'The cart is empty')
        .max(200),
    })
    .loose(),
});

export async function listHeldCarts(db: Db, terminalId: string) {
  const rows = await sqlRows<{
    id: string;
    label: string;
    cart: unknown;
    heldAt: string;
    heldByName: string;
  }>(
    db,
    sql`SELECT h.id, h.label, h.cart, h.held_at AS "heldAt",
               trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "heldByName"
          FROM held_carts h LEFT JOIN users u ON u.id = h.held_by
         WHERE h.terminal_id = ${terminalId} ORDER BY h.held_at, h.id`,
  );
  return rows.map((r) => ({ ...r, heldAt: new Date(r.heldAt).toISOString() }));
}

export async function holdCart(
  db: Db,
  terminalId: string,
  userId: string,
  input: z.output<typeof heldCartSchema>,
) {
  const id = uuidv7();
  await db.execute(sql`INSERT INTO held_carts (id, terminal_id, label, cart, held_by)
                       VALUES (${id}, ${terminalId}, ${input.label}, ${JSON.stringify(input.cart)}::jsonb, ${userId})`);
  return id;
}

/** Takes a held cart off the list and returns it; undefined when it was already taken. */
export async function deleteHeldCart(db: Db, terminalId: string, id: string): Promise<unknown> {
  const r = await sqlRows<{ cart: unknown }>(
    db,
    sql`DELETE FROM held_carts WHERE id = ${id} AND terminal_id = ${terminalId} RETURNING cart`,
  );
  return r[0]?.cart;
}
