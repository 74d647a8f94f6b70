/** What the register's cart rows do (quantity, unit, remove, promo, lot), applied to the latest cart. */
import { useMemo, useRef } from 'react';
import { notify } from '../../lib/notify.ts';
import { type Cart, type CartProduct, isStockRefusal, removeLine, setLot, setQty, setUnit } from './cart.ts';
import type { RowActions } from './cart-row.tsx';
import { usePosT } from './pos.i18n.ts';

/** A cart function's answer: the new cart, or why it refused. */
export type CartChange = { ok: boolean; cart: Cart; message?: string };

export function useRegisterRowActions(
  cart: Cart,
  setCart: (c: Cart) => void,
  onPromo: (key: string) => void,
  onShort?: (product: CartProduct) => void,
) {
  const t = usePosT();
  const change = (r: CartChange, key?: string) => {
    if (!r.ok && 'message' in r) {
      notify.error({ id: 'pos-qty', title: t('title'), message: r.message ?? '' });
      const product = cart.lines.find((l) => l.key === key)?.product;
      if (product && isStockRefusal(r.message ?? '')) onShort?.(product);
    } else setCart(r.cart);
  };
  // The rows' actions keep one identity across renders (so an unchanged row is not drawn again) and
  // always act on the latest cart.
  const latest = useRef<RowActions>(null as never);
  latest.current = {
    onQty: (key, q) => change(setQty(cart, key, q), key),
    onUnit: (key, u) => change(setUnit(cart, key, u), key),
    onRemove: (key) => setCart(removeLine(cart, key)),
    onPromo,
    onLot: (key, lot) => change(setLot(cart, key, lot)),
  };
  const rowActions = useMemo<RowActions>(
    () => ({
      onQty: (key, q) => latest.current.onQty(key, q),
      onUnit: (key, u) => latest.current.onUnit(key, u),
      onRemove: (key) => latest.current.onRemove(key),
      onPromo: (key) => latest.current.onPromo(key),
      onLot: (key, lot) => latest.current.onLot(key, lot),
    }),
    [],
  );
  return { change, rowActions };
}
