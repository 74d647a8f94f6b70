import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useInventoryT } from './inventory.i18n.ts';
import { categoriesQuery } from './inventory.queries.ts';

export interface ProductFilterValues {
  q?: string;
  categoryId?: string;
  stock?: 'low' | 'out';
}

export const SEARCH_DEBOUNCE_MS = 300;

/** The search box (name, SKU, barcode; searched by the server after a pause) and the category filter. */
export function ProductFilters({
  value,
  onChange,
}: {
  value: ProductFilterValues;
  onChange: (next: ProductFilterValues) => void;
}) {
  const t = useInventoryT();
  const categories = useQuery(categoriesQuery);
  const [text, setText] = useState(value.q ?? '');
  const search = useDebouncedCallback(
    (typed: string) => onChange({ ...value, q: typed.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  // "Clear search" from the empty state resets the box too.
  const [lastQ, setLastQ] = useState(value.q);
  if (lastQ !== value.q) {
    setLastQ(value.q);
    if ((value.q ?? '') !== text.trim()) setText(value.q ?? '');
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t('search')}
        placeholder={t('search')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
        type="search"
        w={{ base: '100%', sm: 320 }}
      />
      <Select
        aria-label={t('category')}
        placeholder={t('allCategories')}
        data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={value.categoryId ?? null}
        onChange={(id) => onChange({ ...value, categoryId: id ?? undefined })}
        clearable
        searchable
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        aria-label={t('stockFilter')}
        placeholder={t('allStock')}
        data={[
          { value: 'low', label: t('level.low') },
          { value: 'out', label: t('level.out') },
        ]}
        value={value.stock ?? null}
        onChange={(s) => onChange({ ...value, stock: (s as 'low' | 'out' | null) ?? undefined })}
        clearable
        w={{ base: '100%', sm: 180 }}
      />
    </Group>
  );
}
