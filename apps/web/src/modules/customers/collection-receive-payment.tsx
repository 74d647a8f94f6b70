import {
  collectionsContract as api,
  formatPeso,
  MONEY_TENDERS,
  type MoneyTender,
  manilaDate,
  TENDER_LABELS,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso } from '../../lib/peso-text.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useCollectionsT } from './collections.i18n.ts';
import { collectionsQueries } from './collections.queries.ts';

/**
 * "Receive payment": a button opening the payment-on-account dialog, for a given customer (the customer
 * page) or one picked by name or phone (the transactions screen).
 */
export function ReceivePaymentButton({
  customerId,
  variant = 'filled',
  initiallyOpen = false,
}: {
  customerId?: string | undefined;
  variant?: 'filled' | 'light' | 'subtle';
  /** Open at once (the POS shift bar's "Payment on account" link). */
  initiallyOpen?: boolean;
}) {
  const t = useCollectionsT();
  const me = useCurrentUser();
  const [open, setOpen] = useState(initiallyOpen);
  if (!me?.permissions.includes('customers:create')) return null;
  return (
    <>
      <Button variant={variant} leftSection={<IconCash size={18} />} onClick={() => setOpen(true)}>
        {t('receive.button')}
      </Button>
      {open && <ReceivePaymentDialog customerId={customerId} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ReceivePaymentDialog({
  customerId: given,
  onClose,
}: {
  customerId?: string | undefined;
  onClose: () => void;
}) {
  const t = useCollectionsT();
  const qc = useQueryClient();
  const [customerId, setCustomerId] = useState<string | null>(given ?? null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...collectionsQueries.search(q), enabled: !given && q.length > 0 });
  const customer = useQuery({ ...collectionsQueries.customer(customerId ?? ''), enabled: !!customerId });
  const ledger = useQuery({ ...collectionsQueries.ledger(customerId ?? ''), enabled: !!customerId });
  const [id] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<MoneyTender>('cash');
  const [reference, setReference] = useState('');
  const [cardLast4, setCardLast4] = useState('');
  const [approvalCode, setApprovalCode] = useState('');
  const [bank, setBank] = useState('');
  const [checkNumber, setCheckNumber] = useState('');
  const [checkDate, setCheckDate] = useState(manilaDate(new Date()));
  const [notes, setNotes] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: string; receiptNo: string } | null>(null);
  const cents = parsePeso(amount);
  const open = useMemo(
    () => (ledger.data?.items ?? []).filter((r) => (r.openCentavos ?? 0) > 0),
    [ledger.data],
  );
  const balance = customer.data?.balanceCentavos ?? 0;
  const after = balance - (cents ?? 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!customerId) return;
    if (!cents) {
      setFields({ amountCentavos: t('receive.amountInvalid') });
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const r = await client.call(api.createReceipt, {
        params: { id: customerId },
        body: {
          id,
          amountCentavos: cents,
          method,
          reference: reference || null,
          cardLast4: cardLast4 || null,
          approvalCode: approvalCode || null,
          bank: bank || null,
          checkNumber: checkNumber || null,
          checkDate: method === 'check' ? checkDate : null,
          allocations: chosen.map((debitId) => ({ debitId })),
          notes: notes || null,
        },
      });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({ title: t('receive.title'), message: t('receive.done', { number: r.receiptNo }) });
      setDone({ id: r.id, receiptNo: r.receiptNo });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields({ ...err.fields });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('receive.title')} size="lg">
      {done ? (
        <Stack gap="sm">
          <Alert color="green">{t('receive.done', { number: done.receiptNo })}</Alert>
          <Anchor href={`/api/customers/receipts/${done.id}/pdf`} target="_blank" rel="noopener">
            {t('receive.printPdf')}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {error && <Alert color="red">{error}</Alert>}
            {!given && (
              <Select
                label={t('receive.customer')}
                placeholder={t('receive.customerPlaceholder')}
                searchable
                data-autofocus
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options }) => options}
                data={(found.data?.items ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.displayName}${c.phone ? ` · ${c.phone}` : ''}`,
                }))}
                value={customerId}
                onChange={(v) => {
                  setCustomerId(v);
                  setChosen([]);
                }}
              />
            )}
            {customer.data && (
              <Text fw={600}>
                {customer.data.displayName} ·{' '}
                {balance >= 0
                  ? t('receive.owes', { amount: formatPeso(balance) })
                  : t('receive.credit', { amount: formatPeso(-balance) })}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('receive.amount')}
                required
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                error={fields.amountCentavos}
                data-autofocus={given ? true : undefined}
              />
              <Select
                label={t('receive.method')}
                data={MONEY_TENDERS.map((m) => ({ value: m, label: TENDER_LABELS[m] }))}
                value={method}
                allowDeselect={false}
                onChange={(v) => v && setMethod(v as MoneyTender)}
              />
            </SimpleGrid>
            {(method === 'gcash' || method === 'maya' || method === 'qrph' || method === 'bank_transfer') && (
              <TextInput
                label={t('receive.reference')}
                required
                value={reference}
                onChange={(e) => setReference(e.currentTarget.value)}
                error={fields.reference}
              />
            )}
            {method === 'card' && (
              <SimpleGrid cols={2}>
                <TextInput
                  label={t('receive.cardLast4')}
                  required
                  maxLength={4}
                  inputMode="numeric"
                  value={cardLast4}
                  onChange={(e) => setCardLast4(e.currentTarget.value)}
                  error={fields.cardLast4}
                />
                <TextInput
                  label={t('receive.approvalCode')}
                  required
                  value={approvalCode}
                  onChange={(e) => setApprovalCode(e.currentTarget.value)}
                  error={fields.approvalCode}
                />
              </SimpleGrid>
            )}
            {method === 'check' && (
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextInput
                  label={t('receive.bank')}
                  required
                  value={bank}
                  onChange={(e) => setBank(e.currentTarget.value)}
                  error={fields.bank}
                />
                <TextInput
                  label={t('receive.checkNumber')}
                  required
                  value={checkNumber}
                  onChange={(e) => setCheckNumber(e.currentTarget.value)}
                  error={fields.checkNumber}
                />
                <TextInput
                  type="date"
                  label={t('receive.checkDate')}
                  required
                  value={checkDate}
                  onChange={(e) => setCheckDate(e.currentTarget.value)}
                  error={fields.checkDate}
                />
              </SimpleGrid>
            )}
            {customerId && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('receive.invoices')}
                </Text>
                {open.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('receive.noInvoices')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={300}>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th />
                          <Table.Th>{t('col.invoice')}</Table.Th>
                          <Table.Th>{t('col.dueDate')}</Table.Th>
                          <Table.Th ta="right">{t('col.open')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {open.map((r) => (
                          <Table.Tr key={r.id}>
                            <Table.Td>
                              <Checkbox
                                aria-label={r.reference}
                                checked={chosen.includes(r.id)}
                                onChange={(e) =>
                                  setChosen(
                                    e.currentTarget.checked
                                      ? [...chosen, r.id]
                                      : chosen.filter((x) => x !== r.id),
                                  )
                                }
                              />
                            </Table.Td>
                            <Table.Td>{r.reference}</Table.Td>
                            <Table.Td>{r.dueDate ?? r.entryDate}</Table.Td>
                            <Table.Td ta="right">{formatPeso(r.openCentavos ?? 0)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            )}
            <TextInput
              label={t('receive.notes')}
              maxLength={500}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
            {customer.data && cents ? (
              <Text fw={600} data-testid="balance-after">
                {after >= 0
                  ? t('receive.after', { amount: formatPeso(after) })
                  : t('receive.afterCredit', { amount: formatPeso(-after) })}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={busy} disabled={!customerId}>
                {t('receive.save', { amount: formatPeso(cents ?? 0) })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
