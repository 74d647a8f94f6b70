import { formatQty, parseQty, type SaleTotals } from '@fbms/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import {
  IconCash,
  IconDiscount,
  IconKeyboard,
  IconLayoutGrid,
  IconPlayerPause,
  IconStack2,
  IconTrash,
  IconUser,
  IconUserHeart,
} from '@tabler/icons-react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import {
  type Cart,
  type CartLine,
  type CartProduct,
  type ChosenLot,
  cartTotals,
  lineUnitPrice,
  newCart,
  removeLine,
  sellingUnits,
  setLinePromo,
  setLot,
  setQty,
  setUnit,
  toCartProduct,
} from './cart.ts';
import { HeldCartsDrawer, HoldDialog } from './held-carts.tsx';
import { LotPicker } from './lot-picker.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import {
  CustomerDialog,
  PromoDialog,
  RegulatedDialog,
  ShortcutsDialog,
  StatutoryDialog,
} from './pos-dialogs.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductPicker } from './product-picker.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { useAddToCart, useCartState, useScanner } from './register-state.ts';
import type { Sale, Terminal } from './sales.queries.ts';
import { StatutoryNotice } from './statutory-notice.tsx';

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

function QtyInput({
  line,
  onQty,
  inputRef,
}: {
  line: CartLine;
  onQty: (q: number) => void;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const t = usePosT();
  const [text, setText] = useState(formatQty(line.qtyMilli));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(formatQty(line.qtyMilli)), [line.qtyMilli]);
  const commit = () => {
    const q = parseQty(text.replace(/,/g, ''));
    if (q === null) return setError(t('cart.qtyInvalid'));
    setError(null);
    if (q !== line.qtyMilli) onQty(q);
  };
  return (
    <TextInput
      ref={inputRef}
      className={classes.qty}
      size="sm"
      inputMode="decimal"
      aria-label={`${t('cart.qty')} ${line.product.name}`}
      value={text}
      error={error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

interface RowActions {
  onQty: (key: string, q: number) => void;
  onUnit: (key: string, unit: string) => void;
  onRemove: (key: string) => void;
  onPromo: (key: string) => void;
  onLot: (key: string, lot: ChosenLot | null) => void;
}

/**
 * The cart lines. A scan redraws only the line it touched (rows are memoised on the line object, which
 * the cart functions keep for untouched lines), and that line is scrolled into view: on a long sale the
 * cashier sees what was just added without reaching for the mouse.
 */
function CartTable({
  cart,
  totals,
  qtyRefs,
  locationId,
  actions,
}: {
  cart: Cart;
  totals: SaleTotals;
  qtyRefs: Map<string, HTMLInputElement>;
  locationId: string;
  actions: RowActions;
}) {
  const t = usePosT();
  const body = useRef<HTMLTableSectionElement>(null);
  const before = useRef<CartLine[] | null>(null);
  // Before paint, so the line appears already in view rather than jumping there a frame later.
  useLayoutEffect(() => {
    const previous = before.current;
    before.current = cart.lines;
    if (!previous) return;
    const old = new Set(previous);
    const touched = cart.lines.filter((l) => !old.has(l));
    // A change to every line (a discount for the whole sale) is not "a line added": leave the view.
    if (touched.length === 0 || (touched.length === cart.lines.length && cart.lines.length > 1)) return;
    const key = touched[touched.length - 1]!.key;
    body.current
      ?.querySelector(`[data-line-key="${CSS.escape(key)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [cart.lines]);
  if (cart.lines.length === 0)
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {t('cart.empty')}
        </Text>
      </Paper>
    );
  const byKey = new Map(totals.lines.map((l) => [l.id, l]));
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cart.item')}</Table.Th>
              <Table.Th>{t('cart.qty')}</Table.Th>
              <Table.Th>{t('cart.unit')}</Table.Th>
              <Table.Th className={classes.money}>{t('cart.price')}</Table.Th>
              <Table.Th className={classes.money}>{t('cart.amount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body}>
            {cart.lines.map((l) => {
              const lt = byKey.get(l.key);
              return (
                <CartRow
                  key={l.key}
                  line={l}
                  grossCentavos={lt?.grossCentavos ?? 0}
                  promoCentavos={lt?.promoCentavos ?? 0}
                  qtyRefs={qtyRefs}
                  locationId={locationId}
                  actions={actions}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

const CartRow = memo(function CartRow({
  line: l,
  grossCentavos,
  promoCentavos,
  qtyRefs,
  locationId,
  actions,
}: {
  line: CartLine;
  grossCentavos: number;
  promoCentavos: number;
  qtyRefs: Map<string, HTMLInputElement>;
  locationId: string;
  actions: RowActions;
}) {
  const t = usePosT();
  const units = sellingUnits(l.product);
  return (
    <Table.Tr data-testid="cart-line" data-line-key={l.key}>
      <Table.Td>
        <Text fw={600} size="sm">
          {l.product.name}
        </Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {l.product.sku}
          </Text>
          {l.product.isLotTracked && (
            <LotPicker line={l} locationId={locationId} onLot={(lot) => actions.onLot(l.key, lot)} />
          )}
          {l.rx && (
            <Badge size="xs" color="grape" variant="light">
              {t('cart.regulated', { number: l.rx.prescriptionNumber })}
            </Badge>
          )}
          {l.fpaCertNumber && (
            <Badge size="xs" color="orange" variant="light">
              {t('cart.fpa', { number: l.fpaCertNumber })}
            </Badge>
          )}
          {promoCentavos > 0 && (
            <Badge size="xs" color="teal" variant="light">
              −{formatPeso(promoCentavos)}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <QtyInput
          line={l}
          onQty={(q) => actions.onQty(l.key, q)}
          inputRef={(el) => {
            if (el) qtyRefs.set(l.key, el);
            else qtyRefs.delete(l.key);
          }}
        />
      </Table.Td>
      <Table.Td>
        {units.length > 1 ? (
          <Select
            size="sm"
            w={96}
            aria-label={`${t('cart.unit')} ${l.product.name}`}
            data={units.map((u) => u.code)}
            value={l.unitCode}
            allowDeselect={false}
            onChange={(u) => u && actions.onUnit(l.key, u)}
          />
        ) : (
          <Text size="sm">{l.unitCode}</Text>
        )}
      </Table.Td>
      <Table.Td className={classes.money}>{formatPeso(lineUnitPrice(l))}</Table.Td>
      <Table.Td className={classes.money} fw={600}>
        {formatPeso(grossCentavos)}
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('cart.promoFor', { name: l.product.name })}
            onClick={() => actions.onPromo(l.key)}
          >
            <IconDiscount size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('cart.remove', { name: l.product.name })}
            onClick={() => actions.onRemove(l.key)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" className={classes.money} fw={strong ? 600 : undefined}>
        {formatPeso(value)}
      </Text>
    </Group>
  );
}

export function TotalsPanel({
  totals,
  cart,
  vatRegistered,
}: {
  totals: SaleTotals;
  cart: Cart;
  vatRegistered: boolean;
}) {
  const t = usePosT();
  const minus = (v: number) => -v;
  return (
    <Stack gap={4} data-testid="pos-totals">
      <Text size="sm" c="dimmed">
        {t('totals.items', { count: cart.lines.length })}
      </Text>
      <Row label={t('totals.subtotal')} value={totals.grossCentavos} />
      {totals.promoCentavos > 0 && <Row label={t('totals.promo')} value={minus(totals.promoCentavos)} />}
      {totals.vatRemovedCentavos > 0 && (
        <Row label={t('totals.vatRemoved')} value={minus(totals.vatRemovedCentavos)} />
      )}
      {totals.scPwdCentavos > 0 && <Row label={t('totals.scPwd')} value={minus(totals.scPwdCentavos)} />}
      {totals.bnpcCentavos > 0 && <Row label={t('totals.bnpc')} value={minus(totals.bnpcCentavos)} />}
      {cart.statutory && (
        <Text size="xs" c="dimmed">
          {t('statutory.applied', { name: cart.statutory.name, id: cart.statutory.idNumber })}
        </Text>
      )}
      {vatRegistered && (
        <>
          <Row label={t('totals.vatable')} value={totals.vatableSalesCentavos} />
          <Row label={t('totals.vat')} value={totals.vatCentavos} />
          <Row label={t('totals.exempt')} value={totals.vatExemptSalesCentavos} />
          {totals.zeroRatedSalesCentavos > 0 && (
            <Row label={t('totals.zero')} value={totals.zeroRatedSalesCentavos} />
          )}
        </>
      )}
      <Group justify="space-between" mt="xs" align="baseline">
        <Text fw={700}>{t('totals.total')}</Text>
        <Text className={classes.total} data-testid="pos-total">
          {formatPeso(totals.totalCentavos)}
        </Text>
      </Group>
    </Stack>
  );
}
