import type { OperationsToday } from '@fbms/domain';
import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import { type OperationsT, useOperationsT } from './operations.i18n.ts';
import { clockTime } from './operations-format.ts';

type Shifts = OperationsToday['shifts'];

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const money = (v: number | null) => (v === null ? '—' : formatPeso(v));

/** A drawer short of what it should hold shows in red, with the word (not by colour alone). */
function ShortOver({ t, v, bold }: { t: OperationsT; v: number | null; bold?: boolean }) {
  if (v === null) return <>—</>;
  if (v >= 0) return <>{formatPeso(v)}</>;
  return (
    <Text span c="red" fw={bold ? 700 : 600} inherit data-short="true">
      {formatPeso(v)} {t('shifts.short')}
    </Text>
  );
}

/**
 * Today's shifts and the sums of the closed ones. On a phone the table scrolls sideways inside its
 * frame, never the page.
 */
export function ShiftsTable({ shifts }: { shifts: Shifts }) {
  const t = useOperationsT();
  return (
    <section aria-labelledby="operations-shifts" data-tour="operations-shifts">
      <Group justify="space-between" align="baseline" mb="xs" gap="xs">
        <Title order={3} size="h4" id="operations-shifts">
          {t('shifts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shifts.summary', { open: shifts.open, closed: shifts.closed })}
        </Text>
      </Group>
      {shifts.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('shifts.none')}
        </Text>
      ) : (
        <Paper withBorder maw="100%" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={760} type="native">
            <Table striped data-testid="operations-shifts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shifts.terminal')}</Table.Th>
                  <Table.Th>{t('shifts.cashier')}</Table.Th>
                  <Table.Th style={NOWRAP}>{t('shifts.opened')}</Table.Th>
                  <Table.Th style={NOWRAP}>{t('shifts.closed')}</Table.Th>
                  <Table.Th ta="right">{t('shifts.expected')}</Table.Th>
                  <Table.Th ta="right">{t('shifts.declared')}</Table.Th>
                  <Table.Th ta="right" style={NOWRAP}>
                    {t('shifts.shortOver')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shifts.items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.terminal}</Table.Td>
                    <Table.Td>{s.cashier}</Table.Td>
                    <Table.Td style={NOWRAP}>{clockTime(s.openedAt)}</Table.Td>
                    <Table.Td style={NOWRAP}>
                      {s.closedAt ? clockTime(s.closedAt) : t('shifts.stillOpen')}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {money(s.expectedCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {money(s.declaredCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      <ShortOver t={t} v={s.shortOverCentavos} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {shifts.closed > 0 && (
                <Table.Tfoot>
                  <Table.Tr data-testid="operations-shift-totals">
                    <Table.Td colSpan={4} fw={700}>
                      {t('shifts.totals')}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} style={NOWRAP}>
                      {formatPeso(shifts.expectedCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} style={NOWRAP}>
                      {formatPeso(shifts.declaredCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} style={NOWRAP}>
                      <ShortOver t={t} v={shifts.shortOverCentavos} bold />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </section>
  );
}
