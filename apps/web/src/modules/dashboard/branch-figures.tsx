import { formatPeso, type SalesSummary } from '@fbms/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import classes from './home.module.css';
import { useSalesSummaryT } from './sales-summary.i18n.ts';

/**
 * The dashboard's figures per branch (issue 26), under the consolidated ones, for a person whose
 * branches are several: each branch's sales of today and of this month and its stock at cost.
 */
export function BranchFigures({ branches }: { branches: SalesSummary['branches'] }) {
  const t = useSalesSummaryT();
  if (branches.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm" data-testid="branch-figures">
      <Group gap={6} wrap="nowrap">
        <IconBuildingStore size={18} aria-hidden />
        <Title order={3} size="h5">
          {t('byBranch')}
        </Title>
      </Group>
      <Text size="xs" c="dimmed">
        {t('byBranchHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {branches.map((b) => (
          <Paper key={b.branchId} withBorder radius="md" p="md" data-testid="branch-figure">
            <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
              <Text fw={600} lineClamp={1}>
                {b.name}
              </Text>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {b.code}
              </Badge>
            </Group>
            <Stack gap={4}>
              <Row label={t('today')} value={formatPeso(b.todaySales.amountCentavos)}>
                {t('transactions', { count: b.todaySales.transactions })}
              </Row>
              <Row label={t('thisMonth')} value={formatPeso(b.monthSales.amountCentavos)}>
                {t('transactions', { count: b.monthSales.transactions })}
              </Row>
              <Row label={t('stockValue')} value={formatPeso(b.stockValueCentavos)} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Row({ label, value, children }: { label: string; value: string; children?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children && (
          <Text size="xs" c="dimmed">
            {children}
          </Text>
        )}
      </Stack>
      <Text size="sm" fw={600} className={classes.money}>
        {value}
      </Text>
    </Group>
  );
}
