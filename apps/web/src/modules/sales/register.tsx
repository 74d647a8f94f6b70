import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import {
  IconCash,
  IconDiscount,
  IconKeyboard,
  IconLayoutGrid,
  IconPlayerPause,
  IconStack2,
  IconUser,
  IconUserHeart,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import {
  type Cart,
  type CartProduct,
  cartTotals,
  newCart,
  removeLine,
  setLinePromo,
  setLot,
  setQty,
  setUnit,
  toCartProduct,
} from './cart.ts';
import type { RowActions } from './cart-row.tsx';
import { CartTable } from './cart-table.tsx';
import { CustomerDialog } from './customer-dialog.tsx';
import { HeldCartsDrawer, HoldDialog } from './held-carts.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import { ProductGrid } from './product-grid.tsx';
import { ProductPicker } from './product-picker.tsx';
import { PromoDialog } from './promo-dialog.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { useAddToCart, useCartState, useScanner } from './register-state.ts';
import { RegulatedDialog } from './regulated-dialog.tsx';
import type { Sale, Terminal } from './sales.queries.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { StatutoryDialog } from './statutory-dialog.tsx';
import { StatutoryNotice } from './statutory-notice.tsx';
import { TotalsPanel } from './totals-panel.tsx';

type Dialog =
  | null
  | { kind: 'pay' }
  | { kind: 'regulated'; product: CartProduct; unitCode: string | null }
  | { kind: 'statutory' }
  | { kind: 'customer' }
  | { kind: 'orderPromo' }
  | { kind: 'linePromo'; key: string }
  | { kind: 'hold' }
  | { kind: 'shortcuts' };

export function Register({ terminal, vatRegistered }: { terminal: Terminal; vatRegistered: boolean }) {
  const t = usePosT();
  const { cart, setCart, done, saleDone, nextSale } = useCartState(terminal.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [heldOpen, held] = useDisclosure(false);
  const [browsing, browse] = useDisclosure(false);
  const search = useRef<HTMLInputElement>(null);
  const qtyRefs = useRef(new Map<string, HTMLInputElement>());
  const totals = useMemo(() => cartTotals(cart, vatRegistered), [cart, vatRegistered]);
  const modalOpen = dialog !== null || done !== null || heldOpen;
  const add = useAddToCart(cart, setCart, (product, unitCode) =>
    setDialog({ kind: 'regulated', product, unitCode }),
  );
  useScanner(!modalOpen, add, t('title'));

  const change = (r: { ok: boolean; cart: Cart; message?: string }) => {
    if (!r.ok && 'message' in r) notify.error({ id: 'pos-qty', title: t('title'), message: r.message ?? '' });
    else setCart(r.cart);
  };
  // The rows' actions keep one identity across renders (so an unchanged row is not drawn again) and
  // always act on the latest cart.
  const latest = useRef<RowActions>(null as never);
  latest.current = {
    onQty: (key, q) => change(setQty(cart, key, q)),
    onUnit: (key, u) => change(setUnit(cart, key, u)),
    onRemove: (key) => setCart(removeLine(cart, key)),
    onPromo: (key) => setDialog({ kind: 'linePromo', key }),
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
  const last = cart.lines.at(-1);
  useHotkeys(
    [
      ['F2', () => search.current?.focus()],
      ['F4', () => last && qtyRefs.current.get(last.key)?.select()],
      ['F8', () => cart.lines.length && setDialog({ kind: 'hold' })],
      ['F9', () => cart.lines.length && totals.totalCentavos >= 0 && setDialog({ kind: 'pay' })],
    ],
    [],
  );
  useEffect(() => {
    if (!modalOpen) search.current?.focus();
  }, [modalOpen]);

  const finish = (result: { sale: Sale; replayed: boolean }) => {
    setDialog(null);
    saleDone(result);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {terminal.name} · {terminal.locationName}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant={browsing ? 'light' : 'default'}
            leftSection={<IconLayoutGrid size={18} />}
            aria-pressed={browsing}
            onClick={browse.toggle}
          >
            {t('actions.browse')}
          </Button>
          <Button variant="default" leftSection={<IconStack2 size={18} />} onClick={held.open}>
            {t('actions.held')}
          </Button>
          <Tooltip label={t('actions.shortcuts')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('actions.shortcuts')}
              onClick={() => setDialog({ kind: 'shortcuts' })}
            >
              <IconKeyboard size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
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
          <Stack gap="xs" mt="md">
            <Button
              size="lg"
              leftSection={<IconCash />}
              disabled={cart.lines.length === 0}
              onClick={() => setDialog({ kind: 'pay' })}
            >
              {t('actions.pay')}
            </Button>
            <Group grow gap="xs">
              <Button
                variant="default"
                leftSection={<IconPlayerPause size={16} />}
                disabled={cart.lines.length === 0}
                onClick={() => setDialog({ kind: 'hold' })}
              >
                {t('actions.hold')}
              </Button>
              <Button
                variant="default"
                color="red"
                onClick={() => setCart(newCart())}
                disabled={!cart.lines.length}
              >
                {t('actions.clear')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs">
              <Button
                variant="light"
                leftSection={<IconUserHeart size={16} />}
                onClick={() => setDialog({ kind: 'statutory' })}
              >
                {t('actions.statutory')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconDiscount size={16} />}
                onClick={() => setDialog({ kind: 'orderPromo' })}
              >
                {t('actions.discount')}
              </Button>
            </SimpleGrid>
            <Button
              variant="subtle"
              leftSection={<IconUser size={16} />}
              onClick={() => setDialog({ kind: 'customer' })}
            >
              {cart.customer?.name || t('actions.customer')}
            </Button>
          </Stack>
        </Paper>
      </div>

      {dialog?.kind === 'pay' && (
        <PayDialog
          cart={cart}
          totals={totals}
          onCart={setCart}
          onClose={() => setDialog(null)}
          onDone={finish}
          vatRegistered={vatRegistered}
        />
      )}
      {dialog?.kind === 'regulated' && (
        <RegulatedDialog
          product={dialog.product}
          onClose={() => setDialog(null)}
          onSubmit={(extra) => {
            setDialog(null);
            add(dialog.product, dialog.unitCode, extra);
          }}
        />
      )}
      {dialog?.kind === 'statutory' && (
        <StatutoryDialog cart={cart} onCart={setCart} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'customer' && (
        <CustomerDialog cart={cart} onCart={setCart} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'orderPromo' && (
        <PromoDialog
          title={t('orderPromo.title')}
          value={cart.orderPromo}
          onClose={() => setDialog(null)}
          onSubmit={(promo) => {
            setCart({ ...cart, orderPromo: promo });
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'linePromo' && (
        <PromoDialog
          title={t('cart.promoFor', {
            name: cart.lines.find((l) => l.key === dialog.key)?.product.name ?? '',
          })}
          value={cart.lines.find((l) => l.key === dialog.key)?.promo ?? null}
          onClose={() => setDialog(null)}
          onSubmit={(promo) => {
            change(setLinePromo(cart, dialog.key, promo));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'hold' && (
        <HoldDialog
          cart={cart}
          onClose={() => setDialog(null)}
          onHeld={() => {
            setDialog(null);
            setCart(newCart());
          }}
        />
      )}
      {dialog?.kind === 'shortcuts' && <ShortcutsDialog onClose={() => setDialog(null)} />}
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
