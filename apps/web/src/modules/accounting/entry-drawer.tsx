import { accountingContract, type JournalEntry, manilaDate } from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useAccountingT } from './accounting.i18n.ts';
import { accountingKey } from './accounting.queries.ts';

/** One entry: its lines, its source document, who posted it, its late note and reversal links. */
export function EntryDrawer({
  entryId,
  onClose,
  onOpen,
  canReverse,
}: {
  entryId: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
  canReverse: boolean;
}) {
  const t = useAccountingT();
  const entry = useQuery({
    queryKey: ['accounting', 'entries', 'detail', entryId],
    queryFn: () => api.call(accountingContract.getEntry, { params: { id: entryId! } }),
    enabled: !!entryId,
  });
  const [reversing, setReversing] = useState(false);
  const e = entry.data;
  return (
    <Drawer
      opened={!!entryId}
      onClose={onClose}
      position="right"
      size="lg"
      title={e ? t('entry.title', { no: e.entryNo }) : ''}
    >
      {entry.error && <LoadError error={entry.error} onRetry={() => void entry.refetch()} />}
      {e && (
        <Stack>
          <Text fw={600}>{e.memo}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Fact label={t('entry.date')} value={e.entryDate} />
            {e.documentDate !== e.entryDate && (
              <Fact label={t('entry.documentDate')} value={e.documentDate} />
            )}
            <Fact label={t('entry.source')} value={t(`sources.${e.sourceType}`)} />
            {e.sourceNumber && <Fact label={t('entry.document')} value={e.sourceNumber} />}
            <Fact label={t('entry.postedBy')} value={e.postedByName ?? t('entry.system')} />
            <Fact label={t('entry.postedAt')} value={formatDateTime(e.postedAt)} />
          </SimpleGrid>
          {e.lateNote && (
            <Alert color="orange">{t('entry.lateNote', { date: e.documentDate, posted: e.entryDate })}</Alert>
          )}
          {e.reversesEntryId && (
            <Group gap="xs">
              <Badge variant="light">{t('entry.reverses', { no: e.reversesEntryNo })}</Badge>
              <Button size="compact-xs" variant="subtle" onClick={() => onOpen(e.reversesEntryId!)}>
                {t('journal.open')}
              </Button>
            </Group>
          )}
          {e.reversedByEntryId && (
            <Group gap="xs">
              <Badge color="grape" variant="light">
                {t('entry.reversedBy', { no: e.reversedByEntryNo })}
              </Badge>
              <Button size="compact-xs" variant="subtle" onClick={() => onOpen(e.reversedByEntryId!)}>
                {t('journal.open')}
              </Button>
            </Group>
          )}
          <ScrollArea type="auto">
            <Table striped miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('entry.account')}</Table.Th>
                  <Table.Th ta="right">{t('entry.debit')}</Table.Th>
                  <Table.Th ta="right">{t('entry.credit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.lines.map((l) => (
                  <Table.Tr key={l.lineNo}>
                    <Table.Td>
                      <Text size="sm">
                        {l.accountCode} {l.accountName}
                      </Text>
                      {l.memo && (
                        <Text size="xs" c="dimmed">
                          {l.memo}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {l.debitCentavos ? formatPeso(l.debitCentavos) : ''}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {l.creditCentavos ? formatPeso(l.creditCentavos) : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td>{t('entry.total')}</Table.Td>
                  <Table.Td ta="right">{formatPeso(e.totalCentavos)}</Table.Td>
                  <Table.Td ta="right">{formatPeso(e.totalCentavos)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="flex-end">
            {canReverse && !e.reversedByEntryId && (
              <Button color="red" variant="light" onClick={() => setReversing(true)}>
                {t('entry.reverse')}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {t('entry.close')}
            </Button>
          </Group>
          <ReverseDialog
            entry={e}
            opened={reversing}
            onClose={() => setReversing(false)}
            onDone={(id) => {
              setReversing(false);
              onOpen(id);
            }}
          />
        </Stack>
      )}
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Reverse an entry: a date (in an open month) and a reason. */
function ReverseDialog({
  entry,
  opened,
  onClose,
  onDone,
}: {
  entry: JournalEntry;
  opened: boolean;
  onClose: () => void;
  onDone: (reversalId: string) => void;
}) {
  const t = useAccountingT();
  const qc = useQueryClient();
  const [date, setDate] = useState(() => manilaDate(new Date()));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reverse = useMutation({
    mutationFn: () =>
      api.call(accountingContract.reverseEntry, { params: { id: entry.id }, body: { date, reason } }),
    onSuccess: (r) => {
      notify.success({
        title: t('journal.title'),
        message: t('reverse.done', { no: r.entryNo, of: entry.entryNo }),
      });
      void qc.invalidateQueries({ queryKey: accountingKey });
      onDone(r.id);
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (reason.trim().length >= 5) reverse.mutate();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reverse.title', { no: entry.entryNo })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('reverse.body', { no: entry.entryNo })}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            type="date"
            label={t('reverse.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            required
          />
          <Textarea
            label={t('reverse.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            minLength={5}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reverse.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reverse.isPending} disabled={reason.trim().length < 5}>
              {t('reverse.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
