import {
  payablesContract as api,
  formatPeso,
  fullPayment,
  manilaDate,
  type PayableBill,
  planPayment,
  SUPPLIER_PAYMENT_METHODS,
  type SupplierPaymentMethod,
  WITHHOLDING_CODES,
  type WithholdingAtc,
  withholdingRateOf,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso, pesoText } from '../../lib/peso-text.ts';
import { usePayablesT } from './payables.i18n.ts';

const isAtc = (v: string | null): v is WithholdingAtc => WITHHOLDING_CODES.some((c) => c.atc === v);

/**
 * The payment dialog: the chosen bills and memos of one supplier, the withholding code (the supplier's
 * usual one, changeable), the cash paid (in full by default; less pays the oldest bill first in part),
 * how it is paid. The withholding shown is the server's rule (the bills' amounts before VAT).
 */
export function PayBillsDialog({ bills, onClose }: { bills: PayableBill[]; onClose: () => void }) {
  const t = usePayablesT();
  const qc = useQueryClient();
  const first = bills[0]!;
  const [id] = useState(() => crypto.randomUUID());
  const [atc, setAtc] = useState<WithholdingAtc | null>(isAtc(first.supplierAtc) ? first.supplierAtc : null);
  const rateBp = atc ? withholdingRateOf(atc) : 0;
  const full = useMemo(() => fullPayment(bills, rateBp), [bills, rateBp]);
  const [amount, setAmount] = useState(pesoText(full.cashCentavos));
  const [touched, setTouched] = useState(false);
  const [method, setMethod] = useState<SupplierPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [bank, setBank] = useState('');
  const [checkNumber, setCheckNumber] = useState('');
  const [checkDate, setCheckDate] = useState(manilaDate(new Date()));
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: string; paymentNo: string } | null>(null);
  const shown = touched ? amount : pesoText(full.cashCentavos);
  const cents = parsePeso(shown);
  const plan = cents ? planPayment(bills, cents, rateBp) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!cents) {
      setFields({ amountCentavos: t('pay.amountInvalid') });
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const r = await client.call(api.createPayment, {
        body: {
          id,
          supplierId: first.supplierId,
          method,
          amountCentavos: cents,
          withholdingAtc: atc,
          billIds: bills.map((b) => b.id),
          reference: reference || null,
          bank: bank || null,
          checkNumber: method === 'check' ? checkNumber || null : null,
          checkDate: method === 'check' ? checkDate || null : null,
          notes: notes || null,
        },
      });
      await qc.invalidateQueries({ queryKey: ['payables'] });
      notify.success({ title: t('title'), message: t('pay.done', { number: r.paymentNo }) });
      setDone({ id: r.id, paymentNo: r.paymentNo });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields({ ...err.fields });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('pay.title', { supplier: first.supplierName })} size="lg">
      {done ? (
        <Stack gap="sm">
          <Alert color="green">{t('pay.done', { number: done.paymentNo })}</Alert>
          <Anchor href={`/api/purchases/payables/payments/${done.id}/pdf`} target="_blank" rel="noopener">
            {t('pay.printPdf')}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('pay.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {error && <Alert color="red">{error}</Alert>}
            <Text size="sm" fw={500}>
              {t('pay.bills')}
            </Text>
            <Table.ScrollContainer minWidth={280}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('col.bill')}</Table.Th>
                    <Table.Th>{t('col.dueDate')}</Table.Th>
                    <Table.Th ta="right">{t('col.open')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {bills.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        {b.reference}
                        {b.kind === 'debit_memo' ? ` (${t('kind.debit_memo')})` : ''}
                      </Table.Td>
                      <Table.Td>{b.dueDate}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatPeso(b.openCentavos)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('pay.atc')}
                data={[
                  { value: '', label: t('pay.noAtc') },
                  ...WITHHOLDING_CODES.map((c) => ({ value: c.atc, label: `${c.atc} · ${c.rateBp / 100}%` })),
                ]}
                value={atc ?? ''}
                allowDeselect={false}
                onChange={(v) => setAtc(isAtc(v) ? v : null)}
                error={fields.withholdingAtc}
              />
              <TextInput
                label={t('pay.amount')}
                required
                inputMode="decimal"
                data-autofocus
                value={shown}
                onChange={(e) => {
                  setTouched(true);
                  setAmount(e.currentTarget.value);
                }}
                description={t('pay.amountHelp', { amount: formatPeso(full.cashCentavos) })}
                error={fields.amountCentavos ?? (plan && !plan.ok ? t('pay.tooMuch') : undefined)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('pay.method')}
                data={SUPPLIER_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
                value={method}
                allowDeselect={false}
                onChange={(v) => v && setMethod(v as SupplierPaymentMethod)}
              />
              {method !== 'cash' && (
                <TextInput
                  label={method === 'check' ? t('pay.bank') : t('pay.reference')}
                  value={method === 'check' ? bank : reference}
                  onChange={(e) =>
                    method === 'check' ? setBank(e.currentTarget.value) : setReference(e.currentTarget.value)
                  }
                  error={fields.reference ?? fields.bank}
                />
              )}
            </SimpleGrid>
            {method === 'check' && (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label={t('pay.checkNumber')}
                  required
                  value={checkNumber}
                  onChange={(e) => setCheckNumber(e.currentTarget.value)}
                  error={fields.checkNumber}
                />
                <TextInput
                  type="date"
                  label={t('pay.checkDate')}
                  required
                  value={checkDate}
                  onChange={(e) => setCheckDate(e.currentTarget.value)}
                  error={fields.checkDate}
                />
              </SimpleGrid>
            )}
            <TextInput
              label={t('pay.notes')}
              maxLength={500}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
            {plan?.ok && (
              <Text fw={600} data-testid="pay-settles">
                {t('pay.settles', {
                  settled: formatPeso(plan.settledCentavos),
                  cash: formatPeso(cents ?? 0),
                  withheld: formatPeso(plan.withholdingCentavos),
                  rate: rateBp / 100,
                  base: formatPeso(plan.baseCentavos),
                })}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {t('pay.save', { amount: formatPeso(cents ?? 0) })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
