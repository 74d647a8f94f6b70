import {
  marketingContract as api,
  SEGMENT_CONDITION_KINDS,
  type SegmentCondition,
  type SegmentConditionKind,
  type SegmentPreview,
  type SegmentRule,
} from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useMarketingT } from './marketing.i18n.ts';
import { marketingQueries } from './marketing.queries.ts';

const today = () => new Date().toISOString().slice(0, 10);
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - n);
  return d.toISOString().slice(0, 10);
};

function blank(kind: SegmentConditionKind): SegmentCondition {
  switch (kind) {
    case 'bought':
      return { kind, categoryId: undefined, productId: undefined, from: monthsAgo(3), to: today() };
    case 'lapsed':
      return { kind, days: 90 };
    case 'balance':
      return { kind, which: 'overdue' };
    case 'raises':
      return { kind, text: '' };
    case 'tag':
      return { kind, tag: '' };
    case 'place':
      return { kind, city: '', province: '' };
  }
}

/** One condition's inputs. */
function ConditionRow({
  c,
  onChange,
  onRemove,
}: {
  c: SegmentCondition;
  onChange: (c: SegmentCondition) => void;
  onRemove: () => void;
}) {
  const t = useMarketingT();
  const categories = useQuery({ ...marketingQueries.categories(), enabled: c.kind === 'bought' });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = useQuery({
    ...marketingQueries.products(debounced),
    enabled: c.kind === 'bought' && debounced.length >= 2,
  });
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t(`conditions.kinds.${c.kind}`)}
        </Text>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('conditions.remove')}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {c.kind === 'bought' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Select
            label={t('conditions.category')}
            clearable
            searchable
            data={(categories.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }))}
            value={c.categoryId ?? null}
            onChange={(v) =>
              onChange({ ...c, categoryId: v ?? undefined, productId: v ? undefined : c.productId })
            }
          />
          <Select
            label={t('conditions.product')}
            placeholder={t('conditions.productSearch')}
            clearable
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={c.productId ?? null}
            onChange={(v) =>
              onChange({ ...c, productId: v ?? undefined, categoryId: v ? undefined : c.categoryId })
            }
          />
          <TextInput
            type="date"
            label={t('conditions.from')}
            value={c.from}
            onChange={(e) => onChange({ ...c, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('conditions.to')}
            value={c.to}
            onChange={(e) => onChange({ ...c, to: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
      {c.kind === 'lapsed' && (
        <NumberInput
          label={t('conditions.days')}
          min={1}
          max={3650}
          value={c.days}
          onChange={(v) => onChange({ ...c, days: Number(v) || 1 })}
        />
      )}
      {c.kind === 'balance' && (
        <Select
          label={t('conditions.which')}
          allowDeselect={false}
          data={[
            { value: 'any', label: t('conditions.any') },
            { value: 'overdue', label: t('conditions.overdue') },
          ]}
          value={c.which}
          onChange={(v) => v && onChange({ ...c, which: v as 'any' | 'overdue' })}
        />
      )}
      {c.kind === 'raises' && (
        <TextInput
          label={t('conditions.text')}
          placeholder={t('conditions.textPlaceholder')}
          maxLength={100}
          value={c.text}
          onChange={(e) => onChange({ ...c, text: e.currentTarget.value })}
        />
      )}
      {c.kind === 'tag' && (
        <TextInput
          label={t('conditions.tag')}
          maxLength={100}
          value={c.tag}
          onChange={(e) => onChange({ ...c, tag: e.currentTarget.value })}
        />
      )}
      {c.kind === 'place' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('conditions.city')}
            maxLength={100}
            value={c.city ?? ''}
            onChange={(e) => onChange({ ...c, city: e.currentTarget.value })}
          />
          <TextInput
            label={t('conditions.province')}
            maxLength={100}
            value={c.province ?? ''}
            onChange={(e) => onChange({ ...c, province: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** What the server takes: empty optional texts left out. */
const cleaned = (rule: SegmentRule): SegmentRule => ({
  all: rule.all.map((c) =>
    c.kind === 'place' ? { kind: 'place', city: c.city || undefined, province: c.province || undefined } : c,
  ),
});

/** The segment builder: conditions, the preview and saving as a segment. */
export function SegmentBuilder({ initial }: { initial?: { name: string; rule: SegmentRule } }) {
  const t = useMarketingT();
  const qc = useQueryClient();
  const [rule, setRule] = useState<SegmentRule>(initial?.rule ?? { all: [] });
  const [name, setName] = useState(initial?.name ?? '');
  const [preview, setPreview] = useState<SegmentPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (all: SegmentCondition[]) => {
    setRule({ all });
    setPreview(null);
  };
  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3}>{t('conditions.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('conditions.intro')}
        </Text>
      </Stack>
      {rule.all.map((c, i) => (
        <ConditionRow
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their order is their identity
          key={i}
          c={c}
          onChange={(next) => set(rule.all.map((x, j) => (j === i ? next : x)))}
          onRemove={() => set(rule.all.filter((_, j) => j !== i))}
        />
      ))}
      <Group gap="xs">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} />} disabled={rule.all.length >= 10}>
              {t('conditions.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SEGMENT_CONDITION_KINDS.map((k) => (
              <Menu.Item key={k} onClick={() => set([...rule.all, blank(k)])}>
                {t(`conditions.kinds.${k}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          loading={busy}
          onClick={() =>
            void run(async () => {
              setPreview(await client.call(api.previewSegment, { body: { rule: cleaned(rule) } }));
            })
          }
        >
          {t('preview.button')}
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {preview && (
        <Paper withBorder p="sm" data-testid="segment-preview">
          <Group gap="xs" mb="xs">
            <Badge size="lg">{t('preview.count', { count: preview.count })}</Badge>
            <Badge size="lg" variant="light" color="teal">
              {t('preview.sms', { count: preview.smsReachable })}
            </Badge>
            <Badge size="lg" variant="light" color="grape">
              {t('preview.email', { count: preview.emailReachable })}
            </Badge>
          </Group>
          {preview.customers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('preview.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('preview.name')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('preview.phone')}</Table.Th>
                    <Table.Th>{t('preview.consents')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.customers.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{c.displayName}</Table.Td>
                      <Table.Td visibleFrom="sm">{c.phone ?? '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {c.consentSms && <Badge size="xs">{t('campaigns.sms')}</Badge>}
                          {c.consentEmail && <Badge size="xs">{t('campaigns.email')}</Badge>}
                          {!c.consentSms && !c.consentEmail && '—'}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
      {!initial && (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('segments.name')}
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button
            variant="light"
            disabled={!name.trim()}
            loading={busy}
            onClick={() =>
              void run(async () => {
                const s = await client.call(api.createSegment, { body: { name, rule: cleaned(rule) } });
                await qc.invalidateQueries({ queryKey: ['marketing'] });
                notify.success({ title: t('title'), message: t('segments.saved', { name: s.name }) });
                setName('');
              })
            }
          >
            {t('segments.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
