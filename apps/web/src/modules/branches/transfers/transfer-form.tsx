import {
  transfersContract as api,
  manilaDate,
  type PoProductOption,
  type TransferLocationOption,
  type TransferSlip,
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
import { ApiError, api as client } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import {
  bestUnit,
  formatQty,
  parseQtyMilli,
  qtyText,
  toBaseMilli,
  type UnitChoice,
  unitsOf,
} from './transfer-qty.ts';
import { useTransfersT } from './transfers.i18n.ts';
import { productsById, transfersQueries } from './transfers.queries.ts';

interface Line {
  key: string;
  productId: string;
  name: string;
  sku: string;
  baseUnit: string;
  units: UnitChoice[];
  unitCode: string;
  qty: string;
}

let keys = 0;
function lineOf(
  p: Pick<PoProductOption, 'id' | 'name' | 'sku' | 'baseUnit' | 'units'>,
  milli?: number,
): Line {
  const units = unitsOf(p);
  // A new line starts in the product's largest unit (a sack); a known quantity in the largest whole one.
  const unit = milli ? bestUnit(units, milli) : (units.at(-1) ?? units[0]!);
  return {
    key: `t${++keys}`,
    productId: p.id,
    name: p.name,
    sku: p.sku,
    baseUnit: p.baseUnit,
    units,
    unitCode: unit.code,
    qty: milli ? qtyText((milli * 1000) / unit.baseMilliPerUnit) : '1',
  };
}

const placeLabel = (l: TransferLocationOption) => `${l.name} · ${l.branchName}`;

/**
 * A new transfer slip, or the change of a draft or requested one: from and to, dates, vehicle and
 * driver, and the products with their quantities in the unit the person counts in (sacks, kg…).
 */
export function TransferForm({
  slip,
  lowStockTo,
  onSaved,
  onCancel,
}: {
  slip?: TransferSlip;
  lowStockTo?: string | undefined;
  onSaved: (slip: TransferSlip) => void;
  onCancel: () => void;
}) {
  const t = useTransfersT();
  const qc = useQueryClient();
  const options = useQuery(transfersQueries.options());
  const [fromId, setFromId] = useState<string | null>(slip?.fromLocationId ?? null);
  const [toId, setToId] = useState<string | null>(slip?.toLocationId ?? lowStockTo ?? null);
  const [transferDate, setTransferDate] = useState(slip?.transferDate ?? manilaDate(new Date()));
  const [expected, setExpected] = useState(slip?.expectedDeliveryDate ?? '');
  const [vehicle, setVehicle] = useState(slip?.vehicleInfo ?? '');
  const [driver, setDriver] = useState(slip?.driverInfo ?? '');
  const [notes, setNotes] = useState(slip?.notes ?? '');
  const [lines, setLines] = useState<Line[]>([]);
  const [version, setVersion] = useState(slip?.version ?? 1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 200);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [lowStockNote, setLowStockNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const seeded = useRef(false);

  // Lines to start from: the slip's own (a change), or what the destination lacks (from low stock).
  useEffect(() => {
    if (seeded.current || !options.data) return;
    seeded.current = true;
    const start = async () => {
      if (slip) {
        const byId = await productsById(slip.lines.map((l) => l.productId));
        setLines(
          slip.lines.map((l) =>
            lineOf(
              byId.get(l.productId) ?? {
                id: l.productId,
                name: l.productName,
                sku: l.sku,
                baseUnit: l.baseUnit,
                units: [],
              },
              l.requestedMilli,
            ),
          ),
        );
      } else if (lowStockTo) {
        const where = options.data.toLocations.find((l) => l.id === lowStockTo);
        const low = await client.call(api.transferLowStock, { query: { toLocationId: lowStockTo } });
        const name = where ? placeLabel(where) : '';
        // Send from the location of mine that holds the most of what is short here; list what it holds.
        const mine = new Set(options.data.fromLocations.map((l) => l.id));
        const holds = new Map<string, number>();
        for (const i of low.items)
          for (const a of i.availableAt)
            if (mine.has(a.locationId) && a.locationId !== lowStockTo && a.qtyMilli > 0)
              holds.set(a.locationId, (holds.get(a.locationId) ?? 0) + 1);
        const source = [...holds.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
        const wanted = low.items
          .filter((i) => i.suggestedMilli > 0)
          .filter((i) => !source || i.availableAt.some((a) => a.locationId === source && a.qtyMilli > 0))
          .slice(0, 200);
        if (wanted.length === 0) {
          setLowStockNote(t('form.lowStockNone', { location: name }));
          return;
        }
        const byId = await productsById(wanted.map((i) => i.productId));
        setLines(
          wanted.map((i) =>
            lineOf(byId.get(i.productId) ?? { ...i, id: i.productId, units: [] }, i.suggestedMilli),
          ),
        );
        if (source) setFromId((prev) => prev ?? source);
        setLowStockNote(t('form.lowStock', { location: name }));
      }
    };
    void start().catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [options.data, slip, lowStockTo, t]);

  const found = useQuery(transfersQueries.products(q));
  // A field's message goes as soon as the person changes that field.
  const fix = (...fields: string[]) =>
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !fields.includes(k))));
  const set = (key: string, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const save = async (submit: boolean, e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setError(null);
    const f: Record<string, string> = {};
    if (!fromId) f.fromLocationId = t('form.needFrom');
    if (!toId) f.toLocationId = t('form.needTo');
    if (fromId && toId && fromId === toId) f.toLocationId = t('form.sameLocation');
    if (!transferDate) f.transferDate = t('form.needDate');
    if (expected && transferDate && expected < transferDate)
      f.expectedDeliveryDate = t('form.expectedBefore');
    const parsed = lines.map((l) => {
      const qty = parseQtyMilli(l.qty);
      const unit = l.units.find((u) => u.code === l.unitCode) ?? l.units[0]!;
      return qty === null ? null : toBaseMilli(qty, unit);
    });
    parsed.forEach((m, i) => {
      if (m === null) f[`lines.${i}.requestedMilli`] = t('form.badQty');
    });
    if (lines.length === 0) f.lines = t('form.noLines');
    setProblems(f);
    if (Object.keys(f).length > 0 || !fromId || !toId) return;
    const body = {
      fromLocationId: fromId,
      toLocationId: toId,
      transferDate,
      expectedDeliveryDate: expected || null,
      vehicleInfo: vehicle.trim() || null,
      driverInfo: driver.trim() || null,
      notes: notes.trim() || null,
      lines: lines.map((l, i) => ({ productId: l.productId, requestedMilli: parsed[i]! })),
    };
    setBusy(submit ? 'submit' : 'draft');
    try {
      let saved: TransferSlip;
      if (slip) {
        saved = await client.call(api.updateTransfer, {
          params: { id: slip.id },
          body: { ...body, version },
        });
        if (submit && saved.status === 'draft')
          saved = await client.call(api.requestTransfer, {
            params: { id: saved.id },
            body: { version: saved.version },
          });
      } else
        saved = await client.call(api.createTransfer, {
          body: { ...body, submit, source: lowStockTo ? 'low_stock' : 'manual' },
        });
      await qc.invalidateQueries({ queryKey: ['transfers'] });
      notify.success({
        title: t('title'),
        message: t(submit ? 'form.submitted' : 'form.saved', { transferNo: saved.transferNo }),
      });
      onSaved(saved);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'DOCUMENT_CHANGED' && slip) {
        const fresh = await client.call(api.getTransfer, { params: { id: slip.id } });
        setVersion(fresh.version);
        setError(t('form.stale'));
      } else {
        setProblems(err.fields);
        setError(err.hasFieldErrors ? null : err.message);
      }
    } finally {
      setBusy(null);
    }
  };

  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (options.isPending) return <Loader />;
  const inList = new Set(lines.map((l) => l.productId));
  // Grouped by branch. Goods may come from any branch's location (a request to another branch); the server
  // refuses a slip that neither comes from nor goes to a branch of the person's.
  const byPlace = (ls: TransferLocationOption[]) => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const l of ls)
      groups.set(l.branchName, [...(groups.get(l.branchName) ?? []), { value: l.id, label: placeLabel(l) }]);
    return [...groups.entries()].map(([group, items]) => ({ group, items }));
  };
  return (
    <form onSubmit={(e) => void save(true, e)} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {slip ? t('form.editTitle', { transferNo: slip.transferNo }) : t('form.newTitle')}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {lowStockNote && <Alert color="blue">{lowStockNote}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.from')}
            placeholder={t('form.choose')}
            data={byPlace(options.data.toLocations)}
            value={fromId}
            onChange={(v) => {
              setFromId(v);
              fix('fromLocationId', 'toLocationId');
            }}
            searchable
            required
            error={problems.fromLocationId}
          />
          <Select
            label={t('form.to')}
            placeholder={t('form.choose')}
            data={byPlace(options.data.toLocations)}
            value={toId}
            onChange={(v) => {
              setToId(v);
              fix('toLocationId');
            }}
            searchable
            required
            error={problems.toLocationId}
          />
          <TextInput
            type="date"
            label={t('form.transferDate')}
            value={transferDate}
            onChange={(e) => setTransferDate(e.currentTarget.value)}
            required
            error={problems.transferDate}
          />
          <TextInput
            type="date"
            label={t('form.expected')}
            value={expected}
            onChange={(e) => setExpected(e.currentTarget.value)}
            error={problems.expectedDeliveryDate}
          />
          <TextInput
            label={t('form.vehicle')}
            placeholder={t('form.vehiclePlaceholder')}
            value={vehicle}
            onChange={(e) => setVehicle(e.currentTarget.value)}
            maxLength={200}
            error={problems.vehicleInfo}
          />
          <TextInput
            label={t('form.driver')}
            value={driver}
            onChange={(e) => setDriver(e.currentTarget.value)}
            maxLength={200}
            error={problems.driverInfo}
          />
        </SimpleGrid>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('form.lines')}
            </Title>
            <Select
              label={t('form.addProduct')}
              placeholder={t('form.addProductPlaceholder')}
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
                fix('lines');
                setSearch('');
              }}
              nothingFoundMessage={found.isFetching ? '…' : undefined}
              error={problems.lines}
            />
            {lines.map((l, i) => (
              <Paper key={l.key} withBorder p="xs" data-testid="transfer-line">
                {/* One row on a wide screen (a long slip from low stock stays readable); stacked on a phone. */}
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <div style={{ flex: '1 1 220px', minWidth: 0, alignSelf: 'center' }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {l.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {l.sku}
                    </Text>
                  </div>
                  <TextInput
                    label={t('form.qty')}
                    inputMode="decimal"
                    value={l.qty}
                    onChange={(e) => {
                      set(l.key, { qty: e.currentTarget.value });
                      fix(`lines.${i}.requestedMilli`);
                    }}
                    error={problems[`lines.${i}.requestedMilli`]}
                    style={{ flex: '1 1 100px', maxWidth: 160 }}
                  />
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
                    onChange={(code) => code && set(l.key, { unitCode: code })}
                    style={{ flex: '1 1 120px', maxWidth: 180 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={t('form.remove', { name: l.name })}
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
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
          {(!slip || slip.status === 'draft') && (
            <Button variant="light" loading={busy === 'draft'} onClick={() => void save(false)}>
              {t('form.saveDraft')}
            </Button>
          )}
          <Button type="submit" loading={busy === 'submit'}>
            {slip && slip.status !== 'draft' ? t('form.saveChanges') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
