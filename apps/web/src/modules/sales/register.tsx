import { Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { useTellAvailability } from './branch-availability.ts';
import { cartTotals, newCart, toCartProduct } from './cart.ts';
import { CartTable } from './cart-table.tsx';
import { HeldCartsDrawer } from './held-carts.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import { ProductGrid } from './product-grid.tsx';
import { ProductPicker } from './product-picker.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { RegisterActions } from './register-actions.tsx';
import { type RegisterDialog, RegisterDialogs } from './register-dialogs.tsx';
import { RegisterHeader } from './register-header.tsx';
import { useAddToCart, useCartState, useScanner } from './register-state.ts';
import type { Sale, Terminal } from './sales.queries.ts';
import { StatutoryNotice } from './statutory-notice.tsx';
import { TotalsPanel } from './totals-panel.tsx';
import { useRegisterKeys } from './use-register-keys.ts';
import { useRegisterRowActions } from './use-register-row-actions.ts';

/** Sales & POS: search or scan into the cart, the totals beside it, and the dialogs that finish the sale. */
export function Register({ terminal, vatRegistered }: { terminal: Terminal; vatRegistered: boolean }) {
  const t = usePosT();
  const { cart, setCart, done, saleDone, nextSale } = useCartState(terminal.id);
  const [dialog, setDialog] = useState<RegisterDialog>(null);
  const [heldOpen, held] = useDisclosure(false);
  const [browsing, browse] = useDisclosure(false);
  const search = useRef<HTMLInputElement>(null);
  const qtyRefs = useRef(new Map<string, HTMLInputElement>());
  const totals = useMemo(() => cartTotals(cart, vatRegistered), [cart, vatRegistered]);
  const modalOpen = dialog !== null || done !== null || heldOpen;
  // Too little here: where else it is (issue 26, "available in branch B").
  const tellAvailability = useTellAvailability(useQueryClient(), terminal.branchId);
  const add = useAddToCart(
    cart,
    setCart,
    (product, unitCode) => setDialog({ kind: 'regulated', product, unitCode }),
    tellAvailability,
  );
  useScanner(!modalOpen, add, t('title'));
  const { change, rowActions } = useRegisterRowActions(
    cart,
    setCart,
    (key) => setDialog({ kind: 'linePromo', key }),
    tellAvailability,
  );
  useRegisterKeys({
    search,
    qtyRefs: qtyRefs.current,
    cart,
    totals,
    modalOpen,
    onHold: () => setDialog({ kind: 'hold' }),
    onPay: () => setDialog({ kind: 'pay' }),
  });

  const finish = (result: { sale: Sale; replayed: boolean }) => {
    setDialog(null);
    saleDone(result);
  };

  return (
    <Stack gap="md">
      <RegisterHeader
        terminal={terminal}
        browsing={browsing}
        onBrowse={browse.toggle}
        onHeld={held.open}
        onShortcuts={() => setDialog({ kind: 'shortcuts' })}
      />
      <div className={classes.layout}>
        <Stack gap="sm">
          <ProductPicker
            ref={search}
            onPick={(p, unitCode) => add(toCartProduct(p), unitCode)}
            onMiss={(q) =>
              notify.warning({ id: 'pos-miss', title: t('title'), message: t('search.none', { q }) })
            }
          />
          {browsing && <ProductGrid onPick={(p, unitCode) => add(toCartProduct(p), unitCode)} />}
          <CartTable
            cart={cart}
            totals={totals}
            qtyRefs={qtyRefs.current}
            locationId={terminal.locationId}
            actions={rowActions}
          />
        </Stack>
        <Paper withBorder p="md" className={classes.side}>
          <TotalsPanel totals={totals} cart={cart} vatRegistered={vatRegistered} />
          <StatutoryNotice cart={cart} vatRegistered={vatRegistered} onCart={setCart} />
          <RegisterActions
            cart={cart}
            onOpen={(kind) => setDialog({ kind })}
            onClear={() => setCart(newCart())}
          />
        </Paper>
      </div>

      <RegisterDialogs
        dialog={dialog}
        setDialog={setDialog}
        cart={cart}
        setCart={setCart}
        change={change}
        totals={totals}
        vatRegistered={vatRegistered}
        add={add}
        finish={finish}
      />
      <HeldCartsDrawer
        opened={heldOpen}
        onClose={held.close}
        canResume={cart.lines.length === 0}
        onResume={(c) => {
          held.close();
          setCart(c);
        }}
      />
      {done && <ReceiptDialog sale={done.sale} replayed={done.replayed} onNext={nextSale} />}
    </Stack>
  );
}
