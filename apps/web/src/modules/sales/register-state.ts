import { useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { listenForScans } from './barcode-wedge.ts';
import {
  addItem,
  type Cart,
  type CartProduct,
  isStockRefusal,
  newCart,
  type Rx,
  toCartProduct,
} from './cart.ts';
import { usePosT } from './pos.i18n.ts';
import { lookupBarcode } from './product-picker.tsx';
import type { Sale } from './sales.queries.ts';

/** The register's state shared by Sales & POS and Tindera POS: the cart, adding to it, the scanner. */

/** The cart survives a reload: it is kept in this browser per terminal until the sale completes. */
const draftKey = (terminalId: string) => `fbms.pos.cart.${terminalId}`;

function loadDraft(terminalId: string): Cart | null {
  try {
    const raw = localStorage.getItem(draftKey(terminalId));
    const cart = raw ? (JSON.parse(raw) as Cart) : null;
    return cart && typeof cart.saleId === 'string' && Array.isArray(cart.lines) ? cart : null;
  } catch {
    return null;
  }
}

/**
 * The cart state with its draft kept in localStorage (the sale id is minted when the cart opens), and
 * the sale it became: once the server has recorded it (first answer, or a resend that returns the
 * recorded sale) the kept cart is cleared at once, so a reload while the receipt shows starts empty.
 */
export function useCartState(terminalId: string) {
  const [cart, setCartState] = useState<Cart>(() => loadDraft(terminalId) ?? newCart());
  const [done, setDone] = useState<{ sale: Sale; replayed: boolean } | null>(null);
  const setCart = (next: Cart) => {
    setCartState(next);
    if (next.lines.length) localStorage.setItem(draftKey(terminalId), JSON.stringify(next));
    else localStorage.removeItem(draftKey(terminalId));
  };
  const saleDone = (result: { sale: Sale; replayed: boolean }) => {
    setCart(newCart());
    setDone(result);
  };
  const nextSale = () => setDone(null);
  return { cart, setCart, done, saleDone, nextSale };
}

/**
 * Adding a product to the cart: a prescription drug or restricted pesticide first asks for its
 * prescription / FPA number (once per product in the cart); a refusal (banned, stock) is told.
 */
export function useAddToCart(
  cart: Cart,
  setCart: (c: Cart) => void,
  askRegulated: (product: CartProduct, unitCode: string | null) => void,
  onShort?: (product: CartProduct) => void,
) {
  const cartRef = useRef(cart);
  cartRef.current = cart;
  return (p: CartProduct, unitCode: string | null, extra: { rx?: Rx; fpaCertNumber?: string } = {}) => {
    if ((p.isRxVetDrug && !extra.rx) || (p.isRestrictedPesticide && !extra.fpaCertNumber)) {
      const already = cartRef.current.lines.find((l) => l.product.id === p.id);
      if (!already) return askRegulated(p, unitCode);
      extra = { rx: already.rx ?? undefined, fpaCertNumber: already.fpaCertNumber ?? undefined };
    }
    const r = addItem(cartRef.current, p, { unitCode, ...extra });
    if (!r.ok) {
      notify.error({ id: 'pos-add', title: p.name, message: r.message });
      if (isStockRefusal(r.message)) onShort?.(p);
      return;
    }
    setCart(r.cart);
  };
}

/** A barcode scanner adds from any focus while `listening` (no dialog open). */
export function useScanner(
  listening: boolean,
  add: (p: CartProduct, unitCode: string | null) => void,
  title: string,
) {
  const t = usePosT();
  const scanRef = useRef(async (_code: string) => {});
  scanRef.current = async (code: string) => {
    const hit = await lookupBarcode(code);
    if (hit) add(toCartProduct(hit.product), hit.unitCode);
    else notify.error({ id: 'pos-scan', title, message: t('search.notFound', { code }) });
  };
  useEffect(() => {
    if (!listening) return;
    return listenForScans(window, { onScan: (code) => void scanRef.current(code) });
  }, [listening]);
}
