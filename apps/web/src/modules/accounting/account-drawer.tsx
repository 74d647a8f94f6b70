import {
  ACCOUNT_TYPES,
  type AccountType,
  accountingContract,
  CASH_FLOW_CLASSES,
  type CashFlowClass,
  type GlAccount,
  NORMAL_BALANCE_OF,
  NORMAL_BALANCES,
  type NormalBalance,
} from '@fbms/domain';
import { Alert, Button, Drawer, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useAccountingT } from './accounting.i18n.ts';
import { accountingKey } from './accounting.queries.ts';

/** Add an account (account = null) or edit one: what can change follows the server's rules. */
export function AccountDrawer({
  account,
  opened,
  onClose,
}: {
  account: GlAccount | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useAccountingT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={account ? t('account.editTitle', { code: account.code }) : t('account.addTitle')}
    >
      {opened && <AccountForm key={account?.id ?? 'new'} account={account} onDone={onClose} />}
    </Drawer>
  );
}

function AccountForm({ account, onDone }: { account: GlAccount | null; onDone: () => void }) {
  const t = useAccountingT();
  const qc = useQueryClient();
  const [code, setCode] = useState(account?.code ?? '');
  const [name, setName] = useState(account?.name ?? '');
  const [type, setType] = useState<AccountType>(account?.type ?? 'expense');
  const [normal, setNormal] = useState<NormalBalance>(account?.normalBalance ?? NORMAL_BALANCE_OF.expense);
  const [cashFlow, setCashFlow] = useState<CashFlowClass>(account?.cashFlow ?? 'none');
  const [description, setDescription] = useState(account?.description ?? '');
  const [active, setActive] = useState(account?.isActive ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const fixed = !!account?.hasLines;

  const save = useMutation({
    mutationFn: async () => {
      const common = { name, cashFlow, description: description.trim() || null };
      if (!account)
        return api.call(accountingContract.createAccount, {
          body: { ...common, code, type, normalBalance: normal },
        });
      return api.call(accountingContract.updateAccount, {
        params: { id: account.id },
        body: {
          ...common,
          isActive: active,
          ...(fixed
            ? {}
            : {
                ...(code !== account.code ? { code } : {}),
                ...(type !== account.type ? { type } : {}),
                ...(normal !== account.normalBalance ? { normalBalance: normal } : {}),
              }),
        },
      });
    },
    onSuccess: (a) => {
      notify.success({
        title: t('chart.title'),
        message: t(account ? 'account.saved' : 'account.added', { code: a.code }),
      });
      void qc.invalidateQueries({ queryKey: accountingKey });
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.hasFieldErrors) setFields(e.fields);
      setError(e instanceof Error ? e.message : String(e));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {fixed && <Alert color="blue">{t('account.fixedHint')}</Alert>}
        <TextInput
          label={t('account.code')}
          description={t('account.codeHint')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          inputMode="numeric"
          maxLength={6}
          required
          disabled={fixed}
          error={fields.code}
          data-autofocus
        />
        <TextInput
          label={t('account.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={120}
          error={fields.name}
        />
        <Select
          label={t('account.type')}
          data={ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
          value={type}
          onChange={(v) => {
            if (!v) return;
            setType(v as AccountType);
            setNormal(NORMAL_BALANCE_OF[v as AccountType]);
          }}
          allowDeselect={false}
          disabled={fixed}
        />
        <Select
          label={t('account.normalBalance')}
          description={t('account.normalHint', { side: t(`side.${NORMAL_BALANCE_OF[type]}`) })}
          data={NORMAL_BALANCES.map((v) => ({ value: v, label: t(`side.${v}`) }))}
          value={normal}
          onChange={(v) => v && setNormal(v as NormalBalance)}
          allowDeselect={false}
          disabled={fixed}
        />
        <Select
          label={t('account.cashFlow')}
          description={t('account.cashFlowHint')}
          data={CASH_FLOW_CLASSES.map((v) => ({ value: v, label: t(`cashFlow.${v}`) }))}
          value={cashFlow}
          onChange={(v) => v && setCashFlow(v as CashFlowClass)}
          allowDeselect={false}
        />
        <Textarea
          label={t('account.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        {account && (
          <Switch
            label={t('account.active')}
            description={account.key ? t('account.keyedHint') : undefined}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            disabled={!!account.key}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
