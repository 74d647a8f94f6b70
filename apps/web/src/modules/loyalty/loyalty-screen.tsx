import { loyaltyContract as api, type LoyaltySettings } from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustments } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useLoyaltyT } from './loyalty.i18n.ts';
import { loyaltyQueries } from './loyalty.queries.ts';

/** The loyalty screen: the program's settings, this month's points, top balances, the ledger, adjustments. */
export function LoyaltyScreen() {
  const t = useLoyaltyT();
  const settings = useQuery(loyaltyQueries.settings());
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('intro')}
        </Text>
      </Stack>
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isPending && <Loader />}
      {settings.data && <SettingsForm initial={settings.data} />}
      <Overview pointValueCentavos={settings.data?.pesoPerPointCentavos ?? 0} />
      <Ledger />
    </Stack>
  );
}

const pesosPerPoint = (milli: number) => Math.round((1000 / milli) * 100) / 100;

function SettingsForm({ initial }: { initial: LoyaltySettings }) {
  const t = useLoyaltyT();
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [perPoint, setPerPoint] = useState<number>(pesosPerPoint(initial.pointsPerPesoMilli));
  const [value, setValue] = useState<number>(initial.pesoPerPointCentavos / 100);
  const [expiry, setExpiry] = useState<number>(initial.expiryMonths);
  const [minRedeem, setMinRedeem] = useState<number>(initial.minRedeemPoints);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await client.call(api.putSettings, {
        body: {
          enabled,
          pointsPerPesoMilli: Math.max(1, Math.round(1000 / (perPoint || 1))),
          pesoPerPointCentavos: Math.round(value * 100),
          expiryMonths: expiry,
          minRedeemPoints: minRedeem,
        },
      });
      await qc.invalidateQueries({ queryKey: ['loyalty'] });
      notify.success({ title: t('title'), message: t('settings.saved') });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={3}>{t('settings.title')}</Title>
          {error && <Alert color="red">{error}</Alert>}
          <Switch
            label={t('settings.enabled')}
            description={t('settings.enabledHint')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('settings.pesosPerPoint')}
              description={t('settings.pesosPerPointHint')}
              min={0.01}
              max={1000}
              decimalScale={2}
              value={perPoint}
              onChange={(v) => setPerPoint(Number(v) || 0)}
            />
            <NumberInput
              label={t('settings.pointValue')}
              min={0.01}
              max={1000}
              decimalScale={2}
              fixedDecimalScale
              value={value}
              onChange={(v) => setValue(Number(v) || 0)}
            />
            <NumberInput
              label={t('settings.expiryMonths')}
              description={t('settings.expiryHint')}
              min={0}
              max={120}
              allowDecimal={false}
              value={expiry}
              onChange={(v) => setExpiry(Number(v) || 0)}
            />
            <NumberInput
              label={t('settings.minRedeem')}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              value={minRedeem}
              onChange={(v) => setMinRedeem(Number(v) || 0)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Overview({ pointValueCentavos }: { pointValueCentavos: number }) {
  const t = useLoyaltyT();
  const q = useQuery(loyaltyQueries.overview());
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loader />;
  const o = q.data;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('overview.title')}</Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="loyalty-overview">
        <Figure label={t('overview.members')} value={o.members} />
        <Figure
          label={t('overview.outstanding')}
          value={o.outstandingPoints}
          hint={t('overview.worth', { amount: formatPeso(o.outstandingPoints * pointValueCentavos) })}
        />
        <Figure label={t('overview.earned')} value={o.earnedThisMonth} />
        <Figure label={t('overview.redeemed')} value={o.redeemedThisMonth} />
        <Figure label={t('overview.expired')} value={o.expiredThisMonth} />
      </SimpleGrid>
      <Text fw={600} size="sm">
        {t('overview.top')}
      </Text>
      {o.top.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overview.none')}
        </Text>
      ) : (
        <Group gap="xs">
          {o.top.map((c) => (
            <Badge key={c.customerId} variant="light" size="lg" tt="none">
              {c.displayName} · {t('overview.points', { count: c.points })}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Ledger() {
  const t = useLoyaltyT();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const all = useQuery(loyaltyQueries.ledger(null));
  const q = useQuery(loyaltyQueries.ledger(customerId));
  const overview = useQuery(loyaltyQueries.overview());
  const customers = new Map<string, string>();
  for (const c of overview.data?.top ?? []) customers.set(c.customerId, c.displayName);
  for (const e of all.data?.items ?? []) customers.set(e.customerId, e.displayName);
  const options = [...customers].map(([value, label]) => ({ value, label }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('ledger.title')}</Title>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('ledger.filter')}
            placeholder={t('ledger.all')}
            clearable
            searchable
            data={options}
            value={customerId}
            onChange={setCustomerId}
            w={220}
          />
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} />}
            onClick={() => setAdjusting(true)}
          >
            {t('adjust.button')}
          </Button>
        </Group>
      </Group>
      {q.isError && <LoadError error={q.error} onRetry={() => void q.refetch()} />}
      {q.isPending && <Loader />}
      {q.data && q.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ledger.none')}
        </Text>
      )}
      {q.data && q.data.items.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledger.date')}</Table.Th>
                  <Table.Th>{t('ledger.customer')}</Table.Th>
                  <Table.Th>{t('ledger.kind')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.points')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('ledger.memo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.items.map((e) => (
                  <Table.Tr key={e.entryNo}>
                    <Table.Td>{e.entryDate}</Table.Td>
                    <Table.Td>{e.displayName}</Table.Td>
                    <Table.Td>
                      {t(`ledger.kinds.${e.kind}`)}
                      {e.expiresOn && (
                        <Text size="xs" c="dimmed">
                          {t('ledger.expires', { date: e.expiresOn })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" c={e.points < 0 ? 'red' : undefined}>
                      {e.points > 0 ? `+${e.points}` : e.points}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{e.memo ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {adjusting && (
        <AdjustDialog options={options} initial={customerId} onClose={() => setAdjusting(false)} />
      )}
    </Stack>
  );
}

function AdjustDialog({
  options,
  initial,
  onClose,
}: {
  options: { value: string; label: string }[];
  initial: string | null;
  onClose: () => void;
}) {
  const t = useLoyaltyT();
  const qc = useQueryClient();
  const [customerId, setCustomerId] = useState<string | null>(initial);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useQuery(loyaltyQueries.customers(debounced));
  const choices = new Map(options.map((o) => [o.value, o.label]));
  for (const c of found.data?.items ?? []) choices.set(c.id, c.displayName);
  const data = [...choices].map(([value, label]) => ({ value, label }));
  const [points, setPoints] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!customerId) return;
    setBusy(true);
    setError(null);
    try {
      const r = await client.call(api.adjust, { body: { customerId, points: Number(points), reason } });
      // Said as soon as the server answers; the summary and the ledger refresh behind it.
      const name = choices.get(customerId) ?? '';
      notify.success({ title: t('title'), message: t('adjust.done', { name, balance: r.balance }) });
      onClose();
      void qc.invalidateQueries({ queryKey: ['loyalty'] });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields(err.fields);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('adjust.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {error && <Alert color="red">{error}</Alert>}
          <Select
            label={t('adjust.customer')}
            description={t('adjust.customerHint')}
            required
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={data}
            value={customerId}
            onChange={setCustomerId}
          />
          <NumberInput
            label={t('adjust.points')}
            required
            allowDecimal={false}
            min={-1_000_000}
            max={1_000_000}
            value={points}
            error={fields.points}
            onChange={setPoints}
          />
          <TextInput
            label={t('adjust.reason')}
            required
            maxLength={200}
            value={reason}
            error={fields.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('adjust.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!customerId || !Number(points) || !reason.trim()}>
              {t('adjust.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
