import { readingsContract, salesContract } from '@fbms/domain';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { formatPeso } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { meQuery } from '../../../lib/session.ts';
import { useReadingsT } from './readings.i18n.ts';

/**
 * The administrator's reset of this terminal's accumulated grand total: with a written reason; the reset
 * counter goes up and every later Z-reading prints it. Shown to admins only (the server refuses others).
 */
export function GrandTotalReset() {
  const t = useReadingsT();
  const me = useQuery(meQuery);
  const terminal = useQuery({
    queryKey: ['pos', 'terminal'],
    queryFn: () => api.call(salesContract.getThisTerminal),
    enabled: me.data?.user.role === 'admin',
  });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reset = useMutation({
    mutationFn: (id: string) =>
      api.call(readingsContract.resetGrandTotal, { params: { id }, body: { reason: reason.trim() } }),
    onSuccess: (r) => {
      setOpen(false);
      setReason('');
      notify.success({
        title: t('reset.title'),
        message: t('reset.done', { counter: r.resetCounter, before: formatPeso(r.previousTotalCentavos) }),
      });
    },
    onError: (e) =>
      notify.error({ title: t('reset.title'), message: e instanceof Error ? e.message : String(e) }),
  });
  const id = terminal.data?.terminal?.id;
  if (me.data?.user.role !== 'admin' || !id) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={4}>{t('reset.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('reset.intro')}
        </Text>
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            {t('reset.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('reset.title')}>
        <Stack>
          <Text size="sm">{t('reset.warning')}</Text>
          <Textarea
            label={t('reset.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 5}
              loading={reset.isPending}
              onClick={() => reset.mutate(id)}
            >
              {t('reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
