import { dashboardContract, formatPeso, formatQty, type SalesSummary } from '@fbms/domain';
import { Anchor, Badge, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrophy } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { BranchFigures } from './branch-figures.tsx';
import classes from './home.module.css';
import { useSalesSummaryT } from './sales-summary.i18n.ts';

/** The dashboard's sales figures, from the sales and stock as they are (a cashier's own sales). */
export const salesSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'sales', 'detail'] as const,
  queryFn: () => api.call(dashboardContract.getSalesSummary),
  // Sales happen on other screens and other counters: look again each time the dashboard opens.
  staleTime: 0,
});

/** "2026-11-23" → "Mon, Nov 23" in the screen's language (the date is already Manila's). */
function dayLabel(date: string, language: string) {
  return new Intl.DateTimeFormat(language === 'fil' ? 'fil-PH' : 'en-PH', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function Figure({
  label,
  amount,
  hint,
  since,
  testId,
}: {
  label: string;
  amount: number;
  hint: string;
  since?: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text className={classes.amount} data-testid={`${testId}-amount`}>
        {formatPeso(amount)}
      </Text>
      <Text size="sm" c="dimmed" data-testid={`${testId}-hint`}>
        {hint}
      </Text>
      {since && (
        <Text size="xs" c="dimmed">
          {since}
        </Text>
      )}
    </Paper>
  );
}

function PanelTitle({ icon: Icon, title }: { icon: typeof IconTrophy; title: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} aria-hidden />
      <Title order={3} size="h5">
        {title}
      </Title>
    </Group>
  );
}

/** Today's and this week's sales, the best sellers and what is running low, for those who see sales. */
export function SalesSummaryCard() {
  const t = useSalesSummaryT();
  const { i18n } = useTranslation();
  const query = useQuery(salesSummaryQuery);

  if (query.isPending)
    return (
      <Card withBorder radius="md" padding="lg">
        <Group gap="sm">
          <Loader size="sm" />
        </Group>
      </Card>
    );
  if (query.isError)
    return <LoadError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;

  const s = query.data;
  const mine = s.scope === 'mine';
  const count = (n: number) => t('transactions', { count: n });
  return (
    <section aria-labelledby="sales-summary" data-testid="sales-summary">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id="sales-summary">
          {mine ? t('titleMine') : t('title')}
        </Title>
        <Anchor component={Link} to="/sales-history" size="sm">
          {t('salesHistory')}
        </Anchor>
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Figure
          label={t('today')}
          amount={s.todaySales.amountCentavos}
          hint={s.todaySales.transactions === 0 ? t('noSalesToday') : count(s.todaySales.transactions)}
          testId="sales-today"
        />
        <Figure
          label={t('thisWeek')}
          amount={s.weekSales.amountCentavos}
          hint={count(s.weekSales.transactions)}
          since={t('since', { date: dayLabel(s.weekStart, i18n.language) })}
          testId="sales-week"
        />
      </SimpleGrid>
      <BranchFigures branches={s.branches} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mt="sm">
        <Paper withBorder radius="md" p="md" data-testid="top-products">
          <PanelTitle icon={IconTrophy} title={t('topProducts')} />
          <Text size="xs" c="dimmed" mb="xs">
            {mine ? t('topProductsHintMine') : t('topProductsHint')}
          </Text>
          {s.topProducts.items.length === 0 ? (
            <Text size="sm">{t('noTopProducts')}</Text>
          ) : (
            <ol className={classes.rankList}>
              {s.topProducts.items.map((p) => (
                <li key={p.productId} className={classes.rankItem}>
                  <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {p.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('sold', { qty: formatQty(p.qtyMilli), unit: p.baseUnit })}
                      </Text>
                    </Stack>
                    <Text size="sm" fw={600} className={classes.money}>
                      {formatPeso(p.amountCentavos)}
                    </Text>
                  </Group>
                </li>
              ))}
            </ol>
          )}
        </Paper>
        <LowStock low={s.lowStock} />
      </SimpleGrid>
    </section>
  );
}

function LowStock({ low }: { low: SalesSummary['lowStock'] }) {
  const t = useSalesSummaryT();
  return (
    <Paper withBorder radius="md" p="md" data-testid="low-stock">
      <PanelTitle icon={IconAlertTriangle} title={t('lowStock')} />
      {low.lowCount + low.outCount === 0 ? (
        <Text size="sm" mt="xs">
          {t('lowNone')}
        </Text>
      ) : (
        <>
          <Group gap="sm" mb="xs">
            <Text size="xs" c="dimmed" data-testid="low-stock-counts">
              {t('lowCounts', { low: low.lowCount, out: low.outCount })}
            </Text>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/inventory" search={{ stock: 'low' }} />}
              size="xs"
            >
              {t('seeLow')}
            </Anchor>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/inventory" search={{ stock: 'out' }} />}
              size="xs"
            >
              {t('seeOut')}
            </Anchor>
          </Group>
          <ul className={classes.rankList}>
            {low.items.map((p) => (
              <li key={p.productId} className={classes.rankItem}>
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link {...props} to="/inventory" search={{ product: p.productId }} />
                      )}
                      size="sm"
                      fw={600}
                      lineClamp={2}
                    >
                      {p.name}
                    </Anchor>
                    {p.stockMilli > 0 && (
                      <Text size="xs" c="orange" fw={600}>
                        {t('stockOfMin', {
                          stock: formatQty(p.stockMilli),
                          min: formatQty(p.minStockMilli),
                          unit: p.baseUnit,
                        })}
                      </Text>
                    )}
                  </Stack>
                  {p.stockMilli <= 0 && (
                    <Badge color="red" variant="light" className={classes.money}>
                      {t('outOfStock')}
                    </Badge>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        </>
      )}
    </Paper>
  );
}
