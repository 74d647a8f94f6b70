import { catalogContract, formatQty } from '@fbms/domain';
import { Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import type { CartProductAnswer } from './cart.ts';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

export type FoundProduct = CartProductAnswer & {
  barcodes?: { barcode: string; unitCode: string | null }[];
  /** The product has a photo (the tiles show it); `updatedAt` makes its address change with it. */
  hasImage?: boolean;
  updatedAt?: string;
};

const RESULTS = 8;

export const searchProducts = (q: string): Promise<FoundProduct[]> =>
  api
    .call(catalogContract.listProducts, { query: { search: q, active: 'true', limit: RESULTS } })
    .then((r) => r.items);

/** Exact barcode lookup (a scanner's code, or an SKU-like word typed and Enter); null when none. */
export async function lookupBarcode(
  code: string,
): Promise<{ product: FoundProduct; unitCode: string | null } | null> {
  try {
    return await api.call(catalogContract.scanBarcode, { params: { barcode: code } });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/**
 * The search box of the register: results as you type (typo-tolerant, from the server), arrow keys to
 * move, Enter to add. Enter first tries the text as an exact barcode, so a scanner that types into the
 * box works too.
 */
export const ProductPicker = forwardRef<
  HTMLInputElement,
  { onPick: (p: FoundProduct, unitCode: string | null) => void; onMiss: (text: string) => void }
>(function ProductPicker({ onPick, onMiss }, ref) {
  const t = usePosT();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(q.trim(), 120);
  const results = useQuery({
    queryKey: ['pos', 'search', debounced],
    queryFn: () => searchProducts(debounced),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const items = debounced && q.trim() ? (results.data ?? []) : [];
  const pick = (p: FoundProduct, unitCode: string | null) => {
    setQ('');
    setActive(0);
    onPick(p, unitCode);
  };
  const enter = async () => {
    const text = q.trim();
    if (!text) return;
    if (!/\s/.test(text)) {
      const hit = await lookupBarcode(text);
      if (hit) return pick(hit.product, hit.unitCode);
    }
    // Results still showing an earlier search must not decide what Enter adds.
    const fresh = debounced === text && results.data && !results.isPlaceholderData;
    const list = fresh ? results.data! : await searchProducts(text);
    const chosen = list[Math.min(active, list.length - 1)];
    if (chosen) pick(chosen, null);
    else onMiss(text);
  };
  return (
    <div className={classes.picker}>
      <TextInput
        ref={ref}
        size="md"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={18} />}
        rightSection={<IconBarcode size={18} />}
        value={q}
        autoComplete="off"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="pos-results"
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            void enter();
          } else if (e.key === 'Escape') setQ('');
        }}
      />
      {items.length > 0 && (
        <Paper withBorder shadow="md" className={classes.results} id="pos-results" role="listbox">
          <Stack gap={0}>
            {items.map((p, i) => (
              <UnstyledButton
                key={p.id}
                role="option"
                aria-selected={i === active}
                className={classes.result}
                data-active={i === active || undefined}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(p, null)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {p.sku} ·{' '}
                      {p.stockMilli > 0
                        ? t('search.stock', { qty: formatQty(p.stockMilli), unit: p.baseUnit })
                        : t('search.out')}
                    </Text>
                  </div>
                  <Stack gap={0} align="flex-end">
                    <Text fw={600}>
                      {formatPeso(p.priceCentavos)} / {p.baseUnit}
                    </Text>
                    {p.units
                      .filter((u) => u.code !== p.baseUnit)
                      .slice(0, 1)
                      .map((u) => (
                        <Text key={u.code} size="xs" c="dimmed">
                          {formatPeso(u.priceCentavos)} / {u.code}
                        </Text>
                      ))}
                    {p.isRxVetDrug && (
                      <Badge size="xs" color="grape">
                        Rx
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Paper>
      )}
      {debounced && q.trim() && results.isSuccess && results.data.length === 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('search.none', { q: debounced })}
        </Text>
      )}
    </div>
  );
});
