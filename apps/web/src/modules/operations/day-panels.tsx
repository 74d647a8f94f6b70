import { type OperationsToday, WAITING_KINDS } from '@fbms/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatPeso } from '../../lib/format.ts';
import type { Me } from '../../lib/session.ts';
import { useOperationsT } from './operations.i18n.ts';
import { timeAgo } from './operations-format.ts';
import { mayOpen, waitingTarget } from './operations-links.ts';

function Panel({
  id,
  tour,
  title,
  children,
}: {
  id: string;
  tour?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-tour={tour}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** Today's completed invoices (a peso amount has no space, so it never breaks), the cash they took, voids and returns; a link to Sales History. */
export function SalesPanel({ sales, me }: { sales: OperationsToday['sales']; me: Me }) {
  const t = useOperationsT();
  const pair = (x: { count: number; totalCentavos: number }) =>
    t('sales.countAmount', { count: x.count, amount: formatPeso(x.totalCentavos) });
  return (
    <Panel id="operations-sales" title={t('sales.title')}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Figure label={t('sales.invoices')} value={String(sales.invoices)} testId="sales-invoices" />
        <Figure label={t('sales.total')} value={formatPeso(sales.totalCentavos)} testId="sales-total" />
        <Figure label={t('sales.cash')} value={formatPeso(sales.cashCentavos)} testId="sales-cash" />
        <Figure label={t('sales.voids')} value={pair(sales.voids)} testId="sales-voids" />
        <Figure label={t('sales.returns')} value={pair(sales.returns)} testId="sales-returns" />
      </SimpleGrid>
      {mayOpen(me, 'sales-history') && (
        <Anchor component={Link} to="/sales-history" size="sm" mt="sm" display="inline-block">
          {t('sales.history')}
        </Anchor>
      )}
    </Panel>
  );
}

/**
 * One row per kind of document that waits (a count above zero): its words, amount and age, the words
 * a link to the screen that handles it for whom that screen opens.
 */
export function WaitingPanel({
  waiting,
  me,
  now,
}: {
  waiting: OperationsToday['waiting'];
  me: Me;
  now: Date;
}) {
  const t = useOperationsT();
  const rows = WAITING_KINDS.flatMap((kind) => {
    const w = waiting.find((x) => x.kind === kind);
    return w && w.count > 0 ? [w] : [];
  });
  return (
    <Panel id="operations-waiting" tour="operations-waiting" title={t('waiting.title')}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('waiting.none')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((w) => {
            const target = waitingTarget(me, w.kind);
            const words = t(`waiting.kinds.${w.kind}`, { count: w.count });
            const details = [
              w.amountCentavos === null
                ? null
                : w.kind === 'orders_to_receive'
                  ? // The orders' whole amount, part of which may have arrived already.
                    t('waiting.ordersWorth', { amount: formatPeso(w.amountCentavos) })
                  : formatPeso(w.amountCentavos),
              w.oldestAt ? t('waiting.oldest', { ago: timeAgo(t, w.oldestAt, now) }) : null,
            ].filter(Boolean);
            return (
              <Text component="li" size="sm" key={w.kind} data-testid={`waiting-${w.kind}`}>
                {target ? (
                  <Anchor
                    size="sm"
                    fw={600}
                    renderRoot={(props) =>
                      'search' in target ? (
                        <Link {...props} to={target.to} search={target.search} />
                      ) : (
                        <Link {...props} to={target.to} />
                      )
                    }
                  >
                    {words}
                  </Anchor>
                ) : (
                  <Text span fw={600} inherit>
                    {words}
                  </Text>
                )}
                {details.length > 0 && ` · ${details.join(' · ')}`}
              </Text>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

/** Products low or out (linking to the inventory list filtered so), lots expiring and expired. */
export function StockPanel({ stock, me }: { stock: OperationsToday['stock']; me: Me }) {
  const t = useOperationsT();
  const inventory = mayOpen(me, 'inventory');
  const lots = stock.expiringLots + stock.expiredLots;
  return (
    <Panel id="operations-stock" tour="operations-stock" title={t('stock.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StockRow
          label={t('stock.low')}
          value={t('stock.products', { count: stock.low })}
          testId="stock-low"
          link={
            inventory && stock.low > 0 ? (
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to="/inventory" search={{ stock: 'low' }} />}
              >
                {t('stock.seeLow')}
              </Anchor>
            ) : null
          }
        />
        <StockRow
          label={t('stock.out')}
          value={t('stock.products', { count: stock.out })}
          testId="stock-out"
          link={
            inventory && stock.out > 0 ? (
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to="/inventory" search={{ stock: 'out' }} />}
              >
                {t('stock.seeOut')}
              </Anchor>
            ) : null
          }
        />
        <StockRow
          label={t('stock.expiring', { days: stock.expiryWarningDays })}
          value={t('stock.lots', { count: stock.expiringLots })}
          testId="stock-expiring"
        />
        <StockRow
          label={t('stock.expired')}
          value={t('stock.lots', { count: stock.expiredLots })}
          testId="stock-expired"
          danger={stock.expiredLots > 0}
        />
      </SimpleGrid>
      {inventory && lots > 0 && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('stock.lotsNote')}
        </Text>
      )}
    </Panel>
  );
}

function StockRow({
  label,
  value,
  testId,
  link,
  danger,
}: {
  label: string;
  value: string;
  testId: string;
  link?: ReactNode;
  danger?: boolean;
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={700} c={danger ? 'red' : undefined}>
          {value}
        </Text>
        {link}
      </Group>
    </Stack>
  );
}
