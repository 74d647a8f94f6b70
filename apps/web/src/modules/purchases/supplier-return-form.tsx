import { receivingContract as api, formatPeso, locationLabeller } from '@fbms/domain';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useReceivingT } from './receiving.i18n.ts';
import { receivingQueries } from './receiving.queries.ts';

/** "Return to supplier": one product (by lot) going back, with the reason; a debit memo on the payables. */
export function ReturnButton({
  supplierId,
  rvId,
  variant = 'default',
}: {
  supplierId?: string;
  rvId?: string;
  variant?: string;
}) {
  const t = useReceivingT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {rvId ? t('page.returnFromThis') : t('returnGoods')}
      </Button>
      {open && <ReturnModal supplierId={supplierId} rvId={rvId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReturnModal({
  supplierId: fixedSupplier,
  rvId,
  onClose,
}: {
  supplierId?: string | undefined;
  rvId?: string | undefined;
  onClose: () => void;
}) {
  const t = useReceivingT();
  const qc = useQueryClient();
  const [id] = useState(() => crypto.randomUUID());
  const options = useQuery(receivingQueries.options());
  const [supplierId, setSupplierId] = useState(fixedSupplier ?? '');
  const [reason, setReason] = useState('');
  const [search, setSearch] = useState('');
  const products = useQuery(receivingQueries.products(search, supplierId || undefined));
  const [product, setProduct] = useState<{ id: string; name: string; baseUnit: string } | null>(null);
  // A return from a delivery leaves its location (the server's); else the person's default, or the one chosen.
  const [locationId, setLocationId] = useState<string | null>(null);
  const locations = rvId ? [] : (options.data?.locations ?? []);
  const stock = useQuery(receivingQueries.returnableStock(product?.id ?? '', locationId));
  const [lotKey, setLotKey] = useState<string | null>(null);
  const [qty, setQty] = useState<number | string>('');
  const [cost, setCost] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const lots = stock.data?.items ?? [];
  const chosenLot =
    lots.find((l) => (l.lotId ?? 'none') === lotKey) ?? (lots.length === 1 ? lots[0] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!product) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const r = await client.call(api.createReturn, {
        body: {
          id,
          supplierId,
          rvId: rvId ?? null,
          ...(locationId ? { locationId } : {}),
          reason,
          lines: [
            {
              productId: product.id,
              lotId: chosenLot?.lotId ?? null,
              qtyMilli: Math.round(Number(qty) * 1000),
              unitCostCentavos: cost === '' ? null : Math.round(Number(cost) * 100),
            },
          ],
        },
      });
      await qc.invalidateQueries({ queryKey: ['purchases'] });
      notify.success({
        title: t('ret.title'),
        message: t('ret.done', { number: r.returnNo, amount: formatPeso(r.totalCentavos) }),
      });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields({ ...err.fields });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('ret.title')} size="lg">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          {error && <Alert color="red">{error}</Alert>}
          <Select
            label={t('ret.supplier')}
            searchable
            required
            disabled={Boolean(fixedSupplier)}
            data={(options.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId || null}
            onChange={(v) => setSupplierId(v ?? '')}
            error={fields.supplierId}
          />
          {locations.length > 1 && (
            <Select
              label={t('ret.location')}
              data={locations.map((l) => ({ value: l.id, label: locationLabeller(locations)(l) }))}
              value={locationId ?? options.data?.mainLocationId ?? null}
              onChange={(v) => {
                setLocationId(v);
                setLotKey(null);
              }}
              allowDeselect={false}
              error={fields.locationId}
            />
          )}
          <Select
            label={t('ret.product')}
            searchable
            required
            searchValue={search}
            onSearchChange={setSearch}
            placeholder={t('form.addProductPlaceholder')}
            data={(products.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.sku})` }))}
            value={product?.id ?? null}
            onChange={(v) => {
              const p = products.data?.items.find((x) => x.id === v);
              setProduct(p ? { id: p.id, name: p.name, baseUnit: p.baseUnit } : null);
              setLotKey(null);
            }}
            filter={({ options: o }) => o}
          />
          {product && (
            <Select
              label={t('ret.lot')}
              required
              data={lots.map((l) => ({
                value: l.lotId ?? 'none',
                label: `${l.lotNumber ?? t('ret.noLot')}${l.expiryDate ? ` (${l.expiryDate})` : ''} — ${t('ret.inStock', { qty: `${l.qtyMilli / 1000} ${product.baseUnit}` })}`,
              }))}
              value={chosenLot ? (chosenLot.lotId ?? 'none') : lotKey}
              onChange={setLotKey}
              error={fields['lines.0.lotId']}
            />
          )}
          <Group grow align="flex-start">
            <NumberInput
              label={t('ret.qty', { unit: product?.baseUnit ?? '' })}
              required
              min={0}
              decimalScale={3}
              value={qty}
              onChange={setQty}
              error={fields['lines.0.qtyMilli']}
            />
            <NumberInput
              label={t('ret.unitCost', { unit: product?.baseUnit ?? '' })}
              min={0}
              decimalScale={2}
              value={cost}
              onChange={setCost}
            />
          </Group>
          <TextInput
            label={t('ret.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={fields.reason}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!product || !supplierId}>
              {t('ret.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
