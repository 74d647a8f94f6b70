import type { TransferSlip } from '@fbms/domain';
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatDateTime, formatPeso } from '../../../lib/format.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { TransferActions } from './transfer-actions.tsx';
import { TransferForm } from './transfer-form.tsx';
import { SlipLines } from './transfer-lines.tsx';
import { formatQty } from './transfer-qty.ts';
import { TransferStatusBadge } from './transfer-status-badge.tsx';
import { inUnit, useLineUnits } from './transfer-units.ts';
import { useTransfersT } from './transfers.i18n.ts';
import { transfersQueries } from './transfers.queries.ts';

const route = getRouteApi('/authed/frame/branches/transfers/$transferId');
const newRoute = getRouteApi('/authed/frame/branches/transfers/new');

/** /branches/transfers/new — a new slip, from scratch or from a location's low-stock list. */
export function NewTransferRoute() {
  const search = newRoute.useSearch();
  const navigate = useNavigate();
  return (
    <TransferForm
      lowStockTo={search.lowStockTo}
      onSaved={(s) => void navigate({ to: '/branches/transfers/$transferId', params: { transferId: s.id } })}
      onCancel={() => void navigate({ to: '/branches/transfers' })}
    />
  );
}

/** /branches/transfers/:id — one slip: every field, its history, its lines and lots, and the next steps. */
export function TransferRoute() {
  const { transferId } = route.useParams();
  return <TransferView id={transferId} />;
}

export function TransferView({ id }: { id: string }) {
  const t = useTransfersT();
  const q = useQuery(transfersQueries.one(id));
  const [editing, setEditing] = useState(false);
  const unitOf = useLineUnits(q.data);
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Loader />;
  const slip = q.data;
  if (editing)
    return <TransferForm slip={slip} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />;
  const resolvedQty = (slipLotId: string, milli: number) => {
    const line = slip.lines.find((l) => l.lots.some((x) => x.id === slipLotId));
    return line ? inUnit(milli, unitOf(line)) : formatQty(milli);
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/branches/transfers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('page.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {slip.transferNo}
            </Title>
            <span data-testid="transfer-status">
              <TransferStatusBadge status={slip.status} />
            </span>
          </Group>
          <Text fw={600}>
            {slip.fromLocationName} ({slip.fromBranchName}) → {slip.toLocationName} ({slip.toBranchName})
          </Text>
        </Stack>
        <TransferActions slip={slip} unitOf={unitOf} onEdit={() => setEditing(true)} />
      </Group>
      {slip.status === 'cancelled' && slip.cancelReason && (
        <Alert color="red">{t('page.cancelledWhy', { reason: slip.cancelReason })}</Alert>
      )}
      {slip.status === 'received' && slip.totalOpenMilli > 0 && (
        <Alert color="orange" data-testid="open-discrepancy">
          {t('page.openDiscrepancy', { qty: formatQty(slip.totalOpenMilli) })}
        </Alert>
      )}
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          <Fact label={t('page.from')}>
            {slip.fromLocationName} · {slip.fromBranchName}
          </Fact>
          <Fact label={t('page.to')}>
            {slip.toLocationName} · {slip.toBranchName}
          </Fact>
          <Fact label={t('page.transferDate')}>{slip.transferDate}</Fact>
          <Fact label={t('page.expected')}>{slip.expectedDeliveryDate ?? t('page.none')}</Fact>
          <Fact label={t('page.delivered')}>{slip.actualDeliveryDate ?? t('page.none')}</Fact>
          <Fact label={t('page.vehicle')}>{slip.vehicleInfo ?? t('page.none')}</Fact>
          <Fact label={t('page.driver')}>{slip.driverInfo ?? t('page.none')}</Fact>
          <Fact label={t('page.source')}>
            {slip.source === 'low_stock' ? t('page.sourceLowStock') : t('page.sourceManual')}
          </Fact>
          <Fact label={t('page.value')}>{formatPeso(slip.totalValueCentavos)}</Fact>
          {slip.notes && <Fact label={t('page.notes')}>{slip.notes}</Fact>}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="sm">
          <Title order={2} size="h4" mb="sm">
            {t('page.timeline')}
          </Title>
          <History slip={slip} />
        </Paper>
        <Paper withBorder style={{ gridColumn: 'span 2' }}>
          <SlipLines slip={slip} unitOf={unitOf} />
        </Paper>
      </SimpleGrid>
      {slip.resolutions.length > 0 && (
        <Paper withBorder p="sm">
          <Title order={2} size="h4" mb="xs">
            {t('page.resolutions')}
          </Title>
          <Stack gap={4}>
            {slip.resolutions.map((r) => (
              <Text key={r.id} size="sm" data-testid="transfer-resolution">
                {r.productName}
                {r.batchNumber ? ` (${r.batchNumber})` : ''}:{' '}
                {t('page.resolution', {
                  action: t(`page.resolutionAction.${r.action}`),
                  qty: resolvedQty(r.slipLotId, r.qtyMilli),
                  who: r.performedByName ?? '—',
                  when: formatDateTime(r.createdAt),
                })}
                {r.reason ? ` — ${r.reason}` : ''}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who moved the slip on, and when; the steps not taken yet show as such. */
function History({ slip }: { slip: TransferSlip }) {
  const t = useTransfersT();
  type Key = 'created' | 'requested' | 'approved' | 'issued' | 'received' | 'closed' | 'cancelled';
  const steps: { key: Key; who: string | null; at: string | null }[] = [
    { key: 'created', who: slip.createdByName, at: slip.createdAt },
    { key: 'requested', who: slip.requestedByName, at: slip.requestedAt },
    { key: 'approved', who: slip.approvedByName, at: slip.approvedAt },
    { key: 'issued', who: slip.issuedByName, at: slip.issuedAt },
    { key: 'received', who: slip.receivedByName, at: slip.receivedAt },
    { key: 'closed', who: slip.closedByName, at: slip.closedAt },
    ...(slip.cancelledAt
      ? [{ key: 'cancelled' as const, who: slip.cancelledByName, at: slip.cancelledAt }]
      : []),
  ];
  const done = steps.filter((s) => s.at).length;
  return (
    <Timeline active={done - 1} bulletSize={14} lineWidth={2}>
      {steps.map((s) => (
        <Timeline.Item key={s.key} title={t(`page.${s.key}`)} data-testid={`history-${s.key}`}>
          <Text size="xs" c="dimmed">
            {s.at ? t('page.byAt', { who: s.who ?? '—', when: formatDateTime(s.at) }) : t('page.notYet')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
