/** The register's cart as a table, keeping the line just touched in view. */
import type { SaleTotals } from '@fbms/domain';
import { Paper, Table, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { Cart, CartLine } from './cart.ts';
import { CartRow, type RowActions } from './cart-row.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

/**
 * The cart lines. A scan redraws only the line it touched (rows are memoised on the line object, which
 * the cart functions keep for untouched lines), and that line is scrolled into view: on a long sale the
 * cashier sees what was just added without reaching for the mouse.
 */
export function CartTable({
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
