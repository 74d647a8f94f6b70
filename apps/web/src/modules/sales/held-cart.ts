import type { HeldCartContent, HoldCartInput } from '@fbms/domain';
import {
  addItem,
  type Cart,
  type CartLine,
  type CartProduct,
  newCart,
  setLinePromo,
  setLot,
} from './cart.ts';

/**
 * A cart on hold, as the server keeps it: lines by product id (the domain's strict holdCartSchema types
 * the request, so the page cannot drift from what the server accepts). Resuming reads the products
 * again, so the resumed cart has today's prices and stock.
 */
export function holdRequest(cart: Cart, label: string): HoldCartInput {
  const customer = cart.customer;
  return {
    label,
    cart: {
      saleId: cart.saleId,
      lines: cart.lines.map((l) => ({
        productId: l.product.id,
        unitCode: l.unitCode,
        qtyMilli: l.qtyMilli,
        promo: l.promo,
        rx: l.rx,
        fpaCertNumber: l.fpaCertNumber,
        lot: l.lot ?? null,
      })),
      orderPromo: cart.orderPromo,
      statutory: cart.statutory,
      customer:
        customer && (customer.name || customer.address || customer.tin)
          ? { name: customer.name || null, address: customer.address || null, tin: customer.tin || null }
          : null,
    },
  };
}

export interface ResumedCart {
  cart: Cart;
  /** Lines left out: the product is no longer sold, or no longer has that much stock. */
  leftOut: { productId: string; name: string | null; reason: string }[];
}

/**
 * The held cart back as a cart, from the products as they are now (`products` by id; a missing one is
 * no longer sold). A line the stock no longer covers, or a banned product, is left out and said.
 */
export function resumeHeldCart(held: HeldCartContent, products: Map<string, CartProduct>): ResumedCart {
  let cart: Cart = {
    ...newCart(held.saleId),
    orderPromo: held.orderPromo,
    statutory: held.statutory,
    customer: held.customer
      ? {
          name: held.customer.name ?? '',
          address: held.customer.address ?? '',
          tin: held.customer.tin ?? '',
        }
      : null,
  };
  const leftOut: ResumedCart['leftOut'] = [];
  for (const l of held.lines) {
    const product = products.get(l.productId);
    if (!product) {
      leftOut.push({ productId: l.productId, name: null, reason: '' });
      continue;
    }
    const r = addItem(cart, product, {
      unitCode: l.unitCode,
      qtyMilli: l.qtyMilli,
      rx: l.rx,
      fpaCertNumber: l.fpaCertNumber,
    });
    if (!r.ok) {
      leftOut.push({ productId: l.productId, name: product.name, reason: r.message });
      continue;
    }
    cart = r.cart;
    const line: CartLine = r.line;
    if (l.promo) cart = setLinePromo(cart, line.key, l.promo).cart;
    if (l.lot) cart = setLot(cart, line.key, l.lot).cart;
  }
  return { cart, leftOut };
}
