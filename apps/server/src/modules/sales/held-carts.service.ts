import { type Db, sqlRows, uuidv7 } from '@fbms/db';
import {
  DomainError,
  type HeldCartSummary,
  type HoldCart,
  heldCartBytes,
  MAX_HELD_CART_BYTES,
  MAX_HELD_CARTS_PER_TERMINAL,
  refusal,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';

/**
 * Carts on hold, kept on the server per terminal: the cashier serves the next customer and resumes the
 * cart later, even after a reload. Resuming takes the cart off the list (one cart, one place). The
 * request is the domain's strict holdCartSchema; a terminal holds at most MAX_HELD_CARTS_PER_TERMINAL
 * carts of at most MAX_HELD_CART_BYTES each, so holding cannot fill the disk.
 */
export async function listHeldCarts(db: Db, terminalId: string): Promise<HeldCartSummary[]> {
  const rows = await sqlRows<Omit<HeldCartSummary, 'heldAt'> & { heldAt: string }>(
    db,
    sql`SELECT h.id, h.label, h.cart, h.held_at AS "heldAt",
               trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "heldByName"
          FROM held_carts h LEFT JOIN users u ON u.id = h.held_by
         WHERE h.terminal_id = ${terminalId} ORDER BY h.held_at, h.id`,
  );
  return rows.map((r) => ({ ...r, heldAt: new Date(r.heldAt).toISOString() }));
}

export async function holdCart(db: Db, terminalId: string, userId: string, input: HoldCart) {
  const bytes = heldCartBytes(input.cart);
  if (bytes > MAX_HELD_CART_BYTES)
    throw new DomainError(
      'HELD_CART_TOO_LARGE',
      `This cart is too large to hold (${Math.ceil(bytes / 1024)} KB; at most ${MAX_HELD_CART_BYTES / 1024} KB). Complete the sale, or split it in two.`,
      refusal('heldCartTooLarge', {
        kb: Math.ceil(bytes / 1024),
        maxKb: MAX_HELD_CART_BYTES / 1024,
        bytes,
        maxBytes: MAX_HELD_CART_BYTES,
      }),
    );
  const id = uuidv7();
  await db.transaction(async (tx) => {
    // One hold at a time per terminal: two at once cannot both take the last place.
    await tx.execute(sql`SELECT id FROM terminals WHERE id = ${terminalId} FOR UPDATE`);
    const [row] = await sqlRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM held_carts WHERE terminal_id = ${terminalId}`,
    );
    const held = row?.n ?? 0;
    if (held >= MAX_HELD_CARTS_PER_TERMINAL)
      throw new DomainError(
        'HELD_CARTS_FULL',
        `This terminal already holds ${held} carts, the most it can. Resume or delete one of them first.`,
        refusal('heldCartsFull', { held, max: MAX_HELD_CARTS_PER_TERMINAL }),
      );
    await tx.execute(sql`INSERT INTO held_carts (id, terminal_id, label, cart, held_by)
                         VALUES (${id}, ${terminalId}, ${input.label}, ${JSON.stringify(input.cart)}::jsonb, ${userId})`);
  });
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
