/** The register's keyboard: F2 search, F4 last quantity, F8 hold, F9 pay; the search takes the focus back. */
import type { SaleTotals } from '@fbms/domain';
import { useHotkeys } from '@mantine/hooks';
import { type RefObject, useEffect } from 'react';
import type { Cart } from './cart.ts';

export function useRegisterKeys({
  search,
  qtyRefs,
  cart,
  totals,
  modalOpen,
  onHold,
  onPay,
}: {
  search: RefObject<HTMLInputElement | null>;
  qtyRefs: Map<string, HTMLInputElement>;
  cart: Cart;
  totals: SaleTotals;
  /** While a dialog is open the search does not take the focus. */
  modalOpen: boolean;
  onHold: () => void;
  onPay: () => void;
}) {
  const last = cart.lines.at(-1);
  useHotkeys(
    [
      ['F2', () => search.current?.focus()],
      ['F4', () => last && qtyRefs.get(last.key)?.select()],
      ['F8', () => cart.lines.length && onHold()],
      ['F9', () => cart.lines.length && totals.totalCentavos >= 0 && onPay()],
    ],
    [],
  );
  useEffect(() => {
    if (!modalOpen) search.current?.focus();
  }, [modalOpen, search]);
}
