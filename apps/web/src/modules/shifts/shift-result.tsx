/** The closing's answer: expected vs declared per tender, the short/over, and the close slip to print. */
import { TENDER_LABELS } from '@fbms/domain';
import { Alert, Button, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import { PrintedDocument } from '../../lib/printed-document.tsx';
import { LogoutButton } from '../../shell/logout-button.tsx';
import type { CloseDone } from './close-shift-dialog.tsx';
import { PrintButtons } from './print-buttons.tsx';
import { useShiftsT } from './shifts.i18n.ts';

const signed = (c: number) => (c > 0 ? `+${formatPeso(c)}` : c < 0 ? `-${formatPeso(-c)}` : formatPeso(0));

export function ShiftResult({ done, onClose }: { done: CloseDone; onClose: () => void }) {
  const t = useShiftsT();
  const { shift, document, next } = done;
  const shortOver = shift.shortOverCentavos ?? 0;
  const label = t('close.closed', { no: shift.shiftNo });
  return (
    <Modal opened onClose={onClose} title={label} size="lg">
      <Stack>
        <Alert
          color={shortOver === 0 ? 'green' : shortOver < 0 ? 'red' : 'yellow'}
          title={
            shortOver === 0
              ? t('close.even')
              : shortOver < 0
                ? t('close.short', { amount: formatPeso(-shortOver) })
                : t('close.over', { amount: formatPeso(shortOver) })
          }
          data-testid="short-over"
        >
          {shift.approvedByName ? t('close.approvedBy', { name: shift.approvedByName }) : null}
        </Alert>
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('close.tender')}</Table.Th>
                <Table.Th ta="right">{t('close.expected')}</Table.Th>
                <Table.Th ta="right">{t('close.declared')}</Table.Th>
                <Table.Th ta="right">{t('close.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(shift.tenders ?? []).map((r) => (
                <Table.Tr key={r.method}>
                  <Table.Td>{TENDER_LABELS[r.method]}</Table.Td>
                  <Table.Td ta="right">{formatPeso(r.expectedCentavos)}</Table.Td>
                  <Table.Td ta="right">{formatPeso(r.declaredCentavos)}</Table.Td>
                  <Table.Td ta="right" c={r.differenceCentavos < 0 ? 'red' : undefined}>
                    {signed(r.differenceCentavos)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ScrollArea.Autosize mah={300}>
          <PrintedDocument layout={document} paper="80mm" label={label} />
        </ScrollArea.Autosize>
        <PrintButtons layout={document} label={label} />
        {next && (
          <Alert color="blue" title={t('close.handedOver', { no: next.shiftNo, name: next.cashierName })}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('close.signOutHint', { name: next.cashierName })}</Text>
              <LogoutButton />
            </Stack>
          </Alert>
        )}
        <Button size="md" onClick={onClose} data-autofocus>
          {t('close.done')}
        </Button>
      </Stack>
    </Modal>
  );
}
