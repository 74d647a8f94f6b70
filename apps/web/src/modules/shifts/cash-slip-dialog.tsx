/**
 * Cash in or out of the open shift on a numbered slip. A cash-out above the store's limit is refused
 * until a manager types their e-mail and password here; the recorded slip is shown and printed.
 */
import {
  CASH_SLIP_REASON_KINDS,
  type CashSlipDone,
  type CashSlipKind,
  type CashSlipReasonKind,
  shiftsContract,
} from '@fbms/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { CredentialFields, type Credentials, filledIn } from '../../lib/credential-fields.tsx';
import { parsePeso } from '../../lib/peso-text.ts';
import { PrintedDocument } from '../../lib/printed-document.tsx';
import { PrintButtons } from './print-buttons.tsx';
import { useShiftsT } from './shifts.i18n.ts';

export function CashSlipDialog({
  onClose,
  onRefused,
}: {
  onClose: () => void;
  onRefused: (code: string) => void;
}) {
  const t = useShiftsT();
  const [kind, setKind] = useState<CashSlipKind>('cash_out');
  const [reasonKind, setReasonKind] = useState<CashSlipReasonKind>('pickup');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [approval, setApproval] = useState<Credentials | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<CashSlipDone | null>(null);
  const centavos = parsePeso(amount);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !centavos || !reason.trim()) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      setDone(
        await api.call(shiftsContract.addCashSlip, {
          body: {
            kind,
            reasonKind,
            reason,
            amountCentavos: centavos,
            approval: approval ? filledIn(approval) : null,
          },
        }),
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'APPROVAL_REQUIRED') setApproval((a) => ({ email: a?.email ?? '', password: '' }));
      setError(err.message);
      setFields(err.fields);
      onRefused(err.code);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Modal opened onClose={onClose} title={t('slip.done', { number: done.slip.slipNumber })} size="md">
        <Stack>
          <ScrollArea.Autosize mah={360}>
            <PrintedDocument layout={done.document} paper="80mm" label={t('slip.print')} />
          </ScrollArea.Autosize>
          <PrintButtons layout={done.document} label={t('slip.print')} />
          <Button size="md" onClick={onClose} data-autofocus>
            {t('close.done')}
          </Button>
        </Stack>
      </Modal>
    );

  return (
    <Modal opened onClose={onClose} title={t('slip.title')} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && <Alert color="red">{error}</Alert>}
          <SegmentedControl
            fullWidth
            aria-label={t('slip.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v as CashSlipKind);
              setReasonKind(v === 'cash_in' ? 'float' : 'pickup');
            }}
            data={[
              { value: 'cash_in', label: t('slip.cashIn') },
              { value: 'cash_out', label: t('slip.cashOut') },
            ]}
          />
          <TextInput
            label={t('slip.amount')}
            inputMode="decimal"
            placeholder="0.00"
            required
            data-autofocus
            value={amount}
            error={
              (amount && centavos === null ? t('slip.amountInvalid') : undefined) ?? fields.amountCentavos
            }
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Select
            label={t('slip.reasonKind')}
            allowDeselect={false}
            value={reasonKind}
            onChange={(v) => v && setReasonKind(v as CashSlipReasonKind)}
            data={CASH_SLIP_REASON_KINDS.map((r) => ({ value: r, label: t(`slip.reasons.${r}`) }))}
          />
          <TextInput
            label={t('slip.reason')}
            placeholder={t('slip.reasonPlaceholder')}
            required
            maxLength={200}
            value={reason}
            error={fields.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {approval && (
            <Stack gap="xs">
              <Alert color="yellow" title={t('approval.title')} />
              <CredentialFields
                value={approval}
                onChange={setApproval}
                emailLabel={t('approval.email')}
                passwordLabel={t('approval.password')}
              />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!centavos || !reason.trim()}>
              {t('slip.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
