import {
  purchaseOrdersContract as api,
  formatPeso,
  locationLabeller,
  type PoInput,
  type PoProductOption,
  type PurchaseOrder,
  poLineCentavos,
  unitCostFromBase,
} from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso, pesoText } from '../../lib/peso-text.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { formatQty } from './po-status-badge.tsx';
import { usePurchasesT } from './purchases.i18n.ts';
import { purchasesQueries } from './purchases.queries.ts';

interface Line {
  key: string;
  productId: string;
  name: string;
  sku: string;
  baseUnit: string;
  units: { code: string; baseMilliPerUnit: number }[];
  baseCostCentavos: number;
  stockMilli: number | null;
  supplierSku: string | null;
  unitCode: string;
  qty: string;
  cost: string;
}

const unitsOf = (p: { baseUnit: string; units: { code: string; baseMilliPerUnit: number }[] }) => [
  { code: p.baseUnit, baseMilliPerUnit: 1000 },
  ...p.units.filter((u) => u.code !== p.baseUnit),
];

/** The largest unit that holds the quantity whole (sacks for 500 kg of 50-kg sacks), else the base. */
function bestUnit(p: PoProductOption, milli: number) {
  const whole = unitsOf(p)
    .filter((u) => milli % u.baseMilliPerUnit === 0)
    .sort((a, b) => b.baseMilliPerUnit - a.baseMilliPerUnit);
  return whole[0] ?? { code: p.baseUnit, baseMilliPerUnit: 1000 };
}

let keys = 0;
function lineOf(p: PoProductOption, milli?: number): Line {
  const unit = milli
    ? bestUnit(p, milli)
    : (unitsOf(p).at(-1) ?? { code: p.baseUnit, baseMilliPerUnit: 1000 });
  return {
    key: `l${++keys}`,
    productId: p.id,
    name: p.name,
    sku: p.sku,
    baseUnit: p.baseUnit,
    units: unitsOf(p),
    baseCostCentavos: p.baseCostCentavos,
    stockMilli: p.stockMilli,
    supplierSku: p.supplierSku,
    unitCode: unit.code,
    qty: milli ? formatQty((milli * 1000) / unit.baseMilliPerUnit).replace(/,/g, '') : '1',
    cost: pesoText(unitCostFromBase(p.baseCostCentavos, unit.baseMilliPerUnit)),
  };
}

const qtyMilliOf = (text: string) => {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{0,3})?$/.test(clean)) return null;
  const n = Math.round(Number(clean) * 1000);
  return n > 0 ? n : null;
};

/**
 * The order form (new or a change of a draft or submitted order): supplier, delivery location and date,
 * and lines — product search (arrows and Enter), unit, quantity, cost — with the running total.
 */
export function PurchaseOrderForm({
  po,
  initialSupplierId,
  fromReorder,
  onSaved,
  onCancel,
}: {
  po?: PurchaseOrder;
  initialSupplierId?: string | undefined;
  fromReorder?: boolean;
  onSaved: (po: PurchaseOrder) => void;
  onCancel: () => void;
}) {
  const t = usePurchasesT();
  const qc = useQueryClient();
  const options = useQuery(purchasesQueries.formOptions());
  const [supplierId, setSupplierId] = useState<string | null>(po?.supplierId ?? initialSupplierId ?? null);
  const [locationId, setLocationId] = useState<string | null>(po?.locationId ?? null);
  const [expected, setExpected] = useState(po?.expectedDate ?? '');
  const [notes, setNotes] = useState(po?.notes ?? '');
  const [lines, setLines] = useState<Line[]>([]);
  const [version, setVersion] = useState(po?.version ?? 1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 200);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seeded = useRef(false);

  // Lines to start from: the order's own (a change), or the reorder suggestions for this supplier.
  useEffect(() => {
    if (seeded.current) return;
    const start = async () => {
      if (po) {
        const ids = [...new Set(po.lines.map((l) => l.productId))].join(',');
        const found = await client.call(api.productOptions, { query: { ids, supplierId: po.supplierId } });
        const byId = new Map(found.items.map((p) => [p.id, p]));
        setLines(
          po.lines.map((l) => {
            const p = byId.get(l.productId);
            return {
              key: `l${++keys}`,
              productId: l.productId,
              name: l.productName,
              sku: l.sku,
              baseUnit: l.baseUnit,
              units: p ? unitsOf(p) : [{ code: l.unitCode, baseMilliPerUnit: l.baseMilliPerUnit }],
              baseCostCentavos: p?.baseCostCentavos ?? 0,
              stockMilli: p?.stockMilli ?? null,
              supplierSku: p?.supplierSku ?? null,
              unitCode: l.unitCode,
              qty: formatQty((l.orderedMilli * 1000) / l.baseMilliPerUnit).replace(/,/g, ''),
              cost: pesoText(l.unitCostCentavos),
            };
          }),
        );
      } else if (fromReorder && initialSupplierId) {
        const groups = await client.call(api.reorderSuggestions, {});
        const g = groups.items.find((x) => x.supplierId === initialSupplierId);
        if (!g) return;
        const found = await client.call(api.productOptions, {
          query: { ids: g.items.map((i) => i.productId).join(','), supplierId: initialSupplierId },
        });
        const byId = new Map(found.items.map((p) => [p.id, p]));
        setLines(
          g.items.flatMap((i) => {
            const p = byId.get(i.productId);
            return p && i.suggestedMilli > 0 ? [lineOf(p, i.suggestedMilli)] : [];
          }),
        );
      }
    };
    seeded.current = true;
    void start();
  }, [po, fromReorder, initialSupplierId]);

  const found = useQuery({
    ...purchasesQueries.products({ ...(q ? { q } : {}), ...(supplierId ? { supplierId } : {}) }),
    enabled: Boolean(supplierId),
  });

  const set = (key: string, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const priced = lines.map((l) => {
    const qtyMilli = qtyMilliOf(l.qty);
    const cost = parsePeso(l.cost);
    return {
      l,
      qtyMilli,
      cost,
      amount: qtyMilli !== null && cost !== null ? poLineCentavos(qtyMilli, cost) : 0,
    };
  });
  const total = priced.reduce((s, p) => s + p.amount, 0);
  const threshold = options.data?.adminApprovalAboveCentavos ?? null;
  const location = locationId ?? options.data?.locations.find((l) => l.isMain)?.id ?? null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const f: Record<string, string> = {};
    if (!supplierId) f.supplierId = t('form.supplierPlaceholder');
    priced.forEach((p, i) => {
      if (p.qtyMilli === null) f[`lines.${i}.qtyMilli`] = t('form.badQty');
      if (p.cost === null) f[`lines.${i}.unitCostCentavos`] = t('form.badCost');
    });
    if (lines.length === 0) f.lines = t('form.noLines');
    setProblems(f);
    if (Object.keys(f).length > 0 || !supplierId) return;
    const body: PoInput = {
      supplierId,
      ...(location ? { locationId: location } : {}),
      expectedDate: expected || null,
      notes: notes.trim() || null,
      lines: priced.map((p) => ({
        productId: p.l.productId,
        unitCode: p.l.unitCode,
        qtyMilli: p.qtyMilli!,
        unitCostCentavos: p.cost!,
      })),
    };
    setBusy(true);
    try {
      const saved = po
        ? await client.call(api.updatePurchaseOrder, { params: { id: po.id }, body: { ...body, version } })
        : await client.call(api.createPurchaseOrder, { body });
      await qc.invalidateQueries({ queryKey: ['purchases'] });
      notify.success({ title: t('title'), message: t('form.saved', { poNo: saved.poNo }) });
      onSaved(saved);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'DOCUMENT_CHANGED' && po) {
        const fresh = await client.call(api.getPurchaseOrder, { params: { id: po.id } });
        setVersion(fresh.version);
        setError(t('form.stale'));
      } else {
        setProblems(err.fields);
        setError(Object.keys(err.fields).length ? null : err.message);
      }
    } finally {
      setBusy(false);
    }
  };

  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (options.isPending) return <Loader />;
  const inList = new Set(lines.map((l) => l.productId));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2}>{po ? t('form.editTitle', { poNo: po.poNo }) : t('form.newTitle')}</Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('form.supplier')}
            placeholder={t('form.supplierPlaceholder')}
            data={options.data.suppliers.map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId}
            onChange={setSupplierId}
            searchable
            required
            error={problems.supplierId}
            data-autofocus
            autoFocus={!po && !initialSupplierId}
          />
          <Select
            label={t('form.location')}
            data={options.data.locations.map((l) => ({
              value: l.id,
              label: locationLabeller(options.data.locations)(l),
            }))}
            value={location}
            onChange={setLocationId}
            allowDeselect={false}
            error={problems.locationId}
          />
          <TextInput
            type="date"
            label={t('form.expected')}
            value={expected}
            onChange={(e) => setExpected(e.currentTarget.value)}
            error={problems.expectedDate}
          />
        </SimpleGrid>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={4}>{t('form.lines')}</Title>
            <Select
              label={t('form.addProduct')}
              placeholder={supplierId ? t('form.addProductPlaceholder') : t('form.chooseSupplierFirst')}
              disabled={!supplierId}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: o }) => o}
              value={null}
              data={(found.data?.items ?? [])
                .filter((p) => !inList.has(p.id))
                .map((p) => ({ value: p.id, label: `${p.name} · ${p.sku}` }))}
              onChange={(id) => {
                const p = found.data?.items.find((x) => x.id === id);
                if (p) setLines((ls) => [...ls, lineOf(p)]);
                setSearch('');
              }}
              nothingFoundMessage={found.isFetching ? '…' : undefined}
              error={problems.lines}
            />
            {lines.map((l, i) => (
              <Paper key={l.key} withBorder p="xs" data-testid="po-line">
                <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {l.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {l.sku}
                      {l.supplierSku ? ` · ${t('form.supplierSku', { sku: l.supplierSku })}` : ''}
                      {l.stockMilli !== null
                        ? ` · ${t('form.stock', { qty: formatQty(l.stockMilli), unit: l.baseUnit })}`
                        : ''}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('form.remove', { name: l.name })}
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  <Select
                    label={t('form.unit')}
                    data={l.units.map((u) => ({
                      value: u.code,
                      label:
                        u.baseMilliPerUnit === 1000
                          ? u.code
                          : `${u.code} (${formatQty(u.baseMilliPerUnit)} ${l.baseUnit})`,
                    }))}
                    value={l.unitCode}
                    allowDeselect={false}
                    onChange={(code) => {
                      const u = l.units.find((x) => x.code === code);
                      if (u)
                        set(l.key, {
                          unitCode: u.code,
                          cost: pesoText(unitCostFromBase(l.baseCostCentavos, u.baseMilliPerUnit)),
                        });
                    }}
                    error={problems[`lines.${i}.unitCode`]}
                  />
                  <TextInput
                    label={t('form.qty')}
                    inputMode="decimal"
                    value={l.qty}
                    onChange={(e) => set(l.key, { qty: e.currentTarget.value })}
                    error={problems[`lines.${i}.qtyMilli`]}
                  />
                  <TextInput
                    label={t('form.cost')}
                    inputMode="decimal"
                    value={l.cost}
                    onChange={(e) => set(l.key, { cost: e.currentTarget.value })}
                    error={problems[`lines.${i}.unitCostCentavos`]}
                  />
                  <Stack gap={0} justify="flex-end">
                    <Text size="sm" c="dimmed">
                      {t('form.amount')}
                    </Text>
                    <Text fw={600} ta="right">
                      {formatPeso(priced[i]?.amount ?? 0)}
                    </Text>
                  </Stack>
                </SimpleGrid>
              </Paper>
            ))}
            <Group justify="flex-end">
              <Text fw={700} data-testid="po-total">
                {t('form.total')}: {formatPeso(total)}
              </Text>
            </Group>
            {threshold !== null && total > threshold && (
              <Text size="sm" c="orange">
                {t('form.aboveThreshold', { amount: formatPeso(threshold) })}
              </Text>
            )}
          </Stack>
        </Paper>
        <Textarea
          label={t('form.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          error={problems.notes}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {po ? t('form.saveChanges') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
