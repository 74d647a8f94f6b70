import { type AdjustmentInput, formatQty } from '@fbms/domain';
import {
  Button,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import {
  ADJUSTMENT_FIELD_OF,
  type AdjustmentFormValues,
  type TargetOption,
  targetOptions,
  toAdjustment,
  unitsOf,
} from './adjustment-form.ts';
import { type InventoryT, useInventoryT } from './inventory.i18n.ts';
import {
  adjustStock,
  locationsQuery,
  movementsKey,
  type Product,
  productStockQuery,
  productsKey,
  stockKey,
} from './inventory.queries.ts';
import { useStockWarnings } from './stock-warnings.ts';

/** Stock refusals that are about the quantity typed: shown under it, with what to do next. */
const QUANTITY_REFUSALS = [
  'INSUFFICIENT_STOCK',
  'NEGATIVE_STOCK',
  'INVALID_QUANTITY',
  'CONCURRENT_MODIFICATION',
] as const;
type QuantityRefusal = (typeof QUANTITY_REFUSALS)[number];
const isQuantityRefusal = (code: string): code is QuantityRefusal =>
  (QUANTITY_REFUSALS as readonly string[]).includes(code);

const MODES = ['add', 'subtract', 'set'] as const;

function targetLabel(o: TargetOption, unit: string, t: InventoryT) {
  const where = o.batchNumber
    ? t('adjust.targetBatch', { location: o.locationName, batch: o.batchNumber })
    : o.locationName;
  return o.qtyMilli === null
    ? t('adjust.targetNoStock', { location: o.locationName })
    : `${where} — ${formatQty(o.qtyMilli)} ${unit}`;
}

function AdjustFields({
  product,
  targets,
  onDone,
}: {
  product: Product;
  targets: TargetOption[];
  onDone: () => void;
}) {
  const t = useInventoryT();
  const queryClient = useQueryClient();
  const showWarnings = useStockWarnings();
  const base = product.baseUnit;
  const texts = {
    qtyInvalid: t('adjust.qtyInvalid'),
    notWhole: (unit: string) => t('adjust.notWhole', { unit, base }),
  };
  const form = useForm<AdjustmentFormValues>({
    initialValues: { target: targets[0]?.value ?? '', mode: 'add', qty: '', unitCode: base, reason: '' },
    validate: (values) => {
      const converted = toAdjustment(values, product, targets, texts);
      return converted.ok ? {} : converted.errors;
    },
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productsKey }),
      queryClient.invalidateQueries({ queryKey: stockKey(product.id) }),
      queryClient.invalidateQueries({ queryKey: movementsKey }),
    ]);

  const adjust = useMutation({
    mutationFn: (input: AdjustmentInput) => adjustStock(input),
    onSuccess: async (result) => {
      if (result.movementId === null)
        notify.info({
          title: t('adjust.unchangedTitle'),
          message: t('adjust.unchangedMessage', { qty: formatQty(result.newMilli), unit: base }),
        });
      else
        notify.success({
          title: t('adjust.doneTitle'),
          message: t('adjust.doneMessage', {
            name: product.name,
            from: formatQty(result.previousMilli),
            to: formatQty(result.newMilli),
            unit: base,
          }),
        });
      showWarnings(result.warnings);
      await refresh();
      onDone();
    },
    onError: (err) => {
      if (applyFieldErrors(form, err, ADJUSTMENT_FIELD_OF)) return;
      if (err instanceof ApiError && isQuantityRefusal(err.code)) {
        // The stock moved under us or was less than thought: show the server's numbers, and fresh ones.
        form.setFieldError('qty', `${err.message} ${t(`adjust.hints.${err.code}`)}`);
        void refresh();
        return;
      }
      notify.error({ title: t('adjust.failedTitle'), message: err.message });
    },
  });

  const submit = form.onSubmit((values) => {
    const converted = toAdjustment(values, product, targets, texts);
    if (converted.ok) adjust.mutate(converted.input);
  });
  const units = unitsOf(product);

  return (
    <form onSubmit={submit} noValidate aria-label={t('adjust.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('adjust.title')}
        </Title>
        <Select
          label={t('adjust.target')}
          data={targets.map((o) => ({ value: o.value, label: targetLabel(o, base, t) }))}
          allowDeselect={false}
          {...form.getInputProps('target')}
        />
        <Input.Wrapper label={t('adjust.mode')} error={form.errors.mode}>
          <SegmentedControl
            fullWidth
            data={MODES.map((m) => ({ value: m, label: t(`adjust.modes.${m}`) }))}
            value={form.values.mode}
            onChange={(m) => form.setFieldValue('mode', m as AdjustmentFormValues['mode'])}
          />
        </Input.Wrapper>
        <SimpleGrid cols={units.length > 1 ? 2 : 1} spacing="sm">
          <TextInput
            label={t('adjust.qty')}
            inputMode="decimal"
            rightSection={units.length > 1 ? undefined : base}
            rightSectionWidth={56}
            {...form.getInputProps('qty')}
          />
          {units.length > 1 && (
            <Select
              label={t('adjust.unit')}
              data={units.map((u) => ({
                value: u.code,
                label: u.code === base ? base : `${u.code} (${formatQty(u.baseMilliPerUnit)} ${base})`,
              }))}
              allowDeselect={false}
              {...form.getInputProps('unitCode')}
            />
          )}
        </SimpleGrid>
        <TextInput
          label={t('adjust.reason')}
          placeholder={t('adjust.reasonHint')}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={adjust.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            {t('adjust.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Adjust stock": add, subtract or set the count at one location (and batch), with a reason. */
export function AdjustStockForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const stock = useQuery(productStockQuery(product.id));
  const locations = useQuery(locationsQuery);
  const failed = stock.isError ? stock : locations.isError ? locations : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!stock.data || !locations.data) return <PageLoader />;
  return (
    <AdjustFields
      product={product}
      targets={targetOptions(product, stock.data, locations.data ?? [])}
      onDone={onDone}
    />
  );
}
