import {
  expensesContract as api,
  manilaDate,
  RECURRING_INTERVALS,
  type RecurringExpense,
  type RecurringInterval,
  VAT_ABOVE_CAP_MESSAGE,
} from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso, pesoText } from '../../lib/peso-text.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useExpensesT } from './expenses.i18n.ts';
import { expensesQueries } from './expenses.queries.ts';

type TemplateMethod = 'cash_safe' | 'bank' | 'gcash';
const TEMPLATE_METHODS: TemplateMethod[] = ['cash_safe', 'bank', 'gcash'];

/** Recurring expense templates: each proposes a draft on its dates (the daily job). */
export function RecurringPanel({ canEdit }: { canEdit: boolean }) {
  const t = useExpensesT();
  const list = useQuery(expensesQueries.recurring());
  const [editing, setEditing] = useState<RecurringExpense | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={720}>
          {t('recurring.intro')}
        </Text>
        {canEdit && (
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('recurring.add')}
          </Button>
        )}
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Paper withBorder p="xl">
            <Text c="dimmed" ta="center">
              {t('recurring.none')}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('col.description')}</Table.Th>
                    <Table.Th ta="right">{t('col.amount')}</Table.Th>
                    <Table.Th>{t('recurring.nextDate')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {r.description}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {r.categoryName} · {t('recurring.interval')}{' '}
                          {t(`recurring.intervals.${r.interval}`).toLowerCase()} ·{' '}
                          {t(`method.${r.paymentMethod}`)}
                        </Text>
                        {!r.isActive && (
                          <Badge size="xs" color="gray">
                            {t('recurring.stopped')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatPeso(r.amountCentavos)}
                      </Table.Td>
                      <Table.Td>{r.nextDate}</Table.Td>
                      <Table.Td ta="right">
                        {canEdit && (
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={t('recurring.edit', { name: r.description })}
                            onClick={() => setEditing(r)}
                          >
                            {t('recurring.editButton')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
      {editing && (
        <RecurringDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function RecurringDialog({ template, onClose }: { template: RecurringExpense | null; onClose: () => void }) {
  const t = useExpensesT();
  const qc = useQueryClient();
  const categories = useQuery(expensesQueries.categories());
  const [description, setDescription] = useState(template?.description ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(template?.categoryId ?? null);
  const [vendorName, setVendorName] = useState(template?.vendorName ?? '');
  const [amount, setAmount] = useState(template ? pesoText(template.amountCentavos) : '');
  const [vat, setVat] = useState(
    template && template.inputVatCentavos > 0 ? pesoText(template.inputVatCentavos) : '',
  );
  const [method, setMethod] = useState<TemplateMethod>(
    template && template.paymentMethod !== 'cash_drawer' ? template.paymentMethod : 'bank',
  );
  const [interval, setInterval] = useState<RecurringInterval>(template?.interval ?? 'monthly');
  const [nextDate, setNextDate] = useState(template?.nextDate ?? manilaDate(new Date()));
  const [isActive, setIsActive] = useState(template?.isActive ?? true);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const cents = parsePeso(amount);
  const vatCents = vat ? parsePeso(vat) : 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!cents || vatCents === null || !categoryId || !description.trim()) {
      setFields({ ...(cents ? {} : { amountCentavos: t('form.amountInvalid') }) });
      return;
    }
    setBusy(true);
    setError(null);
    const body = {
      description,
      categoryId,
      vendorName: vendorName || null,
      amountCentavos: cents,
      inputVatCentavos: vatCents,
      paymentMethod: method,
      interval,
      nextDate,
      isActive,
    };
    try {
      const r = template
        ? await client.call(api.updateRecurring, { params: { id: template.id }, body })
        : await client.call(api.createRecurring, { body });
      await qc.invalidateQueries({ queryKey: ['expenses'] });
      notify.success({ title: t('title'), message: t('recurring.saved', { name: r.description }) });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      const f = { ...err.fields };
      if (f.inputVatCentavos === VAT_ABOVE_CAP_MESSAGE)
        f.inputVatCentavos = t('form.vatAboveCap', { max: formatPeso(Math.round((cents * 12) / 112)) });
      setFields(f);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? t('recurring.editTitle') : t('recurring.newTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && <Alert color="red">{error}</Alert>}
          <TextInput
            label={t('form.description')}
            required
            data-autofocus
            maxLength={200}
            value={description}
            error={fields.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('form.category')}
              required
              searchable
              data={(categories.data?.items ?? [])
                .filter((c) => c.isActive || c.id === categoryId)
                .map((c) => ({ value: c.id, label: c.name }))}
              value={categoryId}
              error={fields.categoryId}
              onChange={setCategoryId}
            />
            <TextInput
              label={t('form.vendor')}
              maxLength={120}
              value={vendorName}
              onChange={(e) => setVendorName(e.currentTarget.value)}
            />
            <TextInput
              label={t('form.amount')}
              inputMode="decimal"
              required
              placeholder="0.00"
              value={amount}
              error={fields.amountCentavos}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
            <TextInput
              label={t('form.inputVat')}
              inputMode="decimal"
              placeholder="0.00"
              value={vat}
              error={fields.inputVatCentavos}
              onChange={(e) => setVat(e.currentTarget.value)}
            />
            <Select
              label={t('recurring.payment')}
              allowDeselect={false}
              data={TEMPLATE_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
              value={method}
              onChange={(m) => m && setMethod(m as TemplateMethod)}
            />
            <Select
              label={t('recurring.interval')}
              allowDeselect={false}
              data={RECURRING_INTERVALS.map((i) => ({ value: i, label: t(`recurring.intervals.${i}`) }))}
              value={interval}
              onChange={(i) => i && setInterval(i as RecurringInterval)}
            />
            <TextInput
              type="date"
              label={t('recurring.nextDate')}
              required
              value={nextDate}
              error={fields.nextDate}
              onChange={(e) => setNextDate(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox
            label={t('recurring.active')}
            checked={isActive}
            onChange={(e) => setIsActive(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
