import { accountingReportsContract } from '@fbms/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { formatDateTime, formatPeso } from '../../../lib/format.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { type SourceKey, useAccountingReportsT } from './reports.i18n.ts';

/** One journal entry: its source document (type and number), dates, who posted it, and its lines. */
export function EntryDialog({ entryId, onClose }: { entryId: string | null; onClose: () => void }) {
  const t = useAccountingReportsT();
  const entry = useQuery({
    queryKey: ['accounting', 'entries', 'detail', entryId],
    queryFn: () => api.call(accountingReportsContract.getJournalEntry, { params: { entryId: entryId! } }),
    enabled: entryId !== null,
  });
  const e = entry.data?.id === entryId ? entry.data : undefined;
  return (
    <Modal
      opened={entryId !== null}
      onClose={onClose}
      size="lg"
      title={e ? t('entry.title', { no: e.entryNo }) : t('entry.loading')}
    >
      {entry.isError && <LoadError error={entry.error} onRetry={() => void entry.refetch()} />}
      {!e && !entry.isError && <Loader size="sm" />}
      {e && (
        <Stack gap="sm">
          <Text fw={600}>{e.memo}</Text>
          <Stack gap={2}>
            <Text size="sm">
              {t('entry.source')}: {t(`sources.${e.sourceType as SourceKey}`)}
              {e.sourceNumber ? ` ${e.sourceNumber}` : ''}
            </Text>
            <Text size="sm">
              {t('entry.date')}: {e.date} · {t('entry.documentDate')}: {e.documentDate}
            </Text>
            <Text size="sm">
              {t('entry.postedBy')}: {e.postedByName ?? t('entry.system')} · {formatDateTime(e.postedAt)}
            </Text>
          </Stack>
          {e.lateNote && <Alert color="yellow">{e.lateNote}</Alert>}
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="journal-entry">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.account')}</Table.Th>
                  <Table.Th>{t('columns.memo')}</Table.Th>
                  <Table.Th ta="right">{t('columns.debit')}</Table.Th>
                  <Table.Th ta="right">{t('columns.credit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.lines.map((l) => (
                  <Table.Tr key={l.lineNo}>
                    <Table.Td>
                      {l.code} {l.name}
                    </Table.Td>
                    <Table.Td>{l.memo ?? ''}</Table.Td>
                    <Table.Td ta="right">{l.debitCentavos ? formatPeso(l.debitCentavos) : ''}</Table.Td>
                    <Table.Td ta="right">{l.creditCentavos ? formatPeso(l.creditCentavos) : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('entry.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
