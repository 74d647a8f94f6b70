import {
  receivingContract as api,
  DISCREPANCIES,
  type Discrepancy,
  formatPeso,
  inputVatOf,
  locationLabeller,
  type OpenOrder,
  receivingLineCentavos,
} from '@fbms/domain';
import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useReceivingT } from './receiving.i18n.ts';
import { receivingQueries } from './receiving.queries.ts';

type Unit = { code: string; baseMilliPerUnit: number };
interface FormLine {
  key: string;
  poLineId: string | null;
  productId: string;
  productName: string;
  isLotTracked: boolean;
  units: Unit[];
  unitCode: string;
  /** In units of unitCode, as typed. */
  good: number | string;
  damaged: number | string;
  /** Pesos per unit, as typed. */
  cost: number | string;
  lotNumber: string;
  expiryDate: string;
  discrepancy: Discrepancy;
  discrepancyNote: string;
  note: string | null;
}

const NO_PO = 'none';
const num = (v: number | string) => (v === '' ? 0 : Number(v));
const factorOf = (l: FormLine) => l.units.find((u) => u.code === l.unitCode)?.baseMilliPerUnit ?? 1000;
const qty = (milli: number, unit: Unit) => `${milli / unit.baseMilliPerUnit} ${unit.code}`;

const newRoute = getRouteApi('/authed/frame/purchases/receiving/new');

/** /purchases/receiving/new: a delivery against an open order (lines prefilled with what is still to come) or without one. */
export function ReceivingForm() {
  const t = useReceivingT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const orders = useQuery(receivingQueries.openOrders());
  const options = useQuery(receivingQueries.options());
  const { poId: askedPo } = newRoute.useSearch();
  const [source, setSource] = useState<string | null>(null);
  const [supplierId, setSupplierId] = useState('');
  const [locationId, setLocationId] = useState<string | null>(null);
  const [invoiceNo, setInvoiceNo] = useState('');
  const [invoiceDate, setInvoiceDate] = useState('');
  const [freight, setFreight] = useState<number | string>('');
  const [other, setOther] = useState<number | string>('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<FormLine[]>([]);
  const [search, setSearch] = useState('');
  const products = useQuery(receivingQueries.products(search, supplierId || undefined));
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // The order the address names (?poId=, from the order's page), once the open orders are in.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !askedPo || !orders.data) return;
    setPrefilled(true);
    if (orders.data.items.some((o) => o.id === askedPo)) chooseSource(askedPo);
  });
  if (orders.isError) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (orders.isPending || options.isPending) return <Loader />;
  const order = orders.data.items.find((o) => o.id === source) ?? null;
  const supplier = options.data.suppliers.find((s) => s.id === (order?.supplierId ?? supplierId));

  // Function declarations (hoisted): the address's order is chosen from an effect above the early returns.
  function chooseSource(v: string | null) {
    setSource(v);
    const o = orders.data?.items.find((x) => x.id === v);
    if (o) {
      setSupplierId(o.supplierId);
      setLocationId(o.locationId);
      setLines(o.lines.filter((l) => l.orderedMilli > l.receivedMilli).map(fromOrder));
    } else setLines([]);
  }
  function fromOrder(l: OpenOrder['lines'][number]): FormLine {
    return {
      key: l.id,
      poLineId: l.id,
      productId: l.productId,
      productName: l.productName,
      isLotTracked: l.isLotTracked,
      units: l.units.some((u) => u.code === l.unitCode)
        ? l.units
        : [...l.units, { code: l.unitCode, baseMilliPerUnit: l.baseMilliPerUnit }],
      unitCode: l.unitCode,
      good: (l.orderedMilli - l.receivedMilli) / l.baseMilliPerUnit,
      damaged: '',
      cost: l.unitCostCentavos / 100,
      lotNumber: '',
      expiryDate: '',
      discrepancy: 'none',
      discrepancyNote: '',
      note: t('form.ordered', {
        ordered: qty(l.orderedMilli, { code: l.unitCode, baseMilliPerUnit: l.baseMilliPerUnit }),
        received: qty(l.receivedMilli, { code: l.unitCode, baseMilliPerUnit: l.baseMilliPerUnit }),
      }),
    };
  }
  const addProduct = (productId: string | null) => {
    const p = products.data?.items.find((x) => x.id === productId);
    if (!p) return;
    const unit = [...p.units].sort((a, b) => b.baseMilliPerUnit - a.baseMilliPerUnit)[0]!;
    const perBase = p.lastCostCentavos ?? p.costCentavos;
    const gross = supplier?.vatRegistered ? Math.round((perBase * 112) / 100) : perBase;
    setLines([
      ...lines,
      {
        key: crypto.randomUUID(),
        poLineId: null,
        productId: p.id,
        productName: p.name,
        isLotTracked: p.isLotTracked,
        units: p.units,
        unitCode: unit.code,
        good: '',
        damaged: '',
        cost: Math.round((gross * unit.baseMilliPerUnit) / 1000) / 100,
        lotNumber: '',
        expiryDate: '',
        discrepancy: 'none',
        discrepancyNote: '',
        note: null,
      },
    ]);
    setSearch('');
  };
  const set = (key: string, patch: Partial<FormLine>) =>
    setLines(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const amounts = lines.map((l) =>
    receivingLineCentavos(Math.round(num(l.good) * factorOf(l)), factorOf(l), Math.round(num(l.cost) * 100)),
  );
  const goods = amounts.reduce((s, a) => s + a, 0);
  const total = goods + Math.round(num(freight) * 100) + Math.round(num(other) * 100);
  const vat = amounts.reduce((s, a) => s + inputVatOf(a, supplier?.vatRegistered ?? false), 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const r = await client.call(api.createVoucher, {
        body: {
          id,
          supplierId: order?.supplierId ?? supplierId,
          poId: order?.id ?? null,
          locationId,
          supplierInvoiceNo: invoiceNo || null,
          supplierInvoiceDate: invoiceDate || null,
          freightCentavos: Math.round(num(freight) * 100),
          otherCostsCentavos: Math.round(num(other) * 100),
          notes: notes || null,
          lines: lines.map((l) => ({
            poLineId: l.poLineId,
            productId: l.productId,
            unitCode: l.unitCode,
            receivedMilli: Math.round(num(l.good) * factorOf(l)),
            damagedMilli: Math.round(num(l.damaged) * factorOf(l)),
            unitCostCentavos: Math.round(num(l.cost) * 100),
            discrepancy: l.discrepancy,
            discrepancyNote: l.discrepancyNote || null,
            lotNumber: l.isLotTracked ? l.lotNumber || null : null,
            expiryDate: l.isLotTracked ? l.expiryDate || null : null,
          })),
        },
      });
      await qc.invalidateQueries({ queryKey: ['purchases'] });
      notify.success({ title: t('form.title'), message: t('form.done', { number: r.rvNo }) });
      await navigate({ to: '/purchases/receiving/$rvId', params: { rvId: r.id } });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields({ ...err.fields });
    } finally {
      setBusy(false);
    }
  };

  const sourceData = [
    ...orders.data.items.map((o) => ({
      value: o.id,
      label: `${o.poNo} — ${o.supplierName}${o.expectedDate ? ` (${o.expectedDate})` : ''}`,
    })),
    { value: NO_PO, label: t('withoutPo') },
  ];
  const ready = source !== null && (order !== null || supplierId !== '');

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md" maw={1100}>
        <Title order={2}>{t('form.title')}</Title>
        {orders.data.items.length === 0 && <Alert color="blue">{t('form.noOpenOrders')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.source')}
            placeholder={t('form.sourcePlaceholder')}
            data={sourceData}
            value={source}
            onChange={chooseSource}
            searchable
            required
          />
          {source === NO_PO && (
            <Select
              label={t('form.supplier')}
              data={options.data.suppliers.map((s) => ({ value: s.id, label: s.name }))}
              value={supplierId || null}
              onChange={(v) => setSupplierId(v ?? '')}
              searchable
              required
              error={fields.supplierId}
            />
          )}
        </SimpleGrid>
        {ready && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <TextInput
                label={t('form.invoiceNo')}
                value={invoiceNo}
                onChange={(e) => setInvoiceNo(e.currentTarget.value)}
                error={fields.supplierInvoiceNo}
              />
              <TextInput
                type="date"
                label={t('form.invoiceDate')}
                value={invoiceDate}
                onChange={(e) => setInvoiceDate(e.currentTarget.value)}
                error={fields.supplierInvoiceDate}
              />
              <NumberInput
                label={t('form.freight')}
                min={0}
                decimalScale={2}
                value={freight}
                onChange={setFreight}
                error={fields.freightCentavos}
              />
              <NumberInput
                label={t('form.otherCosts')}
                min={0}
                decimalScale={2}
                value={other}
                onChange={setOther}
                error={fields.otherCostsCentavos}
              />
            </SimpleGrid>
            {options.data.locations.length > 1 && (
              <Select
                label={t('form.location')}
                data={options.data.locations.map((l) => ({
                  value: l.id,
                  label: locationLabeller(options.data.locations)(l),
                }))}
                value={locationId ?? options.data.mainLocationId}
                onChange={setLocationId}
                maw={360}
              />
            )}
            <Title order={4}>{t('form.lines')}</Title>
            <Text size="xs" c="dimmed">
              {t('form.vatNote')}
            </Text>
            {lines.length === 0 && <Text c="dimmed">{t('form.noLines')}</Text>}
            {lines.map((l, i) => (
              <Paper key={l.key} withBorder p="sm" data-testid="rv-line">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Text fw={600}>{l.productName}</Text>
                      {l.note && (
                        <Text size="xs" c="dimmed">
                          {l.note}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setLines(lines.filter((x) => x.key !== l.key))}
                    >
                      {t('form.remove')}
                    </Button>
                  </Group>
                  <SimpleGrid cols={{ base: 2, sm: 4 }}>
                    <NumberInput
                      label={t('form.good')}
                      min={0}
                      decimalScale={3}
                      value={l.good}
                      onChange={(v) => set(l.key, { good: v })}
                      error={fields[`lines.${i}.receivedMilli`]}
                    />
                    <NumberInput
                      label={t('form.damaged')}
                      min={0}
                      decimalScale={3}
                      value={l.damaged}
                      onChange={(v) =>
                        set(l.key, {
                          damaged: v,
                          discrepancy: num(v) > 0 && l.discrepancy === 'none' ? 'damaged' : l.discrepancy,
                        })
                      }
                    />
                    <Select
                      label={t('form.unit')}
                      data={l.units.map((u) => u.code)}
                      value={l.unitCode}
                      onChange={(v) => v && set(l.key, { unitCode: v })}
                      allowDeselect={false}
                      error={fields[`lines.${i}.unitCode`]}
                    />
                    <NumberInput
                      label={t('form.unitCost', { unit: l.unitCode })}
                      min={0}
                      decimalScale={2}
                      value={l.cost}
                      onChange={(v) => set(l.key, { cost: v })}
                      error={fields[`lines.${i}.unitCostCentavos`]}
                    />
                  </SimpleGrid>
                  {l.isLotTracked && (
                    <SimpleGrid cols={{ base: 2, sm: 4 }}>
                      <TextInput
                        label={t('form.lot')}
                        required
                        value={l.lotNumber}
                        onChange={(e) => set(l.key, { lotNumber: e.currentTarget.value })}
                        error={fields[`lines.${i}.lotNumber`]}
                      />
                      <TextInput
                        type="date"
                        label={t('form.expiry')}
                        required
                        value={l.expiryDate}
                        onChange={(e) => set(l.key, { expiryDate: e.currentTarget.value })}
                        error={fields[`lines.${i}.expiryDate`]}
                      />
                    </SimpleGrid>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Select
                      label={t('form.discrepancy')}
                      data={DISCREPANCIES.map((d) => ({ value: d, label: t(`disc.${d}`) }))}
                      value={l.discrepancy}
                      onChange={(v) => v && set(l.key, { discrepancy: v as Discrepancy })}
                      allowDeselect={false}
                    />
                    {l.discrepancy !== 'none' && (
                      <TextInput
                        label={t('form.discrepancyNote')}
                        value={l.discrepancyNote}
                        onChange={(e) => set(l.key, { discrepancyNote: e.currentTarget.value })}
                        error={fields[`lines.${i}.discrepancyNote`]}
                      />
                    )}
                  </SimpleGrid>
                  <Text size="sm" ta="right">
                    {formatPeso(amounts[i] ?? 0)}
                  </Text>
                </Stack>
              </Paper>
            ))}
            <Select
              label={t('form.addProduct')}
              placeholder={t('form.addProductPlaceholder')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={(products.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.sku})` }))}
              value={null}
              onChange={addProduct}
              filter={({ options: o }) => o}
              maw={480}
            />
            <TextInput
              label={t('form.notes')}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
            {error && <Alert color="red">{error}</Alert>}
            <Group justify="space-between">
              <Stack gap={0}>
                <Text size="sm">{t('form.goods', { amount: formatPeso(goods) })}</Text>
                <Text size="sm" c="dimmed">
                  {t('page.inputVat')}: {formatPeso(vat)}
                </Text>
                <Text fw={700}>{t('form.total', { amount: formatPeso(total) })}</Text>
              </Stack>
              <Group>
                <Button variant="default" onClick={() => void navigate({ to: '/purchases/receiving' })}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={busy} disabled={lines.length === 0}>
                  {t('form.save')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
