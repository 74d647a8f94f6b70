import {
  expensesContract as api,
  EXPENSE_PAYMENT_METHODS,
  type Expense,
  manilaDate,
  VAT_ABOVE_CAP_MESSAGE,
  WITHHOLDING_CODES,
  type WithholdingAtc,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Drawer,
  FileInput,
  Group,
  Image,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { TinInput } from '../../lib/tin-input.tsx';
import {
  checkForm,
  type ExpenseFormValues,
  emptyForm,
  type FormProblem,
  formOf,
  readDataUrl,
  receiptProblem,
  vatOf,
  withholdingOf,
} from './expense-form.ts';
import { useExpensesT } from './expenses.i18n.ts';
import { expensesQueries } from './expenses.queries.ts';
import { StatusBadge, useExpenseRights } from './expenses-screen.tsx';

type Next = 'draft' | 'submit' | 'pay';

/** One expense: the form while it is a draft or submitted, its record after; the next steps it allows. */
export function ExpenseDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useExpensesT();
  const loaded = useQuery({
    queryKey: ['expenses', 'one', id],
    queryFn: () => client.call(api.getExpense, { params: { id: id! } }),
    enabled: id !== null,
  });
  const title = id === null ? t('form.newTitle') : t('form.editTitle', { number: loaded.data?.number ?? '' });
  return (
    <Drawer opened onClose={onClose} title={title} position="right" size="lg" padding="md">
      {id !== null && loaded.isPending && <Loader />}
      {(id === null || loaded.data) && (
        <ExpenseForm key={loaded.data?.id ?? 'new'} expense={loaded.data ?? null} onClose={onClose} />
      )}
    </Drawer>
  );
}

function ExpenseForm({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const t = useExpensesT();
  const rights = useExpenseRights();
  const qc = useQueryClient();
  const categories = useQuery(expensesQueries.categories());
  const drawers = useQuery(expensesQueries.drawers());
  const [v, setV] = useState<ExpenseFormValues>(() =>
    expense ? formOf(expense) : emptyForm(manilaDate(new Date())),
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const editable = !expense || expense.status === 'draft' || expense.status === 'submitted';
  const set = (next: Partial<ExpenseFormValues>) => {
    setV((was) => ({ ...was, ...next }));
    // A field's message goes once the person changes that field.
    setProblems((was) => {
      const keys = Object.keys(next);
      if (!keys.some((k) => k in was)) return was;
      return Object.fromEntries(Object.entries(was).filter(([k]) => !keys.includes(k)));
    });
  };

  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const check = useMemo(() => checkForm(v), [v]);
  const problemText = (p: FormProblem) =>
    p === 'vatAboveCap' ? t('form.vatAboveCap', { max: formatPeso(check.maxVatCentavos) }) : t(`form.${p}`);
  const shown = (field: keyof ExpenseFormValues) => problems[field];

  const refresh = () => qc.invalidateQueries({ queryKey: ['expenses'] });
  const fail = (err: unknown) => {
    if (!(err instanceof ApiError)) throw err;
    const fields: Record<string, string> = {};
    for (const [k, m] of Object.entries(err.fields)) {
      const name =
        k === 'amountCentavos'
          ? 'amount'
          : k === 'inputVatCentavos'
            ? 'inputVat'
            : k === 'withholdingCentavos'
              ? 'withholding'
              : k;
      fields[name] = m === VAT_ABOVE_CAP_MESSAGE ? problemText('vatAboveCap') : m;
    }
    setProblems(fields);
    setError(err.message);
  };

  const save = async (next: Next) => {
    if (busy) return;
    setError(null);
    const local: Record<string, string> = {};
    for (const [k, p] of Object.entries(check.problems)) if (p) local[k] = problemText(p);
    setProblems(local);
    if (!check.body || fileError) return;
    setBusy(true);
    try {
      const body = check.body;
      // With a receipt, the expense is saved first, then the receipt, then the step asked for.
      const first: Next = file ? 'draft' : next;
      let e = expense
        ? await client.call(api.updateExpense, { params: { id: expense.id }, body: { ...body, next: first } })
        : await client.call(api.createExpense, { body: { ...body, next: first } });
      if (file) {
        e = await client.call(api.putAttachment, {
          params: { id: e.id },
          body: { fileName: file.name, dataUrl: await readDataUrl(file) },
        });
        if (next === 'submit' && e.status === 'draft')
          e = await client.call(api.submitExpense, { params: { id: e.id } });
        if (next === 'pay')
          e = await client.call(api.updateExpense, { params: { id: e.id }, body: { ...body, next: 'pay' } });
      }
      await refresh();
      notify.success({
        title: t('title'),
        message: t(next === 'pay' ? 'form.paid' : next === 'submit' ? 'form.submitted' : 'form.saved', {
          number: e.number,
        }),
      });
      onClose();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const act = async (what: 'submit' | 'approve' | 'pay' | 'reject') => {
    if (!expense || busy) return;
    setBusy(true);
    setError(null);
    try {
      const params = { params: { id: expense.id } };
      const e =
        what === 'submit'
          ? await client.call(api.submitExpense, params)
          : what === 'approve'
            ? await client.call(api.approveExpense, params)
            : what === 'pay'
              ? await client.call(api.payExpense, params)
              : await client.call(api.rejectExpense, { ...params, body: { reason: rejecting ?? '' } });
      await refresh();
      notify.success({
        title: t('title'),
        message: t(
          `act.${what === 'approve' ? 'approved' : what === 'pay' ? 'paid' : what === 'reject' ? 'rejected' : 'submitted'}`,
          { number: e.number },
        ),
      });
      onClose();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save('draft');
  };
  const categoryData = (categories.data?.items ?? [])
    .filter((c) => c.isActive || c.id === v.categoryId)
    .map((c) => ({ value: c.id, label: c.name }));
  const atcData = WITHHOLDING_CODES.map((c) => ({
    value: c.atc,
    label: t(`atc.${c.what}`, { atc: c.atc, rate: c.rateBp / 100, payee: t(`atc.${c.payee}`) }),
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {expense && (
          <Group gap="xs">
            <StatusBadge e={expense} />
            <Text size="sm" c="dimmed">
              {[
                expense.createdByName && t('form.by', { name: expense.createdByName }),
                expense.approvedByName && t('form.approvedBy', { name: expense.approvedByName }),
                expense.paidByName && t('form.paidBy', { name: expense.paidByName }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        )}
        {expense?.proposed && <Alert color="violet">{t('form.proposedNote')}</Alert>}
        {expense?.status === 'rejected' && expense.rejectedReason && (
          <Alert color="red">{t('form.rejectedBecause', { reason: expense.rejectedReason })}</Alert>
        )}
        {!editable && expense?.status !== 'rejected' && <Alert color="blue">{t('form.readOnly')}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <fieldset disabled={!editable || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <TextInput
              label={t('form.description')}
              placeholder={t('form.descriptionPlaceholder')}
              required
              data-autofocus
              maxLength={200}
              value={v.description}
              error={shown('description')}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('form.category')}
                required
                searchable
                data={categoryData}
                value={v.categoryId}
                error={shown('categoryId')}
                onChange={(c) => set({ categoryId: c })}
              />
              <TextInput
                type="date"
                label={t('form.date')}
                required
                value={v.expenseDate}
                error={shown('expenseDate')}
                onChange={(e) => set({ expenseDate: e.currentTarget.value })}
              />
              <TextInput
                label={t('form.vendor')}
                placeholder={t('form.vendorPlaceholder')}
                maxLength={120}
                value={v.vendorName}
                onChange={(e) => set({ vendorName: e.currentTarget.value })}
              />
              <TinInput
                label={t('form.vendorTin')}
                placeholder="123-456-789-000"
                value={v.vendorTin}
                error={shown('vendorTin')}
                onChange={(e) => set({ vendorTin: e.currentTarget.value })}
                onFormat={(tin) => set({ vendorTin: tin })}
              />
              <TextInput
                label={t('form.amount')}
                inputMode="decimal"
                placeholder="0.00"
                required
                value={v.amount}
                error={shown('amount')}
                onChange={(e) => set({ amount: e.currentTarget.value })}
              />
              <Select
                label={t('form.payment')}
                allowDeselect={false}
                data={EXPENSE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
                value={v.paymentMethod}
                onChange={(m) => m && set({ paymentMethod: m as ExpenseFormValues['paymentMethod'] })}
              />
            </SimpleGrid>
            {v.paymentMethod === 'cash_drawer' && (
              <Select
                label={t('form.drawer')}
                placeholder={t('form.drawerPlaceholder')}
                required
                data={(drawers.data?.items ?? []).map((d) => ({
                  value: d.id,
                  label: d.shiftOpen ? d.name : t('form.drawerClosed', { name: d.name }),
                }))}
                value={v.terminalId}
                error={shown('terminalId')}
                onChange={(d) => set({ terminalId: d })}
              />
            )}
            <Checkbox
              label={t('form.vatInvoice')}
              description={t('form.vatInvoiceHint')}
              checked={v.vatInvoice}
              onChange={(e) =>
                set({
                  vatInvoice: e.currentTarget.checked,
                  ...(e.currentTarget.checked ? {} : { inputVat: '' }),
                })
              }
            />
            {v.vatInvoice && (
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('form.inputVat')}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={v.inputVat}
                  error={shown('inputVat')}
                  onChange={(e) => set({ inputVat: e.currentTarget.value })}
                />
                <Button
                  variant="default"
                  onClick={() => set({ inputVat: vatOf(v.amount) })}
                  disabled={!vatOf(v.amount)}
                >
                  {t('form.computeVat')}
                </Button>
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('form.atc')}
                placeholder={t('form.noAtc')}
                clearable
                data={atcData}
                value={v.withholdingAtc}
                onChange={(a) =>
                  set({
                    withholdingAtc: a as WithholdingAtc | null,
                    withholding: withholdingOf(v, a as WithholdingAtc | null),
                  })
                }
              />
              {v.withholdingAtc && (
                <TextInput
                  label={t('form.withholding')}
                  description={t('form.withholdingHint')}
                  inputMode="decimal"
                  value={v.withholding}
                  error={shown('withholding')}
                  onChange={(e) => set({ withholding: e.currentTarget.value })}
                />
              )}
            </SimpleGrid>
            <FileInput
              label={t('form.receipt')}
              placeholder={t('form.receiptPlaceholder')}
              accept="image/jpeg,image/png,image/webp,application/pdf"
              clearable
              value={file}
              error={fileError}
              onChange={(f) => {
                setFile(f);
                const p = f ? receiptProblem(f) : null;
                setFileError(p ? t(`form.${p}`) : null);
              }}
            />
            <Textarea
              label={t('form.notes')}
              autosize
              minRows={2}
              maxLength={1000}
              value={v.notes}
              onChange={(e) => set({ notes: e.currentTarget.value })}
            />
          </Stack>
        </fieldset>
        {preview && <Image src={preview} alt={file?.name ?? ''} mah={240} fit="contain" radius="sm" />}
        {expense?.attachment && !file && (
          <Stack gap={4}>
            <Text size="sm">{t('form.receiptCurrent', { name: expense.attachment.fileName })}</Text>
            {expense.attachment.type.startsWith('image/') && (
              <Image
                src={`/api/expenses/${expense.id}/attachment?v=${encodeURIComponent(expense.attachment.updatedAt)}`}
                alt={expense.attachment.fileName}
                mah={240}
                fit="contain"
                radius="sm"
              />
            )}
            <Anchor href={`/api/expenses/${expense.id}/attachment`} target="_blank" rel="noopener" size="sm">
              {t('form.receiptOpen')}
            </Anchor>
          </Stack>
        )}
        {rejecting !== null && (
          <TextInput
            label={t('act.rejectReason')}
            required
            maxLength={300}
            value={rejecting}
            error={problems.reason}
            data-autofocus
            onChange={(e) => setRejecting(e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" onClick={onClose}>
            {editable ? t('form.cancel') : t('form.close')}
          </Button>
          {editable && rights.create && (
            <>
              <Button variant="default" type="submit" loading={busy}>
                {expense?.status === 'submitted' ? t('form.save') : t('form.saveDraft')}
              </Button>
              {(!expense || expense.status === 'draft') && (
                <Button variant="light" onClick={() => void save('submit')} loading={busy}>
                  {t('form.submit')}
                </Button>
              )}
              {rights.approve && (
                <Button
                  color="green"
                  onClick={() => void save('pay')}
                  loading={busy}
                  title={t('form.recordPaidHint')}
                >
                  {t('form.recordPaid')}
                </Button>
              )}
            </>
          )}
          {expense?.status === 'submitted' && rights.approve && (
            <>
              {rejecting === null ? (
                <Button color="red" variant="light" onClick={() => setRejecting('')}>
                  {t('act.reject')}
                </Button>
              ) : (
                <Button
                  color="red"
                  onClick={() => void act('reject')}
                  disabled={!rejecting.trim()}
                  loading={busy}
                >
                  {t('act.rejectConfirm')}
                </Button>
              )}
              <Button onClick={() => void act('approve')} loading={busy}>
                {t('act.approve')}
              </Button>
            </>
          )}
          {expense?.status === 'approved' && rights.approve && (
            <Button color="green" onClick={() => void act('pay')} loading={busy}>
              {t('act.pay')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
