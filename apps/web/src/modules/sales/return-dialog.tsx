import {
  type DocumentLayout,
  formatQty,
  type InvoiceSale,
  type ReturnCondition,
  saleDocumentsContract,
  TENDER_LABELS,
  type TenderMethod,
} from '@fbms/domain';
import {
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { CredentialFields } from '../../lib/credential-fields.tsx';
import { SaleDocumentDialog } from './sale-document-dialog.tsx';
import { useSaleDocsT } from './sale-documents.i18n.ts';

/** The refusals after which the manager's e-mail and password are asked for. */
const APPROVAL_REASONS = new Set(['returnNeedsApproval', 'approvalNotRight', 'lockedUntil']);

interface Pick {
  /** In the selling unit, as typed (2.5 kg). */
  qty: number | '';
  condition: ReturnCondition;
}

/**
 * Returns items of an invoice at this terminal: per line, how much comes back (up to what is still
 * returnable) and its condition; the refund method (cash or a way the invoice was paid); the reason; a
 * manager's approval when the store asks for one (the server says so, and the fields appear).
 */
export function ReturnDialog({
  sale,
  opened,
  onClose,
  onReturned,
}: {
  sale: InvoiceSale;
  opened: boolean;
  onClose: () => void;
  onReturned: (slip: { number: string; layout: DocumentLayout }) => void;
}) {
  const t = useSaleDocsT();
  const lines = sale.lines
    .map((l) => ({ line: l, left: sale.returnable?.find((r) => r.lineNo === l.lineNo) }))
    .filter((x) => x.left && x.left.returnableMilli > 0);
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  // A sale that named a customer may refund to their account (store credit); points never come back as money.
  const methods = [
    ...new Set<TenderMethod>([
      'cash',
      ...sale.methods.filter((m) => m !== 'points'),
      ...(sale.customerId ? (['charge'] as const) : []),
    ]),
  ];
  const [refundMethod, setRefundMethod] = useState<TenderMethod>(
    sale.methods.includes('charge') ? 'charge' : sale.methods.length === 1 ? sale.methods[0]! : 'cash',
  );
  const methodLabel = (m: TenderMethod) => (m === 'charge' ? t('ret.toAccount') : TENDER_LABELS[m]);
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState<{ email: string; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pickOf = (id: string): Pick => picks[id] ?? { qty: '', condition: 'resellable' };
  const setPick = (id: string, p: Partial<Pick>) => setPicks({ ...picks, [id]: { ...pickOf(id), ...p } });

  const submit = async () => {
    setError(null);
    const chosen = lines
      .map(({ left }) => ({ id: left!.saleLineId, p: pickOf(left!.saleLineId) }))
      .filter((x) => typeof x.p.qty === 'number' && x.p.qty > 0)
      .map((x) => ({
        saleLineId: x.id,
        qtyMilli: Math.round((x.p.qty as number) * 1000),
        condition: x.p.condition,
      }));
    if (chosen.length === 0) {
      setError(t('ret.nothing'));
      return;
    }
    if (!reason.trim()) {
      setError(t('needReason'));
      return;
    }
    if (approval && (!approval.email.trim() || !approval.password)) {
      setError(t(approval.email.trim() ? 'needPassword' : 'needEmail'));
      return;
    }
    setBusy(true);
    try {
      const r = await api.call(saleDocumentsContract.returnSale, {
        params: { id: sale.id },
        body: { lines: chosen, reason, refundMethod, approval },
      });
      setPicks({});
      setReason('');
      setApproval(null);
      onReturned({ number: r.saleReturn.returnNumber, layout: r.slip });
    } catch (e) {
      if (e instanceof ApiError) {
        const why = (e.details as { reason?: string } | undefined)?.reason;
        if (e.code === 'APPROVAL_REQUIRED' && why && APPROVAL_REASONS.has(why))
          setApproval((a) => ({ email: a?.email ?? '', password: '' }));
        setError(
          e.code === 'TERMINAL_NOT_ENROLLED' || e.code === 'SHIFT_NOT_OPEN' ? t('ret.noShift') : e.message,
        );
      } else setError(String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SaleDocumentDialog
      opened={opened}
      onClose={onClose}
      title={t('ret.title', { number: `${sale.terminalName} ${sale.invoiceNumber}` })}
      explain={t('ret.explain')}
      error={error}
      busy={busy}
      submitLabel={t('ret.submit')}
      onSubmit={() => void submit()}
    >
      {lines.map(({ line, left }, i) => {
        const id = left!.saleLineId;
        const p = pickOf(id);
        return (
          <Paper key={id} withBorder p="sm">
            <Stack gap={6}>
              <Text fw={600}>{line.productName}</Text>
              <Text size="sm" c="dimmed">
                {t('ret.left', { qty: formatQty(left!.returnableMilli), unit: line.unitCode })}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <NumberInput
                  label={t('ret.qty')}
                  min={0}
                  max={left!.returnableMilli / 1000}
                  decimalScale={3}
                  clampBehavior="strict"
                  suffix={` ${line.unitCode}`}
                  value={p.qty}
                  data-autofocus={i === 0 ? true : undefined}
                  onChange={(v) => setPick(id, { qty: typeof v === 'number' ? v : '' })}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={`cond-${id}`}>
                    {t('ret.condition')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={`cond-${id}`}
                    value={p.condition}
                    onChange={(v) => setPick(id, { condition: v as ReturnCondition })}
                    data={[
                      { value: 'resellable', label: t('ret.resellable') },
                      { value: 'damaged', label: t('ret.damaged') },
                    ]}
                  />
                </Stack>
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('ret.refundMethod')}
          data={methods.map((m) => ({ value: m, label: methodLabel(m) }))}
          value={refundMethod}
          allowDeselect={false}
          onChange={(v) => v && setRefundMethod(v as TenderMethod)}
        />
        <Textarea
          label={t('ret.reason')}
          placeholder={t('ret.reasonPlaceholder')}
          withAsterisk
          maxLength={300}
          autosize
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </SimpleGrid>
      {approval && (
        <Stack gap="xs">
          <Text size="sm">{t('ret.approval')}</Text>
          <CredentialFields
            value={approval}
            onChange={setApproval}
            emailLabel={t('email')}
            passwordLabel={t('password')}
            required
          />
        </Stack>
      )}
    </SaleDocumentDialog>
  );
}
