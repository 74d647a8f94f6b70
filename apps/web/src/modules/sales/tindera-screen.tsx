import { formatQty } from '@fbms/domain';
import { ActionIcon, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash, IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import {
  type Cart,
  type CartProduct,
  type ChosenLot,
  cartTotals,
  lineUnitPrice,
  newCart,
  removeLine,
  setLot,
  setQty,
  toCartProduct,
} from './cart.ts';
import { LotPicker } from './lot-picker.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import { TerminalGate } from './pos-screen.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { useAddToCart, useCartState, useScanner } from './register-state.ts';
import { RegulatedDialog } from './regulated-dialog.tsx';
import type { Terminal } from './sales.queries.ts';

/** Tindera POS: the same terminals and sale engine as Sales & POS, on a touch screen. */
export function TinderaScreen() {
  return <TerminalGate register={Tindera} />;
}

type Dialog = null | { kind: 'pay' } | { kind: 'regulated'; product: CartProduct; unitCode: string | null };

/**
 * Big tiles to tap, +/− on each line, and one big Pay button with the total. On a phone the cart is a
 * bar at the bottom that opens into a drawer; on a tablet or wider it sits beside the tiles.
 */
function Tindera({ terminal, vatRegistered }: { terminal: Terminal; vatRegistered: boolean }) {
  const t = usePosT();
  const { cart, setCart, done, saleDone, nextSale } = useCartState(terminal.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cartOpen, cartDrawer] = useDisclosure(false);
  const totals = useMemo(() => cartTotals(cart, vatRegistered), [cart, vatRegistered]);
  const add = useAddToCart(cart, setCart, (product, unitCode) =>
    setDialog({ kind: 'regulated', product, unitCode }),
  );
  const step = (key: string, by: number) => {
    const line = cart.lines.find((l) => l.key === key);
    if (!line) return;
    // Whole units up and down; a weighed 2.5 kg goes to 3.5 or 1.5, and below one it leaves the cart.
    const r = setQty(cart, key, line.qtyMilli + by * 1000);
    if (!r.ok && 'message' in r)
      notify.error({ id: 'pos-qty', title: line.product.name, message: r.message });
    else setCart(r.cart);
  };

  // A scanner still works here (a tablet with a Bluetooth scanner).
  useScanner(dialog === null && done === null, add, t('tindera.title'));

  const count = cart.lines.length;
  const pay = () => {
    cartDrawer.close();
    setDialog({ kind: 'pay' });
  };
  const cartPanel = (
    <TinderaCart
      cart={cart}
      onStep={step}
      onRemove={(key) => setCart(removeLine(cart, key))}
      locationId={terminal.locationId}
      onLot={(key, lot) => setCart(setLot(cart, key, lot).cart)}
      total={totals.totalCentavos}
      onPay={pay}
      onClear={() => setCart(newCart())}
    />
  );

  return (
    <Stack gap="sm" className={classes.tindera}>
      <Group justify="space-between" gap="xs">
        <Title order={2}>{t('tindera.title')}</Title>
        <Text size="sm" c="dimmed">
          {terminal.name} · {terminal.locationName}
        </Text>
      </Group>
      <div className={classes.tinderaLayout}>
        <ProductGrid onPick={(p, unitCode) => add(toCartProduct(p), unitCode)} />
        <Paper withBorder p="sm" className={`${classes.side} ${classes.tinderaSide}`}>
          {cartPanel}
        </Paper>
      </div>
      <div className={classes.tinderaBar}>
        <Button
          size="xl"
          fullWidth
          variant="default"
          leftSection={<IconShoppingCart />}
          onClick={cartDrawer.open}
          aria-label={t('tindera.openCart')}
        >
          {t('tindera.items', { count })}
        </Button>
        <Button size="xl" fullWidth leftSection={<IconCash />} disabled={count === 0} onClick={pay}>
          {formatPeso(totals.totalCentavos)}
        </Button>
      </div>
      <Drawer
        opened={cartOpen}
        onClose={cartDrawer.close}
        position="bottom"
        size="85%"
        title={t('tindera.cart')}
      >
        {cartPanel}
      </Drawer>
      {dialog?.kind === 'pay' && (
        <PayDialog
          cart={cart}
          totals={totals}
          onCart={setCart}
          onClose={() => setDialog(null)}
          vatRegistered={vatRegistered}
          onDone={(result) => {
            setDialog(null);
            saleDone(result);
          }}
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
      {done && <ReceiptDialog sale={done.sale} replayed={done.replayed} onNext={nextSale} />}
    </Stack>
  );
}

function TinderaCart({
  cart,
  total,
  onStep,
  onRemove,
  locationId,
  onLot,
  onPay,
  onClear,
}: {
  cart: Cart;
  total: number;
  onStep: (key: string, by: number) => void;
  onRemove: (key: string) => void;
  locationId: string;
  onLot: (key: string, lot: ChosenLot | null) => void;
  onPay: () => void;
  onClear: () => void;
}) {
  const t = usePosT();
  return (
    <Stack gap="sm">
      {cart.lines.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('tindera.empty')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="tindera-cart">
          {cart.lines.map((l) => (
            <Paper key={l.key} withBorder p="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} lineClamp={2}>
                    {l.product.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatPeso(lineUnitPrice(l))} / {l.unitCode}
                  </Text>
                  {l.product.isLotTracked && (
                    <LotPicker line={l} locationId={locationId} onLot={(lot) => onLot(l.key, lot)} />
                  )}
                </div>
                <Text className={classes.money} fw={600}>
                  {formatPeso(Math.round((lineUnitPrice(l) * l.qtyMilli) / 1000))}
                </Text>
              </Group>
              <Group justify="space-between" mt={6} wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <ActionIcon
                    size={44}
                    variant="default"
                    aria-label={t('tindera.less', { name: l.product.name })}
                    onClick={() => onStep(l.key, -1)}
                  >
                    <IconMinus />
                  </ActionIcon>
                  <Text
                    fw={700}
                    size="lg"
                    className={classes.tinderaQty}
                    data-testid={`qty-${l.product.sku}-${l.unitCode}`}
                  >
                    {formatQty(l.qtyMilli)}
                  </Text>
                  <ActionIcon
                    size={44}
                    variant="default"
                    aria-label={t('tindera.more', { name: l.product.name })}
                    onClick={() => onStep(l.key, 1)}
                  >
                    <IconPlus />
                  </ActionIcon>
                </Group>
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  aria-label={t('tindera.remove', { name: l.product.name })}
                  onClick={() => onRemove(l.key)}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{t('totals.total')}</Text>
        <Text className={classes.total} data-testid="tindera-total">
          {formatPeso(total)}
        </Text>
      </Group>
      <Button size="xl" leftSection={<IconCash />} disabled={cart.lines.length === 0} onClick={onPay}>
        {t('tindera.pay')}
      </Button>
      {cart.lines.length > 0 && (
        <Button variant="subtle" color="red" onClick={onClear}>
          {t('actions.clear')}
        </Button>
      )}
    </Stack>
  );
}
