import {
  AGEING_BUCKETS,
  customersContract as api,
  type Customer,
  type CustomerSummary,
  manilaDate,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { formatDate, formatDateTime, formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso } from '../../lib/peso-text.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { RecordHistoryButton } from '../../shell/record-history/record-history-button.tsx';
import { ReceivePaymentButton } from './collection-receive-payment.tsx';
import { CustomerDrawer } from './customer-drawer.tsx';
import { useCustomersT } from './customers.i18n.ts';
import { customersQueries } from './customers.queries.ts';
import { useCustomerRights } from './customers-screen.tsx';
import { StatementButton } from './statement-button.tsx';

const route = getRouteApi('/authed/frame/customers/$customerId');

/** /customers/:customerId — one customer's page. */
export function CustomerRoute() {
  const { customerId } = route.useParams();
  return (
    <CustomerPage
      id={customerId}
      actions={(c) => (
        <>
          <ReceivePaymentButton customerId={c.id} />
          <StatementButton customer={c} />
        </>
      )}
    />
  );
}

/**
 * A customer's page: details, balance and ageing, ledger, purchases, points, consent and notes, with the
 * actions edit, deactivate, merge and opening balance. `actions` is the slot where other parts of the
 * customers module add their buttons (receive payment, statement) next to these.
 */
export function CustomerPage({ id, actions }: { id: string; actions?: (c: Customer) => ReactNode }) {
  const t = useCustomersT();
  const rights = useCustomerRights();
  const qc = useQueryClient();
  const one = useQuery(customersQueries.one(id));
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [opening, setOpening] = useState(false);
  const [tab, setTab] = useState<string | null>('balance');
  if (one.isError) return <LoadError error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <Loader />;
  const c = one.data;
  const setActive = async (active: boolean) => {
    try {
      await client.call(api.setActive, { params: { id }, body: { active } });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({
        title: t('title'),
        message: t(active ? 'page.reactivated' : 'page.deactivated', { name: c.displayName }),
      });
    } catch (err) {
      if (err instanceof ApiError) notify.error({ title: t('title'), message: err.message });
      else throw err;
    }
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/customers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('page.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2}>{c.displayName}</Title>
            {!c.isActive && (
              <Badge color="gray" variant="light">
                {c.mergedIntoId ? t('merged') : t('inactive')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {c.customerNo}
            {c.phone ? ` · ${c.phone}` : ''}
            {c.raises ? ` · ${c.raises}` : ''}
          </Text>
        </Stack>
        {!c.mergedIntoId && (
          <Group gap="xs" data-testid="customer-actions">
            {actions?.(c)}
            {rights.edit && (
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('page.edit')}
              </Button>
            )}
            {rights.edit && (
              <Button variant="default" onClick={() => setOpening(true)}>
                {t('page.openingBalance')}
              </Button>
            )}
            {rights.merge && c.isActive && (
              <Button variant="default" onClick={() => setMerging(true)}>
                {t('page.merge')}
              </Button>
            )}
            <RecordHistoryButton targetType="customer" targetId={c.id} />
            {rights.edit && (
              <Button
                variant="subtle"
                color={c.isActive ? 'red' : 'green'}
                onClick={() => void setActive(!c.isActive)}
              >
                {c.isActive ? t('page.deactivate') : t('page.reactivate')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {c.mergedIntoId && (
        <Alert color="gray">
          {t('page.mergedInto')}{' '}
          <Anchor component={Link} to={`/customers/${c.mergedIntoId}`}>
            {t('page.openSurvivor')}
          </Anchor>
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="balance">{t('page.balance')}</Tabs.Tab>
          <Tabs.Tab value="details">{t('page.details')}</Tabs.Tab>
          <Tabs.Tab value="ledger">{t('page.ledger')}</Tabs.Tab>
          <Tabs.Tab value="purchases">{t('page.purchases')}</Tabs.Tab>
          <Tabs.Tab value="consent">{t('page.consent')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="balance" pt="md">
          <BalancePanel c={c} />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="md">
          <DetailsPanel c={c} />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <LedgerPanel id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="purchases" pt="md">
          <PurchasesPanel id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="consent" pt="md">
          <ConsentPanel c={c} canEdit={rights.edit && !c.mergedIntoId} />
        </Tabs.Panel>
      </Tabs>
      {editing && <CustomerDrawer customer={c} onClose={() => setEditing(false)} />}
      {merging && <MergeModal c={c} onClose={() => setMerging(false)} />}
      {opening && <OpeningBalanceModal c={c} onClose={() => setOpening(false)} />}
    </Stack>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string | undefined }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value}
      </Text>
    </Paper>
  );
}

function BalancePanel({ c }: { c: Customer }) {
  const t = useCustomersT();
  const s = useQuery(customersQueries.summary(c.id));
  const months = (t as unknown as (k: string, o: object) => string[])('months', {
    returnObjects: true,
  });
  if (s.isError) return <LoadError error={s.error} onRetry={() => void s.refetch()} />;
  if (!s.data) return <Loader />;
  const d = s.data;
  const terms =
    c.creditLimitCentavos === 0
      ? t('page.noCredit')
      : c.harvestMonth
        ? t('page.termsHarvest', { month: months[c.harvestMonth - 1] })
        : t('page.termsDays', { count: c.creditTermsDays });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        <Figure
          label={d.balanceCentavos < 0 ? t('page.storeCredit') : t('page.owes')}
          value={formatPeso(Math.abs(d.balanceCentavos))}
        />
        <Figure
          label={t('page.overdue')}
          value={formatPeso(d.overdueCentavos)}
          color={d.overdueCentavos > 0 ? 'red' : undefined}
        />
        <Figure label={t('page.limit')} value={formatPeso(d.creditLimitCentavos)} />
        <Figure label={t('page.available')} value={formatPeso(d.availableCreditCentavos)} />
        <Figure label={t('page.points')} value={t('page.pointsNow', { count: d.points })} />
        <Figure
          label={t('page.lastPurchase')}
          value={d.lastPurchaseAt ? formatDate(d.lastPurchaseAt) : t('page.never')}
        />
      </SimpleGrid>
      <Text size="sm">
        {t('page.terms')}: {terms}
      </Text>
      <Title order={4}>{t('page.ageing')}</Title>
      <Paper withBorder>
        <Table data-testid="ageing">
          <Table.Tbody>
            {[...AGEING_BUCKETS, 'total' as const].map((b) => (
              <Table.Tr key={b}>
                <Table.Td fw={b === 'total' ? 700 : undefined}>{t(`page.bucket.${b}`)}</Table.Td>
                <Table.Td ta="right" fw={b === 'total' ? 700 : undefined}>
                  {formatPeso(d.ageing[b] ?? 0)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Title order={4}>{t('page.notes')}</Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={c.notes ? undefined : 'dimmed'}>
        {c.notes ?? t('page.noNotes')}
      </Text>
    </Stack>
  );
}

function DetailsPanel({ c }: { c: Customer }) {
  const t = useCustomersT();
  const address = [c.address, c.city, c.province, c.zipCode].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    [t('page.field.customerNo'), c.customerNo],
    [t('page.field.kind'), c.kind === 'business' ? t('form.business') : t('form.individual')],
    [t('page.field.phone'), c.phone],
    [t('page.field.email'), c.email],
    [t('page.field.address'), address || null],
    [t('page.field.tin'), c.tin],
    [t('page.field.registeredAddress'), c.registeredAddress],
    [t('page.field.farmLocation'), c.farmLocation],
    [t('page.field.raises'), c.raises],
    [
      t('page.field.seniorPwdId'),
      c.seniorPwdId
        ? `${c.seniorPwdKind === 'pwd' ? t('form.pwd') : t('form.senior')} ${c.seniorPwdId}`
        : null,
    ],
    [t('page.field.tags'), c.tags.length ? c.tags.join(', ') : null],
  ];
  return (
    <Paper withBorder>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td c="dimmed" w="40%">
                {label}
              </Table.Td>
              <Table.Td>{value ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function LedgerPanel({ id }: { id: string }) {
  const t = useCustomersT();
  const q = useQuery(customersQueries.ledger(id));
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loader />;
  const rows = [...q.data.items].reverse();
  if (rows.length === 0) return <Text c="dimmed">{t('page.noLedger')}</Text>;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('page.ledgerCol.date')}</Table.Th>
              <Table.Th>{t('page.ledgerCol.reference')}</Table.Th>
              <Table.Th ta="right">{t('page.ledgerCol.amount')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('page.ledgerCol.open')}
              </Table.Th>
              <Table.Th ta="right">{t('page.ledgerCol.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.entryDate}</Table.Td>
                <Table.Td>
                  <Text size="sm">{r.reference}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`page.kind.${r.kind}`)}
                    {r.dueDate && r.amountCentavos > 0 ? ` · ${t('page.ledgerCol.due')} ${r.dueDate}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(r.amountCentavos)}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {r.openCentavos ? formatPeso(r.openCentavos) : '—'}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(r.balanceCentavos)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function PurchasesPanel({ id }: { id: string }) {
  const t = useCustomersT();
  const [page, setPage] = useState(1);
  const q = useQuery(customersQueries.sales(id, page));
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loader />;
  if (q.data.total === 0) return <Text c="dimmed">{t('page.noSales')}</Text>;
  return (
    <Stack gap="sm">
      <Paper withBorder>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('page.salesCol.invoice')}</Table.Th>
              <Table.Th>{t('page.salesCol.date')}</Table.Th>
              <Table.Th ta="right">{t('page.salesCol.total')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('page.salesCol.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.invoiceNo}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.createdAt)}</Table.Td>
                <Table.Td ta="right">{formatPeso(s.totalCentavos)}</Table.Td>
                <Table.Td visibleFrom="sm">{s.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {q.data.total > page * 20 && (
        <Button variant="default" onClick={() => setPage(page + 1)}>
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}

function ConsentPanel({ c, canEdit }: { c: Customer; canEdit: boolean }) {
  const t = useCustomersT();
  const qc = useQueryClient();
  const [sms, setSms] = useState(c.consentSms);
  const [email, setEmail] = useState(c.consentEmail);
  const [busy, setBusy] = useState(false);
  const history = useQuery(customersQueries.consent(c.id));
  const save = async () => {
    setBusy(true);
    try {
      await client.call(api.putConsent, { params: { id: c.id }, body: { sms, email } });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({ title: t('page.consent'), message: t('page.consentSaved') });
    } catch (err) {
      if (err instanceof ApiError) notify.error({ title: t('page.consent'), message: err.message });
      else throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" c="dimmed">
        {c.consentAt
          ? t('page.consentRecorded', {
              date: formatDateTime(c.consentAt),
              version: c.privacyNoticeVersion ?? '—',
            })
          : t('page.consentNever')}
      </Text>
      <Checkbox
        label={t('page.consentSms')}
        checked={sms}
        disabled={!canEdit}
        onChange={(e) => setSms(e.currentTarget.checked)}
      />
      <Checkbox
        label={t('page.consentEmail')}
        checked={email}
        disabled={!canEdit}
        onChange={(e) => setEmail(e.currentTarget.checked)}
      />
      {canEdit && (
        <Group>
          <Button
            onClick={() => void save()}
            loading={busy}
            disabled={sms === c.consentSms && email === c.consentEmail}
          >
            {t('page.consentSave')}
          </Button>
        </Group>
      )}
      {history.data && history.data.items.length > 0 && (
        <>
          <Title order={5}>{t('page.consentHistory')}</Title>
          {history.data.items.map((e) => (
            <Text key={`${e.channel}-${e.at}`} size="sm">
              {t('page.consentEvent', {
                channel: e.channel === 'sms' ? t('page.consentSms') : t('page.consentEmail'),
                what: e.granted ? t('page.consentGranted') : t('page.consentWithdrawn'),
                who: e.recordedBy ?? e.source,
                date: formatDateTime(e.at),
                version: e.noticeVersion ?? '—',
              })}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}

function OpeningBalanceModal({ c, onClose }: { c: Customer; onClose: () => void }) {
  const t = useCustomersT();
  const qc = useQueryClient();
  const summary = useQuery(customersQueries.summary(c.id));
  const today = manilaDate(new Date());
  const [amount, setAmount] = useState('');
  const [asOf, setAsOf] = useState(today);
  const [dueDate, setDueDate] = useState(today);
  const [reference, setReference] = useState('Opening balance');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parsePeso(amount);
    if (!cents || cents <= 0) {
      setProblems({ amountCentavos: t('form.badLimit') });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await client.call(api.postOpeningBalance, {
        params: { id: c.id },
        body: { amountCentavos: cents, asOf, dueDate, reference },
      });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({ title: t('page.opening.title'), message: t('page.opening.saved') });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setProblems(err.fields);
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  const done = summary.data?.hasOpeningBalance;
  return (
    <Modal opened onClose={onClose} title={t('page.opening.title')} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('page.opening.intro', { name: c.displayName })}</Text>
          {done && <Alert color="yellow">{t('page.opening.done')}</Alert>}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('page.opening.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={problems.amountCentavos}
            disabled={done}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label={t('page.opening.asOf')}
              value={asOf}
              max={today}
              onChange={(e) => setAsOf(e.currentTarget.value)}
              error={problems.asOf}
              disabled={done}
            />
            <TextInput
              type="date"
              label={t('page.opening.dueDate')}
              value={dueDate}
              onChange={(e) => setDueDate(e.currentTarget.value)}
              error={problems.dueDate}
              disabled={done}
            />
          </SimpleGrid>
          <TextInput
            label={t('page.opening.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={problems.reference}
            disabled={done}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={done}>
              {t('page.opening.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MergeModal({ c, onClose }: { c: Customer; onClose: () => void }) {
  const t = useCustomersT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [into, setInto] = useState<CustomerSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    ...customersQueries.list({ q, status: 'active', page: 1, pageSize: 8 }),
    enabled: q.length > 0,
  });
  const merge = async () => {
    if (!into) return;
    setBusy(true);
    setError(null);
    try {
      const r = await client.call(api.mergeCustomer, { params: { id: c.id }, body: { intoId: into.id } });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({
        title: t('page.merge'),
        message: t('page.merged_done', { name: r.survivor.displayName }),
      });
      onClose();
      void navigate({ to: '/customers/$customerId', params: { customerId: r.survivor.id } });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('page.mergeTitle', { name: c.displayName })} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('page.mergeIntro', { name: c.displayName })}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('page.mergePick')}
          placeholder={t('page.mergePickPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setInto(null);
          }}
          data-autofocus
        />
        {found.data && (
          <Stack gap={4} role="listbox" aria-label={t('page.mergePick')}>
            {found.data.items
              .filter((x) => x.id !== c.id)
              .map((x) => (
                <Button
                  key={x.id}
                  role="option"
                  aria-selected={into?.id === x.id}
                  variant={into?.id === x.id ? 'filled' : 'default'}
                  justify="space-between"
                  onClick={() => setInto(x)}
                  rightSection={<Text size="xs">{x.phone ?? x.customerNo}</Text>}
                >
                  {x.displayName}
                </Button>
              ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button color="red" disabled={!into} loading={busy} onClick={() => void merge()}>
            {t('page.mergeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
