import { accountingContract, entryTotals, type GlAccount, manilaDate } from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso } from '../../lib/peso-text.ts';
import { useAccountingT } from './accounting.i18n.ts';
import { accountingKey } from './accounting.queries.ts';

interface LineDraft {
  key: number;
  accountId: string | null;
  debit: string;
  credit: string;
  memo: string;
}

let nextKey = 1;
const emptyLine = (): LineDraft => ({ key: nextKey++, accountId: null, debit: '', credit: '', memo: '' });

/** An amount field's centavos: 0 when empty, null when it is not an amount. */
const amountOf = (text: string) => (text.trim() === '' ? 0 : parsePeso(text));

/**
 * A manual journal entry: date, memo and two or more lines, each a debit or a credit on an active
 * account. The debit and credit totals and the difference show as the lines are typed; the server
 * checks it all again (and refuses a date in a closed month).
 */
export function ManualEntryDrawer({
  opened,
  onClose,
  accounts,
}: {
  opened: boolean;
  onClose: () => void;
  accounts: GlAccount[];
}) {
  const t = useAccountingT();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('manual.title')}>
      {opened && <ManualEntryForm accounts={accounts} onDone={onClose} />}
    </Drawer>
  );
}

function ManualEntryForm({ accounts, onDone }: { accounts: GlAccount[]; onDone: () => void }) {
  const t = useAccountingT();
  const qc = useQueryClient();
  const [date, setDate] = useState(() => manilaDate(new Date()));
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine(), emptyLine()]);
  const [error, setError] = useState<string | null>(null);
  const options = accounts
    .filter((a) => a.isActive)
    .map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }));

  const amounts = lines.map((l) => ({ debit: amountOf(l.debit), credit: amountOf(l.credit) }));
  const readable = amounts.every((a) => a.debit !== null && a.credit !== null);
  const totals = entryTotals(
    amounts.map((a) => ({ debitCentavos: a.debit ?? 0, creditCentavos: a.credit ?? 0 })),
  );
  const balanced = readable && totals.differenceCentavos === 0 && totals.debitCentavos > 0;
  const complete = lines.every(
    (l, i) => l.accountId && (amounts[i]!.debit ?? 0) > 0 !== (amounts[i]!.credit ?? 0) > 0,
  );

  const post = useMutation({
    mutationFn: () =>
      api.call(accountingContract.postManualEntry, {
        body: {
          date,
          memo,
          lines: lines.map((l, i) => ({
            accountId: l.accountId!,
            debitCentavos: amounts[i]!.debit ?? 0,
            creditCentavos: amounts[i]!.credit ?? 0,
            memo: l.memo.trim() || null,
          })),
        },
      }),
    onSuccess: (e) => {
      notify.success({ title: t('journal.title'), message: t('manual.posted', { no: e.entryNo }) });
      void qc.invalidateQueries({ queryKey: accountingKey });
      onDone();
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (balanced && complete && memo.trim().length >= 3) post.mutate();
  };
  const setLine = (key: number, patch: Partial<LineDraft>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('manual.date')}
            description={t('manual.closedMonthHint')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t('manual.memo')}
            value={memo}
            onChange={(e) => setMemo(e.currentTarget.value)}
            required
            maxLength={500}
            data-autofocus
          />
        </SimpleGrid>
        <Text fw={600}>{t('manual.lines')}</Text>
        {lines.map((l, i) => (
          <Paper key={l.key} withBorder p="xs" role="group" aria-label={t('manual.lineLabel', { n: i + 1 })}>
            <Group align="flex-end" wrap="wrap" gap="xs">
              <Select
                label={t('manual.account')}
                placeholder={t('manual.pickAccount')}
                data={options}
                value={l.accountId}
                onChange={(v) => setLine(l.key, { accountId: v })}
                searchable
                style={{ flex: '1 1 240px' }}
              />
              <TextInput
                label={t('manual.debit')}
                value={l.debit}
                inputMode="decimal"
                onChange={(e) => setLine(l.key, { debit: e.currentTarget.value })}
                error={amounts[i]!.debit === null ? t('manual.notAmount') : undefined}
                w={130}
              />
              <TextInput
                label={t('manual.credit')}
                value={l.credit}
                inputMode="decimal"
                onChange={(e) => setLine(l.key, { credit: e.currentTarget.value })}
                error={amounts[i]!.credit === null ? t('manual.notAmount') : undefined}
                w={130}
              />
              <TextInput
                label={t('manual.lineMemo')}
                value={l.memo}
                onChange={(e) => setLine(l.key, { memo: e.currentTarget.value })}
                maxLength={200}
                style={{ flex: '1 1 160px' }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                disabled={lines.length <= 2}
                aria-label={t('manual.removeLine', { n: i + 1 })}
                onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((ls) => [...ls, emptyLine()])}
            disabled={lines.length >= 100}
          >
            {t('manual.addLine')}
          </Button>
        </Group>
        <Paper withBorder p="sm" aria-live="polite">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {t('manual.debits')}: <b>{formatPeso(totals.debitCentavos)}</b> · {t('manual.credits')}:{' '}
              <b>{formatPeso(totals.creditCentavos)}</b>
            </Text>
            {balanced ? (
              <Text size="sm" c="teal" fw={600}>
                {t('manual.balanced')}
              </Text>
            ) : (
              totals.differenceCentavos !== 0 && (
                <Text size="sm" c="red" fw={600}>
                  {t('manual.off', { amount: formatPeso(Math.abs(totals.differenceCentavos)) })}
                </Text>
              )
            )}
          </Group>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('manual.cancel')}
          </Button>
          <Button
            type="submit"
            loading={post.isPending}
            disabled={!balanced || !complete || memo.trim().length < 3}
          >
            {t('manual.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
