/**
 * The register's shift gate (mounted through lib/shift-gate.tsx by the app): with an open shift, the
 * shift bar above the register; without one, "Open a shift to start selling" instead of the register;
 * with a Z-reading due, which date, and no selling. The dialogs live here, so a closing's result stays
 * on screen after the shift it closed is gone.
 */
import type { TerminalShiftState } from '@fbms/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconCash, IconDoorEnter, IconDoorExit, IconReceipt } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { isShiftRefusal, refreshTerminalShift, terminalShiftQuery } from '../../lib/terminal-shift.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { CashSlipDialog } from './cash-slip-dialog.tsx';
import { CloseShiftDialog } from './close-shift-dialog.tsx';
import { OpenShiftDialog } from './open-shift-dialog.tsx';
import { useShiftsT } from './shifts.i18n.ts';

type Dialog = 'open' | 'slip' | 'close' | 'handOver' | null;

export function ShiftGate({ children }: { children: ReactNode }) {
  const t = useShiftsT();
  const client = useQueryClient();
  const state = useQuery(terminalShiftQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => void refreshTerminalShift(client);
  const closeDialog = () => setDialog(null);

  if (state.isPending)
    return (
      <Center mih={200}>
        <Loader />
      </Center>
    );
  if (state.isError) return <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  const { shift, zReadingDue } = state.data;

  return (
    <Stack gap="md">
      {shift && <ShiftBar state={state.data} onDialog={setDialog} />}
      {zReadingDue ? (
        <Alert color="yellow" title={t('gate.zDue', { date: zReadingDue })} data-testid="z-due">
          {t('gate.zDueText', { date: zReadingDue })}
        </Alert>
      ) : shift ? (
        children
      ) : (
        <NoShift businessDate={state.data.businessDate} onOpen={() => setDialog('open')} />
      )}
      {dialog === 'open' && <OpenShiftDialog onClose={closeDialog} />}
      {dialog === 'slip' && (
        <CashSlipDialog onClose={closeDialog} onRefused={(code) => isShiftRefusal(code) && refresh()} />
      )}
      {(dialog === 'close' || dialog === 'handOver') && (
        <CloseShiftDialog
          mode={dialog}
          onClose={closeDialog}
          onDone={() => {
            closeDialog();
            refresh();
          }}
        />
      )}
    </Stack>
  );
}

function ShiftBar({ state, onDialog }: { state: TerminalShiftState; onDialog: (d: Dialog) => void }) {
  const t = useShiftsT();
  const navigate = useNavigate();
  const shift = state.shift!;
  const zDue = state.zReadingDue !== null;
  return (
    <Paper withBorder px="md" py="xs" data-testid="shift-bar">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
          <Text fw={700}>{t('bar.shift', { no: shift.shiftNo })}</Text>
          <Text size="sm">{t('bar.cashier', { name: shift.cashierName })}</Text>
          <Text size="sm" c="dimmed">
            {t('bar.businessDate', { date: shift.businessDate })}
          </Text>
        </Group>
        <Group gap="xs">
          {!zDue && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconCash size={16} />}
              onClick={() => onDialog('slip')}
            >
              {t('bar.cashSlip')}
            </Button>
          )}
          {!zDue && (
            // A payment on a customer's account taken at this counter: the transactions screen's dialog,
            // tied to this terminal's open shift (its cash is in the drawer's expected cash).
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconReceipt size={16} />}
              onClick={() => void navigate({ to: '/customers/transactions', search: { receive: true } })}
            >
              {t('bar.payment')}
            </Button>
          )}
          {!zDue && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconArrowsExchange size={16} />}
              onClick={() => onDialog('handOver')}
            >
              {t('bar.handOver')}
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            size="compact-sm"
            leftSection={<IconDoorExit size={16} />}
            onClick={() => onDialog('close')}
          >
            {t('bar.close')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function NoShift({ businessDate, onOpen }: { businessDate: string; onOpen: () => void }) {
  const t = useShiftsT();
  return (
    <Paper withBorder p="xl" maw={640} data-testid="no-shift">
      <Stack align="flex-start">
        <Title order={2}>{t('gate.noShift')}</Title>
        <Text>{t('gate.noShiftText')}</Text>
        <Text size="sm" c="dimmed">
          {t('gate.businessDate', { date: businessDate })}
        </Text>
        <Button size="lg" leftSection={<IconDoorEnter size={20} />} onClick={onOpen} data-autofocus autoFocus>
          {t('gate.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
