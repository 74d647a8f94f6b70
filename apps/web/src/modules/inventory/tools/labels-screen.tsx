import { catalogContract } from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { api } from '../../../lib/api.ts';
import { formatPeso } from '../../../lib/format.ts';
import type { Product } from '../inventory.queries.ts';
import classes from './labels.module.css';
import {
  barcodeBars,
  expandLabels,
  LABELS_PER_SHEET,
  type LabelChoice,
  labelChoices,
  MAX_COPIES,
  MAX_LABELS,
  totalLabels,
} from './labels.ts';
import { useToolsT } from './tools.i18n.ts';
import { BackToInventory } from './tools-nav.tsx';

interface Line {
  product: Product;
  choice: LabelChoice;
  copies: number;
}

const QUIET_ZONE = 10;

/** A Code 128 symbol drawn as SVG bars, with its quiet zones. */
function Barcode({ code }: { code: string }) {
  const drawn = barcodeBars(code);
  if (!drawn) return null;
  const width = drawn.modules + 2 * QUIET_ZONE;
  return (
    <svg
      className={classes.bars}
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label={code}
    >
      {drawn.bars.map((b) => (
        <rect key={b.x} x={b.x + QUIET_ZONE} y={0} width={b.width} height={40} fill="#000" />
      ))}
    </svg>
  );
}

function Label({ line, showPrice }: { line: Line; showPrice: boolean }) {
  return (
    <div className={classes.label}>
      <div className={classes.name}>{line.product.name}</div>
      <Barcode code={line.choice.code} />
      <div className={classes.codeText}>{line.choice.code}</div>
      {showPrice && (
        <div className={classes.price}>
          {formatPeso(line.choice.priceCentavos)} / {line.choice.unitCode}
        </div>
      )}
    </div>
  );
}

/** The printable A4 sheets, outside the app's root so print hides everything else. */
function PrintSheet({ lines, showPrice }: { lines: Line[]; showPrice: boolean }) {
  const labels = expandLabels(lines);
  const pages = Array.from({ length: Math.ceil(labels.length / LABELS_PER_SHEET) }, (_, p) =>
    labels.slice(p * LABELS_PER_SHEET, (p + 1) * LABELS_PER_SHEET),
  );
  return createPortal(
    <div className={classes.printSheet} data-testid="label-print-sheet">
      {pages.map((page, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
        <div key={p} className={classes.page}>
          {page.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copies of one label are identical; order is the key
            <Label key={i} line={line} showPrice={showPrice} />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}

/** The first code a barcode can hold (the product's own barcodes come before its SKU). */
function firstPrintable(product: Product): LabelChoice {
  const choices = labelChoices(product);
  return choices.find((c) => barcodeBars(c.code)) ?? choices[0]!;
}

/** Barcode labels: choose products and copies, see the labels, print an A4 sheet. */
export function LabelsScreen() {
  const t = useToolsT();
  const search = useSearch({ strict: false }) as { products?: string };
  const [lines, setLines] = useState<Line[]>([]);
  const [showPrice, setShowPrice] = useState(true);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);

  // Products named in the address (from a product's detail: /inventory/labels?products=<id>).
  const preset = (search.products ?? '').split(',').filter(Boolean).slice(0, 50);
  const presetQuery = useQuery({
    queryKey: ['inventory', 'product', 'labels', preset],
    queryFn: () => Promise.all(preset.map((id) => api.call(catalogContract.getProduct, { params: { id } }))),
    enabled: preset.length > 0,
  });
  useEffect(() => {
    if (presetQuery.data)
      setLines((now) =>
        now.length
          ? now
          : presetQuery.data.map((product) => ({ product, choice: firstPrintable(product), copies: 1 })),
      );
  }, [presetQuery.data]);

  const found = useQuery({
    queryKey: ['inventory', 'product', 'list', 'labels', debounced],
    queryFn: () =>
      api.call(catalogContract.listProducts, { query: { search: debounced, limit: 8, offset: 0 } }),
    enabled: debounced.length >= 2,
  });

  const total = totalLabels(lines);
  const tooMany = total > MAX_LABELS;
  const unprintable = lines.filter((l) => !barcodeBars(l.choice.code));
  const add = (product: Product) =>
    setLines((now) =>
      now.some((l) => l.product.id === product.id)
        ? now
        : [...now, { product, choice: firstPrintable(product), copies: 1 }],
    );
  const update = (id: string, change: Partial<Line>) =>
    setLines((now) => now.map((l) => (l.product.id === id ? { ...l, ...change } : l)));
  const remove = (id: string) => setLines((now) => now.filter((l) => l.product.id !== id));
  const printable = lines.length > 0 && !tooMany && unprintable.length === 0;

  return (
    <Stack gap="md">
      <BackToInventory />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('labels.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('labels.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPrinter size={18} />} disabled={!printable} onClick={() => window.print()}>
          {t('labels.print', { count: total })}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label={t('labels.find')}
            placeholder={t('labels.findPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          {found.isError && (
            <Text c="red" size="sm" role="alert">
              {found.error.message}
            </Text>
          )}
          {found.data && debounced.length >= 2 && (
            <Stack gap={4}>
              {found.data.items.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('labels.noMatch')}
                </Text>
              )}
              {found.data.items.map((p) => {
                const chosen = lines.some((l) => l.product.id === p.id);
                return (
                  <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate>
                      {p.name}{' '}
                      <Text span c="dimmed" size="xs">
                        {p.sku}
                      </Text>
                    </Text>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      disabled={chosen}
                      onClick={() => add(p)}
                      aria-label={t('labels.addNamed', { name: p.name })}
                    >
                      {chosen ? t('labels.added') : t('labels.add')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Paper>

      {presetQuery.isError && (
        <Alert color="red" title={t('labels.loadFailed')}>
          {presetQuery.error.message}
        </Alert>
      )}

      {lines.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" p="lg">
          {t('labels.empty')}
        </Text>
      ) : (
        <>
          <Paper withBorder radius="md">
            <Stack gap={0} component="ul" m={0} p={0} aria-label={t('labels.chosen')}>
              {lines.map((line) => {
                const choices = labelChoices(line.product);
                return (
                  <Group
                    key={line.product.id}
                    component="li"
                    className={classes.line}
                    gap="sm"
                    wrap="wrap"
                    p="sm"
                  >
                    <Text size="sm" fw={500} className={classes.lineName}>
                      {line.product.name}
                    </Text>
                    <Stack gap={4} className={classes.lineCode}>
                      <Select
                        aria-label={t('labels.codeFor', { name: line.product.name })}
                        data={choices.map((c) => ({
                          value: c.code,
                          label: `${c.code} · ${c.fromSku ? t('labels.sku') : c.unitCode} · ${formatPeso(c.priceCentavos)}`,
                        }))}
                        value={line.choice.code}
                        onChange={(code) => {
                          const choice = choices.find((c) => c.code === code);
                          if (choice) update(line.product.id, { choice });
                        }}
                        allowDeselect={false}
                        size="xs"
                      />
                      {!barcodeBars(line.choice.code) && (
                        <Text c="red" size="xs">
                          {t('labels.cannotEncode')}
                        </Text>
                      )}
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      <NumberInput
                        aria-label={t('labels.copiesFor', { name: line.product.name })}
                        min={1}
                        max={MAX_COPIES}
                        allowDecimal={false}
                        allowNegative={false}
                        clampBehavior="strict"
                        value={line.copies}
                        onChange={(v) => update(line.product.id, { copies: Math.max(1, Number(v) || 1) })}
                        size="xs"
                        w={96}
                        leftSection={<Text size="xs">×</Text>}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => remove(line.product.id)}
                        aria-label={t('labels.remove', { name: line.product.name })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          </Paper>
          <Group justify="space-between" gap="sm">
            <Checkbox
              label={t('labels.showPrice')}
              checked={showPrice}
              onChange={(e) => setShowPrice(e.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {t('labels.count', { count: total })} ·{' '}
              {t('labels.sheets', { count: Math.ceil(total / LABELS_PER_SHEET) })}
            </Text>
          </Group>
          {tooMany && (
            <Alert color="red" role="alert">
              {t('labels.tooMany', { max: MAX_LABELS.toLocaleString('en-US') })}
            </Alert>
          )}
          <div>
            <Title order={2} size="h5" mb="xs">
              {t('labels.preview')}
            </Title>
            <div className={classes.preview} data-testid="label-preview">
              {lines.map((line) => (
                <Label key={line.product.id} line={line} showPrice={showPrice} />
              ))}
            </div>
          </div>
          {printable && <PrintSheet lines={lines} showPrice={showPrice} />}
        </>
      )}
    </Stack>
  );
}
