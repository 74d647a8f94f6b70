/** Opening a shift: the opening fund, typed or counted by bills and coins (the count totals itself). */
import { shiftsContract } from '@fbms/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso } from '../../lib/peso-text.ts';
import { refreshTerminalShift } from '../../lib/terminal-shift.ts';
import { CountGrid, type CountText, countTextTotal, toCashCount } from './count-grid.tsx';
import { useShiftsT } from './shifts.i18n.ts';

export function OpenShiftDialog({ onClose }: { onClose: () => void }) {
  const t = useShiftsT();
  const client = useQueryClient();
  const [fund, setFund] = useState('');
  const [counting, setCounting] = useState(false);
  const [count, setCount] = useState<CountText>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typed = parsePeso(fund);
  const counted = countTextTotal(count);
  const amount = counting ? counted : typed;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || amount === null) return;
    setBusy(true);
    setError(null);
    try {
      const openingCount = counting ? (toCashCount(count) ?? undefined) : undefined;
      const shift = await api.call(shiftsContract.openShift, {
        body: { openingFundCentavos: amount, ...(openingCount ? { openingCount } : {}) },
      });
      notify.success({ title: t('open.title'), message: t('open.done', { no: shift.shiftNo }) });
      await refreshTerminalShift(client);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      if (err.code === 'BUSINESS_INVALID_OPERATION' || err.code === 'Z_READING_DUE')
        void refreshTerminalShift(client);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('open.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && <Alert color="red">{error}</Alert>}
          <Checkbox
            label={t('open.countToggle')}
            checked={counting}
            onChange={(e) => setCounting(e.currentTarget.checked)}
          />
          {counting ? (
            <CountGrid value={count} onChange={setCount} autoFocus />
          ) : (
            <TextInput
              label={t('open.fund')}
              inputMode="decimal"
              placeholder="0.00"
              data-autofocus
              value={fund}
              error={fund && typed === null ? t('slip.amountInvalid') : undefined}
              onChange={(e) => setFund(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={amount === null}>
              {t('open.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
