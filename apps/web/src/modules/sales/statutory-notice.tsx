import { onlyPromosBeatIt, type StatutoryLineReport } from '@fbms/domain';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { type Cart, cartStatutoryReport, keepPromos, preferStatutory } from './cart.ts';
import { useCounterT } from './counter.i18n.ts';
import classes from './pos.module.css';

/**
 * What the senior/PWD discount does to this cart, said instead of a silent ₱0: which items get it
 * and why the others do not. When promos give more, the cashier chooses: keep the promo, or take the
 * senior/PWD discount instead (never both). Nothing is shown while every item gets it.
 */
export function StatutoryNotice({
  cart,
  vatRegistered,
  onCart,
}: {
  cart: Cart;
  vatRegistered: boolean;
  onCart: (c: Cart) => void;
}) {
  const tc = useCounterT();
  const report = useMemo(() => cartStatutoryReport(cart, vatRegistered), [cart, vatRegistered]);
  if (!report || !cart.statutory || report.every((r) => r.reason === 'applied')) return null;
  const kind = cart.statutory.kind;
  const discount = tc(`statutory.${kind}`);
  const names = new Map(cart.lines.map((l) => [l.key, l.product.name]));
  const count = report.filter((r) => r.reason === 'applied').length;
  const only = onlyPromosBeatIt(report);
  const why = (r: StatutoryLineReport) => {
    const name = names.get(r.id) ?? '';
    if (r.reason === 'applied')
      return tc('statutory.applied', { name, amount: formatPeso(r.statutoryCentavos) });
    if (r.reason === 'not_eligible') return tc(`statutory.not_eligible_${kind}`, { name });
    if (r.reason === 'promo_better')
      return tc('statutory.promo_better', {
        name,
        discount,
        promo: formatPeso(r.promoCentavos),
        statutory: formatPeso(r.statutoryCentavos),
      });
    return tc(`statutory.${r.reason}`, { name });
  };
  return (
    <Alert
      color={count ? 'blue' : 'yellow'}
      data-testid="statutory-notice"
      role="status"
      title={
        count
          ? tc('statutory.some', { discount, count, total: report.length })
          : tc('statutory.none', { discount })
      }
    >
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {report.map((r) => (
            <List.Item key={r.id}>{why(r)}</List.Item>
          ))}
        </List>
        {report.some((r) => r.reason === 'promo_better') && (
          <>
            <Text size="sm">{tc('statutory.choose')}</Text>
            <Group gap="xs">
              {only && (
                <Button
                  size="xs"
                  variant="default"
                  className={classes.wrapping}
                  onClick={() => onCart(keepPromos(cart))}
                >
                  {tc('statutory.keepPromo')}
                </Button>
              )}
              <Button
                size="xs"
                className={classes.wrapping}
                onClick={() => onCart(preferStatutory(cart, report))}
              >
                {tc('statutory.takeStatutory')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
