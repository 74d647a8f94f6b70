/**
 * Closing the shift, or handing the drawer over, with a blind count: the cashier counts the drawer by
 * bills and coins and declares the other payments before seeing any expected figure. A short or over
 * beyond the store's limit is refused until a manager signs off here. The answer is the first time the
 * expected amounts are shown: expected vs declared per tender, the short/over and the close slip.
 */
import {
  NON_CASH_TENDERS,
  type ShiftClosed,
  type ShiftDetail,
  type ShiftHandedOver,
  shiftsContract,
  TENDER_LABELS,
} from '@fbms/domain';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import {
  CredentialFields,
  type Credentials,
  filledIn,
  NO_CREDENTIALS,
} from '../../lib/credential-fields.tsx';
import { parsePeso } from '../../lib/peso-text.ts';
import { CountGrid, type CountText, toCashCount } from './count-grid.tsx';
import { ShiftResult } from './shift-result.tsx';
import { useShiftsT } from './shifts.i18n.ts';

export type CloseMode = 'close' | 'handOver';
export type CloseDone = {
  shift: ShiftDetail;
  document: ShiftClosed['document'];
  next: ShiftHandedOver['opened'] | null;
};

export function CloseShiftDialog({
  mode,
  onClose,
  onDone,
}: {
  mode: CloseMode;
  onClose: () => void;
  /** After the result has been seen: the register refreshes its shift state. */
  onDone: () => void;
}) {
  const t = useShiftsT();
  const [count, setCount] = useState<CountText>({});
  const [others, setOthers] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [next, setNext] = useState<Credentials>(NO_CREDENTIALS);
  const [approval, setApproval] = useState<Credentials | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<CloseDone | null>(null);
  const declaredCount = toCashCount(count);
  const declared = Object.fromEntries(
    Object.entries(others)
      .map(([m, v]) => [m, parsePeso(v)] as const)
      .filter(([, v]) => v !== null && v > 0),
  ) as Record<string, number>;
  const badOther = Object.values(others).some((v) => v.trim() && parsePeso(v) === null);
  const ready = declaredCount !== null && !badOther && (mode === 'close' || filledIn(next) !== null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !ready || !declaredCount) return;
    setBusy(true);
    setError(null);
    setFields({});
    const body = {
      declaredCount,
      declared,
      note: note.trim() || null,
      approval: approval ? filledIn(approval) : null,
    };
    try {
      if (mode === 'close') {
        const r = await api.call(shiftsContract.closeShift, { body });
        setDone({ ...r, next: null });
      } else {
        const r = await api.call(shiftsContract.handOverShift, {
          body: { ...body, nextCashier: filledIn(next)! },
        });
        setDone({ shift: r.closed, document: r.document, next: r.opened });
      }
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const reason = (err.details as { reason?: string } | undefined)?.reason;
      if (err.code === 'APPROVAL_REQUIRED' && reason !== 'takeOverNotRight')
        setApproval((a) => ({ email: a?.email ?? '', password: '' }));
      setError(err.message);
      setFields(err.fields);
    } finally {
      setBusy(false);
    }
  };

  if (done) return <ShiftResult done={done} onClose={onDone} />;

  const handOver = mode === 'handOver';
  return (
    <Modal opened onClose={onClose} title={handOver ? t('close.handOverTitle') : t('close.title')} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {handOver ? t('close.handOverBlind') : t('close.blind')}
          </Text>
          {error && <Alert color="red">{error}</Alert>}
          <CountGrid value={count} onChange={setCount} autoFocus />
          <Fieldset legend={t('close.others')} variant="filled">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {NON_CASH_TENDERS.map((m) => (
                <TextInput
                  key={m}
                  label={TENDER_LABELS[m]}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={others[m] ?? ''}
                  error={
                    others[m]?.trim() && parsePeso(others[m]) === null ? t('slip.amountInvalid') : undefined
                  }
                  onChange={(e) => setOthers({ ...others, [m]: e.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Textarea
            label={t('close.note')}
            maxLength={500}
            autosize
            minRows={1}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {handOver && (
            <Fieldset legend={t('close.nextCashier')}>
              <CredentialFields
                value={next}
                onChange={setNext}
                emailLabel={t('close.nextEmail')}
                passwordLabel={t('close.nextPassword')}
                error={fields.nextCashier}
              />
            </Fieldset>
          )}
          {approval && (
            <Fieldset legend={t('approval.title')}>
              <CredentialFields
                value={approval}
                onChange={setApproval}
                emailLabel={t('approval.email')}
                passwordLabel={t('approval.password')}
              />
            </Fieldset>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color={handOver ? undefined : 'red'} loading={busy} disabled={!ready}>
              {handOver ? t('close.handOverSubmit') : t('close.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
