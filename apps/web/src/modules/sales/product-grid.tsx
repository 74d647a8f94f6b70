import { catalogContract, formatQty } from '@fbms/domain';
import {
  Button,
  Chip,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { categoriesQuery, productImageUrl } from '../../lib/stock.queries.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { type SellingUnit, sellingUnits, toCartProduct } from './cart.ts';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import type { FoundProduct } from './product-picker.tsx';

const PAGE = 48;
const FAVOURITES = 'favourites';

/** Active products of a category (or all), the month's best sellers first; or the search's matches. */
function useTiles(category: string, search: string) {
  return useInfiniteQuery({
    queryKey: ['pos', 'tiles', category, search],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.call(catalogContract.listProducts, {
        query: {
          active: 'true',
          sort: search ? undefined : 'popular',
          search: search || undefined,
          categoryId: category === FAVOURITES ? undefined : category,
          limit: PAGE,
          offset: pageParam,
        },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((a, p) => a + p.items.length, 0);
      // Favourites are the first page of best sellers; categories and searches page on.
      return category !== FAVOURITES || search ? (loaded < last.total ? loaded : undefined) : undefined;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * Big product tiles for a touch screen: category chips (favourites, the month's best sellers, first),
 * a search, and a tap to add. A product sold in several units (sack or kilo) asks which one.
 */
export function ProductGrid({
  onPick,
  autoFocusSearch = false,
}: {
  onPick: (p: FoundProduct, unitCode: string | null) => void;
  autoFocusSearch?: boolean;
}) {
  const t = usePosT();
  const [category, setCategory] = useState(FAVOURITES);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 200);
  const categories = useQuery(categoriesQuery);
  const tiles = useTiles(category, search);
  const [choosing, setChoosing] = useState<FoundProduct | null>(null);
  const items = tiles.data?.pages.flatMap((p) => p.items) ?? [];

  const tap = (p: FoundProduct) => {
    if (sellingUnits(toCartProduct(p)).length > 1) setChoosing(p);
    else onPick(p, null);
  };

  return (
    <Stack gap="sm">
      <TextInput
        size="md"
        aria-label={t('grid.search')}
        placeholder={t('grid.search')}
        leftSection={<IconSearch size={18} />}
        value={q}
        autoComplete="off"
        data-autofocus={autoFocusSearch || undefined}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      {!search && (
        <ScrollArea type="never">
          <Chip.Group multiple={false} value={category} onChange={(v) => setCategory(v)}>
            <Group gap="xs" wrap="nowrap" pb={4}>
              <Chip value={FAVOURITES} size="md">
                {t('grid.favourites')}
              </Chip>
              {(categories.data ?? [])
                .filter((c) => c.isActive && c.productCount > 0)
                .map((c) => (
                  <Chip key={c.id} value={c.id} size="md">
                    {c.name}
                  </Chip>
                ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      {tiles.isError ? (
        <LoadError error={tiles.error} onRetry={() => void tiles.refetch()} />
      ) : tiles.isPending ? (
        <Group justify="center" p="lg">
          <Loader />
        </Group>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          {search ? t('search.none', { q: search }) : t('grid.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4, xl: 5 }} spacing="xs">
          {items.map((p) => (
            <Tile key={p.id} product={p} onTap={() => tap(p)} />
          ))}
        </SimpleGrid>
      )}
      {tiles.hasNextPage && (
        <Button
          variant="default"
          loading={tiles.isFetchingNextPage}
          onClick={() => void tiles.fetchNextPage()}
        >
          {t('grid.more')}
        </Button>
      )}
      {choosing && (
        <UnitChooser
          product={choosing}
          onClose={() => setChoosing(null)}
          onChoose={(u) => {
            setChoosing(null);
            onPick(choosing, u.code);
          }}
        />
      )}
    </Stack>
  );
}

/** The unit a tile shows first: the largest selling unit (a sack before its kilos). */
const mainUnit = (p: FoundProduct) => sellingUnits(toCartProduct(p)).at(-1)!;

function Tile({ product: p, onTap }: { product: FoundProduct; onTap: () => void }) {
  const t = usePosT();
  const unit = mainUnit(p);
  const out = p.stockMilli <= 0;
  return (
    <UnstyledButton
      className={classes.tile}
      data-out={out || undefined}
      onClick={onTap}
      aria-label={`${p.name}, ${formatPeso(unit.priceCentavos)} / ${unit.code}`}
    >
      {p.hasImage && p.updatedAt && (
        <img
          src={productImageUrl({ id: p.id, updatedAt: p.updatedAt })}
          alt=""
          loading="lazy"
          className={classes.tileImage}
        />
      )}
      <Text fw={600} lineClamp={2} className={classes.tileName}>
        {p.name}
      </Text>
      <Text className={classes.tilePrice}>
        {formatPeso(unit.priceCentavos)}
        <Text span size="sm" c="dimmed">
          {' '}
          / {unit.code}
        </Text>
      </Text>
      <Text size="xs" c={out ? 'red' : 'dimmed'}>
        {out ? t('search.out') : t('search.stock', { qty: formatQty(p.stockMilli), unit: p.baseUnit })}
      </Text>
    </UnstyledButton>
  );
}

function UnitChooser({
  product,
  onClose,
  onChoose,
}: {
  product: FoundProduct;
  onClose: () => void;
  onChoose: (u: SellingUnit) => void;
}) {
  const t = usePosT();
  return (
    <Modal opened onClose={onClose} title={t('grid.whichUnit', { name: product.name })}>
      <Stack gap="sm">
        {sellingUnits(toCartProduct(product))
          .slice()
          .reverse()
          .map((u) => (
            <Button
              key={u.code}
              size="xl"
              variant="light"
              justify="space-between"
              onClick={() => onChoose(u)}
            >
              {`${u.code} · ${formatPeso(u.priceCentavos)}`}
            </Button>
          ))}
      </Stack>
    </Modal>
  );
}
