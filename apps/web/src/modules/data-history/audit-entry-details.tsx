import { type AuditEntry, auditChanges, changeText } from '@fbms/domain';
import { Code, Stack, Table, Text } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import { fieldLabel } from './audit-labels.ts';
import { useDataHistoryT } from './data-history.i18n.ts';

/** One entry's before → after table (when it recorded them) and everything it recorded. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const t = useDataHistoryT();
  const changes = auditChanges(entry.details);
  // Money in pesos (fields named …Centavos); everything else as recorded.
  const value = (field: string, v: unknown) =>
    typeof v === 'number' && /Centavos$/.test(field) ? formatPeso(v) : changeText(v) || t('empty');
  return (
    <Stack gap="xs" data-testid="audit-entry-details">
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noChanges')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table withTableBorder horizontalSpacing="xs" aria-label={t('changes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field')}</Table.Th>
                <Table.Th>{t('before')}</Table.Th>
                <Table.Th>{t('after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.field}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{fieldLabel(t, c.field)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} c="red.7">
                    {value(c.field, c.from)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} c="green.8">
                    {value(c.field, c.to)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" fw={600}>
        {t('raw')}
      </Text>
      <Code
        block
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto' }}
      >
        {JSON.stringify(entry.details, null, 2)}
      </Code>
    </Stack>
  );
}
