import { Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { SalesPanel, StockPanel, WaitingPanel } from './day-panels.tsx';
import { useOperationsT } from './operations.i18n.ts';
import { type OperationsQuery, operationsQueries } from './operations.queries.ts';
import { dateLabel } from './operations-format.ts';
import { mayOpen } from './operations-links.ts';
import { ShiftsTable } from './shifts-table.tsx';
import { TerminalCards } from './terminal-cards.tsx';

const ALL = 'all';

/**
 * /operations: the manager's day on one page — each terminal's state, today's shifts and sales, the
 * documents waiting for someone and the stock to watch, over the person's branches (or the one picked,
 * for a person in two or more). Read only; every item links to the screen where it is handled. It looks
 * again every minute and when the window comes back, as a manager leaves it open.
 */
export function OperationsScreen() {
  const t = useOperationsT();
  const { i18n } = useTranslation();
  const me = useCurrentUser();
  const [branch, setBranch] = useState<string | null>(null);
  const branches = me?.branches ?? [];
  const branchId = branch ?? me?.activeBranchId ?? ALL;
  const query: OperationsQuery = branchId !== ALL ? { branchId } : {};
  const data = useQuery({ ...operationsQueries.today(query), enabled: !!me });
  const r = data.data;
  const now = new Date(data.dataUpdatedAt || Date.now());

  return (
    <Stack gap="lg" maw="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          {r && (
            <Text size="sm" c="dimmed" data-testid="operations-today">
              {t('today', {
                date: dateLabel(r.today, i18n.language),
                branch: r.branchName ?? t('allBranches'),
              })}
            </Text>
          )}
        </Stack>
        {branches.length >= 2 && (
          <Select
            label={t('branch')}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
            data={[
              // "All my branches" only while the top bar's switcher shows them all (else it would
              // read as all and show the switcher's one).
              ...(me?.activeBranchId ? [] : [{ value: ALL, label: t('allBranches') }]),
              ...branches.map((b) => ({ value: b.id, label: b.name })),
            ]}
            value={branchId}
            onChange={(v) => v && setBranch(v)}
          />
        )}
      </Group>

      {data.isError && !r && <LoadError error={data.error} onRetry={() => void data.refetch()} />}
      {!data.isError && !r && <Loader aria-label={t('title')} />}
      {r && me && (
        <>
          {data.isError && <LoadError error={data.error} onRetry={() => void data.refetch()} />}
          <TerminalCards terminals={r.terminals} canReadings={mayOpen(me, 'sales')} />
          <ShiftsTable shifts={r.shifts} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SalesPanel sales={r.sales} me={me} />
            <WaitingPanel waiting={r.waiting} me={me} now={now} />
          </SimpleGrid>
          <StockPanel stock={r.stock} me={me} />
        </>
      )}
    </Stack>
  );
}
