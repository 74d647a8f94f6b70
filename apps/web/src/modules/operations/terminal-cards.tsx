import type { OperationsToday, TerminalStatus } from '@fbms/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPeso } from '../../lib/format.ts';
import { type OperationsT, useOperationsT } from './operations.i18n.ts';
import { clockTime } from './operations-format.ts';

type Terminal = OperationsToday['terminals'][number];

const COLORS: Record<TerminalStatus, string> = {
  selling: 'green',
  no_shift: 'gray',
  z_due: 'red',
  day_closed: 'blue',
};

function words(t: OperationsT, x: Terminal): string {
  switch (x.status) {
    case 'selling':
      return x.openShift
        ? t('terminals.selling', {
            cashier: x.openShift.cashier,
            time: clockTime(x.openShift.openedAt),
            fund: formatPeso(x.openShift.openingFundCentavos),
          })
        : t('terminals.status.selling');
    case 'no_shift':
      return t('terminals.noShift');
    case 'z_due':
      return t('terminals.zDue', { date: x.zDueDate ?? x.businessDate });
    case 'day_closed':
      return x.lastZ ? t('terminals.dayClosed', { number: x.lastZ.number }) : t('terminals.dayClosedNoZ');
  }
}

/**
 * Each terminal's state now, as a card. A terminal whose Z-reading is due links to the readings screen
 * (it shows the readings of the terminal it is opened on: the Z-reading is taken there).
 */
export function TerminalCards({ terminals, canReadings }: { terminals: Terminal[]; canReadings: boolean }) {
  const t = useOperationsT();
  return (
    <section aria-labelledby="operations-terminals" data-tour="operations-terminals">
      <Title order={3} size="h4" id="operations-terminals" mb="xs">
        {t('terminals.title')}
      </Title>
      {terminals.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('terminals.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {terminals.map((x) => (
            <Paper key={x.id} withBorder radius="md" p="md" data-testid="terminal-card">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={700}>{x.name}</Text>
                  <Badge variant="light" color={COLORS[x.status]} style={{ flexShrink: 0 }}>
                    {t(`terminals.status.${x.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('terminals.place', { branch: x.branch, location: x.location })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('terminals.businessDate', { date: x.businessDate })}
                </Text>
                <Text
                  size="sm"
                  c={x.status === 'z_due' ? 'red' : undefined}
                  fw={x.status === 'z_due' ? 600 : undefined}
                  data-testid="terminal-words"
                >
                  {words(t, x)}
                </Text>
                {x.status === 'z_due' && canReadings && (
                  <Anchor component={Link} to="/pos/readings" size="sm">
                    {t('terminals.readings', { terminal: x.name })}
                  </Anchor>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
