import { accountingContract, manilaDate, monthOf, monthToPeriod, type Period } from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useAccountingT } from './accounting.i18n.ts';
import { accountingKey, periodsQuery } from './accounting.queries.ts';
import { AccountingNav } from './accounting-nav.tsx';

/** "November 2026" / "Nobyembre 2026" for a month's first day. */
function useMonthName() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'fil' ? 'fil-PH' : 'en-PH', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (month: string) => format.format(new Date(`${month}T00:00:00Z`));
}

/** The months: open or closed, their entries; close one (confirmed) or reopen it with a reason. */
export function PeriodsScreen() {
  const t = useAccountingT();
  const me = useCurrentUser();
  const canEdit = !!me && hasPermission(me, 'accounting:edit');
  const list = useQuery(periodsQuery());
  const monthName = useMonthName();
  const [acting, setActing] = useState<{ period: Period; action: 'close' | 'reopen' } | null>(null);
  const thisMonth = monthOf(manilaDate(new Date()));

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto">
      <AccountingNav />
      <Title order={2}>{t('periods.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('periods.intro')}
      </Text>
      {list.isPending && <Loader size="sm" />}
      {list.error && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <ScrollArea type="auto">
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('periods.month')}</Table.Th>
                <Table.Th>{t('periods.status')}</Table.Th>
                <Table.Th ta="right">{t('periods.entries')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('periods.total')}
                </Table.Th>
                <Table.Th visibleFrom="md">{t('periods.history')}</Table.Th>
                {canEdit && <Table.Th w={1} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((p) => {
                const name = monthName(p.month);
                return (
                  <Table.Tr key={p.month}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{name}</Table.Td>
                    <Table.Td>
                      <Badge color={p.status === 'closed' ? 'gray' : 'teal'} variant="light">
                        {t(p.status === 'closed' ? 'periods.closed' : 'periods.open')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{p.entryCount}</Table.Td>
                    <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatPeso(p.totalCentavos)}
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      {p.closedAt && (
                        <Text size="xs">
                          {t('periods.closedLine', {
                            name: p.closedByName ?? '',
                            at: formatDateTime(p.closedAt),
                          })}
                        </Text>
                      )}
                      {p.reopenedAt && (
                        <Text size="xs" c="dimmed">
                          {t('periods.reopenedLine', {
                            name: p.reopenedByName ?? '',
                            at: formatDateTime(p.reopenedAt),
                            reason: p.reopenReason ?? '',
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        {p.status === 'open' && p.month <= thisMonth && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('periods.closeLabel', { month: name })}
                            onClick={() => setActing({ period: p, action: 'close' })}
                          >
                            {t('periods.close')}
                          </Button>
                        )}
                        {p.status === 'closed' && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('periods.reopenLabel', { month: name })}
                            onClick={() => setActing({ period: p, action: 'reopen' })}
                          >
                            {t('periods.reopen')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {acting && (
        <PeriodDialog
          period={acting.period}
          action={acting.action}
          monthName={monthName(acting.period.month)}
          onClose={() => setActing(null)}
        />
      )}
    </Stack>
  );
}

function PeriodDialog({
  period,
  action,
  monthName,
  onClose,
}: {
  period: Period;
  action: 'close' | 'reopen';
  monthName: string;
  onClose: () => void;
}) {
  const t = useAccountingT();
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const month = monthToPeriod(period.month);
  const run = useMutation({
    mutationFn: () =>
      action === 'close'
        ? api.call(accountingContract.closePeriod, { params: { month } })
        : api.call(accountingContract.reopenPeriod, { params: { month }, body: { reason } }),
    onSuccess: () => {
      notify.success({
        title: t('periods.title'),
        message: t(action === 'close' ? 'periods.closedDone' : 'periods.reopenedDone', { month: monthName }),
      });
      void qc.invalidateQueries({ queryKey: accountingKey });
      onClose();
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (action === 'close' || reason.trim().length >= 5) run.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(action === 'close' ? 'periods.closeTitle' : 'periods.reopenTitle', { month: monthName })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {action === 'close'
              ? t('periods.closeBody', { month: monthName, count: period.entryCount })
              : t('periods.reopenBody', { month: monthName })}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {action === 'reopen' && (
            <Textarea
              label={t('periods.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              required
              minLength={5}
              maxLength={500}
              autosize
              minRows={2}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('periods.cancel')}
            </Button>
            <Button
              type="submit"
              color={action === 'close' ? 'red' : undefined}
              loading={run.isPending}
              disabled={action === 'reopen' && reason.trim().length < 5}
              data-autofocus={action === 'close' ? true : undefined}
            >
              {t(action === 'close' ? 'periods.confirmClose' : 'periods.confirmReopen')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
