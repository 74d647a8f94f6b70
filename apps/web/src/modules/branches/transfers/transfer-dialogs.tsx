import {
  transfersContract as api,
  manilaDate,
  TRANSFER_CONDITIONS,
  TRANSFER_RESOLUTION_ACTIONS,
  type TransferCondition,
  type TransferResolutionAction,
  type TransferSlip,
} from '@fbms/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ApiError } from '../../../lib/api.ts';
import { api as client } from '../../../lib/api.ts';
import { type Step, useStep } from './transfer-step.ts';
import { inUnit, parseInUnit, type UnitOf, unitText } from './transfer-units.ts';
import { useTransfersT } from './transfers.i18n.ts';

type Props = { slip: TransferSlip; onClose: () => void };
type UnitProps = Props & { unitOf: UnitOf };

/** A step's dialog: title, what it does, the server's refusal in the user's language, Back and Confirm. */
function StepDialog({
  title,
  help,
  error,
  busy,
  onClose,
  onConfirm,
  danger,
  size,
  children,
}: {
  title: string;
  help?: string;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  danger?: boolean;
  size?: string;
  children?: ReactNode;
}) {
  const t = useTransfersT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm();
  };
  return (
    <Modal opened onClose={onClose} title={title} size={size ?? 'lg'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {help && (
            <Text size="sm" c="dimmed">
              {help}
            </Text>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.back')}
            </Button>
            <Button
              type="submit"
              color={danger ? 'red' : undefined}
              loading={busy}
              data-autofocus={!children}
            >
              {t('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Runs a step from a dialog: the refusal's message and fields stay in the dialog, success closes it. */
function useDialogStep(slip: TransferSlip, onClose: () => void) {
  const step = useStep(slip);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const run = async (s: Step, send: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    const err: ApiError | null = await step(s, send);
    setBusy(false);
    if (!err) return onClose();
    setFields(err.fields);
    setError(err.message);
  };
  return { busy, error, setError, fields, run };
}

/** Approve: how much of each line may leave (0 … requested). */
export function ApproveDialog({ slip, unitOf, onClose }: UnitProps) {
  const t = useTransfersT();
  const d = useDialogStep(slip, onClose);
  const [qty, setQty] = useState(() =>
    Object.fromEntries(slip.lines.map((l) => [l.id, unitText(l.requestedMilli, unitOf(l))])),
  );
  const [bad, setBad] = useState<Record<string, string>>({});
  const confirm = () => {
    const b: Record<string, string> = {};
    const lines = slip.lines.map((l) => {
      const m = parseInUnit(qty[l.id] ?? '', unitOf(l), { allowZero: true });
      if (m === null) b[l.id] = t('dialog.badQty');
      else if (m > l.requestedMilli)
        b[l.id] = t('dialog.tooMuch', { qty: inUnit(l.requestedMilli, unitOf(l)) });
      return { lineId: l.id, approvedMilli: m ?? 0 };
    });
    setBad(b);
    if (Object.keys(b).length) return;
    void d.run('approve', () =>
      client.call(api.approveTransfer, { params: { id: slip.id }, body: { version: slip.version, lines } }),
    );
  };
  return (
    <StepDialog
      title={t('dialog.approveTitle', { transferNo: slip.transferNo })}
      help={t('dialog.approveHelp')}
      error={d.error}
      busy={d.busy}
      onClose={onClose}
      onConfirm={confirm}
    >
      {slip.lines.map((l, i) => (
        <TextInput
          key={l.id}
          label={`${l.productName} (${t('page.qtyRequested')} ${inUnit(l.requestedMilli, unitOf(l))})`}
          rightSection={<Text size="xs">{unitOf(l).code}</Text>}
          rightSectionWidth={60}
          inputMode="decimal"
          value={qty[l.id]}
          onChange={(e) => setQty({ ...qty, [l.id]: e.currentTarget.value })}
          error={bad[l.id] ?? d.fields[`lines.${i}.approvedMilli`]}
          data-autofocus={i === 0}
        />
      ))}
    </StepDialog>
  );
}

/** Issue: the goods leave the source now; vehicle, driver and the quantities that go (≤ approved). */
export function IssueDialog({ slip, unitOf, onClose }: UnitProps) {
  const t = useTransfersT();
  const d = useDialogStep(slip, onClose);
  const lines = slip.lines.filter((l) => (l.approvedMilli ?? 0) > 0);
  const [vehicle, setVehicle] = useState(slip.vehicleInfo ?? '');
  const [driver, setDriver] = useState(slip.driverInfo ?? '');
  const [expected, setExpected] = useState(slip.expectedDeliveryDate ?? '');
  const [qty, setQty] = useState(() =>
    Object.fromEntries(lines.map((l) => [l.id, unitText(l.approvedMilli ?? 0, unitOf(l))])),
  );
  const [bad, setBad] = useState<Record<string, string>>({});
  const confirm = () => {
    const b: Record<string, string> = {};
    const out = lines.map((l) => {
      const m = parseInUnit(qty[l.id] ?? '', unitOf(l), { allowZero: true });
      if (m === null) b[l.id] = t('dialog.badQty');
      else if (m > (l.approvedMilli ?? 0))
        b[l.id] = t('dialog.tooMuch', { qty: inUnit(l.approvedMilli ?? 0, unitOf(l)) });
      return { lineId: l.id, issuedMilli: m ?? 0 };
    });
    setBad(b);
    if (Object.keys(b).length) return;
    void d.run('issue', () =>
      client.call(api.issueTransfer, {
        params: { id: slip.id },
        body: {
          version: slip.version,
          vehicleInfo: vehicle.trim() || null,
          driverInfo: driver.trim() || null,
          expectedDeliveryDate: expected || null,
          lines: out,
        },
      }),
    );
  };
  return (
    <StepDialog
      title={t('dialog.issueTitle', { transferNo: slip.transferNo })}
      help={t('dialog.issueHelp', { from: slip.fromLocationName, to: slip.toLocationName })}
      error={d.error}
      busy={d.busy}
      onClose={onClose}
      onConfirm={confirm}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <TextInput
          label={t('form.vehicle')}
          value={vehicle}
          onChange={(e) => setVehicle(e.currentTarget.value)}
          maxLength={200}
          error={d.fields.vehicleInfo}
          data-autofocus
        />
        <TextInput
          label={t('form.driver')}
          value={driver}
          onChange={(e) => setDriver(e.currentTarget.value)}
          maxLength={200}
          error={d.fields.driverInfo}
        />
        <TextInput
          type="date"
          label={t('form.expected')}
          value={expected}
          onChange={(e) => setExpected(e.currentTarget.value)}
          error={d.fields.expectedDeliveryDate}
        />
      </SimpleGrid>
      {lines.map((l, i) => (
        <TextInput
          key={l.id}
          label={`${l.productName} (${t('page.qtyApproved')} ${inUnit(l.approvedMilli ?? 0, unitOf(l))})`}
          rightSection={<Text size="xs">{unitOf(l).code}</Text>}
          rightSectionWidth={60}
          inputMode="decimal"
          value={qty[l.id]}
          onChange={(e) => setQty({ ...qty, [l.id]: e.currentTarget.value })}
          error={bad[l.id] ?? d.fields[`lines.${i}.issuedMilli`]}
        />
      ))}
    </StepDialog>
  );
}

type LotEntry = { good: string; damaged: string; condition: TransferCondition | null; notes: string };

/** Receive (once): per lot, what arrived in good order and what arrived damaged; "all arrived" fills it. */
export function ReceiveDialog({ slip, unitOf, onClose }: UnitProps) {
  const t = useTransfersT();
  const d = useDialogStep(slip, onClose);
  const lots = slip.lines.flatMap((l) => l.lots.map((lot) => ({ line: l, lot })));
  const empty = (): Record<string, LotEntry> =>
    Object.fromEntries(
      lots.map(({ lot }) => [lot.id, { good: '', damaged: '0', condition: null, notes: '' }]),
    );
  const [entries, setEntries] = useState(empty);
  const [date, setDate] = useState(manilaDate(new Date()));
  const [bad, setBad] = useState<Record<string, string>>({});
  const set = (id: string, patch: Partial<LotEntry>) =>
    setEntries((e) => ({ ...e, [id]: { ...e[id]!, ...patch } }));
  const allArrived = () =>
    setEntries(
      Object.fromEntries(
        lots.map(({ line, lot }) => [
          lot.id,
          { good: unitText(lot.issuedMilli, unitOf(line)), damaged: '0', condition: null, notes: '' },
        ]),
      ),
    );
  const confirm = () => {
    const b: Record<string, string> = {};
    const out = lots.map(({ line, lot }) => {
      const e = entries[lot.id]!;
      const good = parseInUnit(e.good || '0', unitOf(line), { allowZero: true });
      const damaged = parseInUnit(e.damaged || '0', unitOf(line), { allowZero: true });
      if (good === null) b[`${lot.id}.good`] = t('dialog.badQty');
      if (damaged === null) b[`${lot.id}.damaged`] = t('dialog.badQty');
      if (good !== null && damaged !== null && good + damaged > lot.issuedMilli)
        b[`${lot.id}.good`] = t('dialog.tooMuch', { qty: inUnit(lot.issuedMilli, unitOf(line)) });
      return {
        slipLotId: lot.id,
        receivedMilli: good ?? 0,
        damagedMilli: damaged ?? 0,
        ...(e.condition ? { condition: e.condition } : {}),
        notes: e.notes.trim() || null,
      };
    });
    setBad(b);
    if (Object.keys(b).length) return;
    void d.run('receive', () =>
      client.call(api.receiveTransfer, {
        params: { id: slip.id },
        body: { version: slip.version, actualDeliveryDate: date, lots: out },
      }),
    );
  };
  return (
    <StepDialog
      title={t('dialog.receiveTitle', { transferNo: slip.transferNo })}
      help={t('dialog.receiveHelp')}
      error={d.error}
      busy={d.busy}
      onClose={onClose}
      onConfirm={confirm}
      size="xl"
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('dialog.deliveryDate')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={d.fields.actualDeliveryDate}
        />
        <Button variant="light" color="teal" onClick={allArrived} data-autofocus>
          {t('dialog.allArrived')}
        </Button>
      </Group>
      {lots.map(({ line, lot }, i) => {
        const e = entries[lot.id]!;
        return (
          <Paper key={lot.id} withBorder p="xs" data-testid="receive-lot">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.productName} · {lot.batchNumber ?? t('page.noLot')}
              {lot.expiryDate ? ` · ${t('page.expiry', { date: lot.expiryDate })}` : ''}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('page.lotIssued', { qty: inUnit(lot.issuedMilli, unitOf(line)) })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <TextInput
                label={t('dialog.good')}
                inputMode="decimal"
                value={e.good}
                onChange={(ev) => set(lot.id, { good: ev.currentTarget.value })}
                error={bad[`${lot.id}.good`] ?? d.fields[`lots.${i}.receivedMilli`]}
              />
              <TextInput
                label={t('dialog.damaged')}
                inputMode="decimal"
                value={e.damaged}
                onChange={(ev) => set(lot.id, { damaged: ev.currentTarget.value })}
                error={bad[`${lot.id}.damaged`] ?? d.fields[`lots.${i}.damagedMilli`]}
              />
              <Select
                label={t('dialog.condition')}
                data={TRANSFER_CONDITIONS.map((c) => ({ value: c, label: t(`page.condition.${c}`) }))}
                value={e.condition}
                onChange={(v) => set(lot.id, { condition: (v as TransferCondition | null) ?? null })}
                clearable
              />
              <TextInput
                label={t('dialog.lotNotes')}
                value={e.notes}
                onChange={(ev) => set(lot.id, { notes: ev.currentTarget.value })}
                maxLength={500}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
    </StepDialog>
  );
}

type Resolution = { action: TransferResolutionAction | null; qty: string; reason: string };

/** Resolve: what happened to each open lot — found, returned to the source, or written off. */
export function ResolveDialog({ slip, unitOf, onClose }: UnitProps) {
  const t = useTransfersT();
  const d = useDialogStep(slip, onClose);
  const open = slip.lines.flatMap((l) =>
    l.lots.filter((x) => x.openMilli > 0).map((lot) => ({ line: l, lot })),
  );
  const [rows, setRows] = useState<Record<string, Resolution>>(() =>
    Object.fromEntries(
      open.map(({ line, lot }) => [
        lot.id,
        { action: null, qty: unitText(lot.openMilli, unitOf(line)), reason: '' },
      ]),
    ),
  );
  const [bad, setBad] = useState<Record<string, string>>({});
  const set = (id: string, patch: Partial<Resolution>) =>
    setRows((r) => ({ ...r, [id]: { ...r[id]!, ...patch } }));
  const confirm = () => {
    const b: Record<string, string> = {};
    const items = open.flatMap(({ line, lot }) => {
      const r = rows[lot.id]!;
      if (!r.action) return [];
      const m = parseInUnit(r.qty, unitOf(line));
      if (m === null) b[`${lot.id}.qty`] = t('form.badQty');
      else if (m > lot.openMilli)
        b[`${lot.id}.qty`] = t('dialog.tooMuch', { qty: inUnit(lot.openMilli, unitOf(line)) });
      if (r.reason.trim().length < 3) b[`${lot.id}.reason`] = t('dialog.needReason');
      return [{ slipLotId: lot.id, action: r.action, qtyMilli: m ?? 0, reason: r.reason.trim() }];
    });
    setBad(b);
    if (Object.keys(b).length) return;
    if (items.length === 0) return d.setError(t('dialog.nothing'));
    void d.run('resolve', () =>
      client.call(api.resolveTransfer, { params: { id: slip.id }, body: { version: slip.version, items } }),
    );
  };
  return (
    <StepDialog
      title={t('dialog.resolveTitle', { transferNo: slip.transferNo })}
      help={t('dialog.resolveHelp')}
      error={d.error}
      busy={d.busy}
      onClose={onClose}
      onConfirm={confirm}
    >
      {open.map(({ line, lot }, i) => {
        const r = rows[lot.id]!;
        return (
          <Paper key={lot.id} withBorder p="xs" data-testid="resolve-lot">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.productName} · {lot.batchNumber ?? t('page.noLot')} ·{' '}
              {t('dialog.openLeft', { qty: inUnit(lot.openMilli, unitOf(line)) })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={4}>
              <Select
                label={t('dialog.resolveAction')}
                data={TRANSFER_RESOLUTION_ACTIONS.map((a) => ({
                  value: a,
                  label: t(`page.resolutionAction.${a}`),
                }))}
                value={r.action}
                onChange={(v) => set(lot.id, { action: (v as TransferResolutionAction | null) ?? null })}
                error={d.fields[`items.${i}.action`]}
                data-autofocus={i === 0}
              />
              <TextInput
                label={t('dialog.resolveQty')}
                inputMode="decimal"
                value={r.qty}
                onChange={(e) => set(lot.id, { qty: e.currentTarget.value })}
                error={bad[`${lot.id}.qty`] ?? d.fields[`items.${i}.qtyMilli`]}
              />
              <TextInput
                label={t('dialog.reason')}
                value={r.reason}
                onChange={(e) => set(lot.id, { reason: e.currentTarget.value })}
                maxLength={500}
                error={bad[`${lot.id}.reason`] ?? d.fields[`items.${i}.reason`]}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
    </StepDialog>
  );
}

export function CloseDialog({ slip, onClose }: Props) {
  const t = useTransfersT();
  const d = useDialogStep(slip, onClose);
  return (
    <StepDialog
      title={t('dialog.closeTitle', { transferNo: slip.transferNo })}
      help={t('dialog.closeHelp')}
      error={d.error}
      busy={d.busy}
      onClose={onClose}
      onConfirm={() =>
        void d.run('close', () =>
          client.call(api.closeTransfer, { params: { id: slip.id }, body: { version: slip.version } }),
        )
      }
    />
  );
}

export function CancelDialog({ slip, onClose }: Props) {
  const t = useTransfersT();
  const d = useDialogStep(slip, onClose);
  const [reason, setReason] = useState('');
  const [bad, setBad] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim().length < 3) return setBad(t('dialog.needReason'));
    setBad(null);
    void d.run('cancel', () =>
      client.call(api.cancelTransfer, {
        params: { id: slip.id },
        body: { version: slip.version, reason: reason.trim() },
      }),
    );
  };
  return (
    <StepDialog
      title={t('dialog.cancelTitle', { transferNo: slip.transferNo })}
      help={t('dialog.cancelHelp')}
      error={d.error}
      busy={d.busy}
      danger
      onClose={onClose}
      onConfirm={confirm}
    >
      <Textarea
        label={t('dialog.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required
        maxLength={500}
        error={bad ?? d.fields.reason}
        data-autofocus
      />
    </StepDialog>
  );
}
