import { Button, Center, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { AddProductDrawer } from './add-product-drawer.tsx';
import { useInventoryT } from './inventory.i18n.ts';
import { PRODUCTS_PAGE_SIZE, productListQuery } from './inventory.queries.ts';
import type { InventorySearch } from './inventory.search.ts';
import { ProductDetailDrawer } from './product-detail-drawer.tsx';
import { ProductFilters, type ProductFilterValues } from './product-filters.tsx';
import { ProductsCards, ProductsSkeleton, ProductsTable } from './products-list.tsx';
import { RequestTransferButton } from './request-transfer-button.tsx';
import { ExportMenu } from './tools/export-menu.tsx';
import { ImportDrawer } from './tools/import-drawer.tsx';
import { useToolsT } from './tools/tools.i18n.ts';
import { ValuationCard } from './tools/valuation-card.tsx';

/** Products and their stock: search, category filter, add a product, open one to see and adjust its stock. */
export function InventoryScreen() {
  const t = useInventoryT();
  const me = useCurrentUser();
  const tt = useToolsT();
  // Filters, page and the open product live in the address, so a link (a notification's) opens them.
  // Not bound to the route's id, so the screen also renders under a test's minimal router.
  const search = useSearch({ strict: false }) as InventorySearch;
  const navigate = useNavigate();
  const filters: ProductFilterValues = { q: search.q, categoryId: search.categoryId, stock: search.stock };
  const page = search.page ?? 1;
  const openId = search.product ?? null;
  const go = (next: Partial<InventorySearch>) =>
    void navigate({
      to: '.',
      search: (prev: InventorySearch) => ({ ...prev, ...next }),
      replace: true,
    } as never);
  const setPage = (p: number) => go({ page: p > 1 ? p : undefined });
  const setOpenId = (id: string | null) => go({ product: id ?? undefined });
  const [addOpened, add] = useDisclosure(false);
  const [importOpened, importer] = useDisclosure(false);
  const list = useQuery(productListQuery({ ...filters, page }));
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (!me) return null;
  const canCreate = hasPermission(me, 'inventory:create');
  const canAdjust = hasPermission(me, 'inventory:edit');
  const canValue = hasPermission(me, 'reports:export');
  // Product history is for managers and admins (the registry's rule for product-history).
  const canSeeHistory = canAdjust;
  const filtered = Boolean(filters.q || filters.categoryId || filters.stock);
  const pages = list.data ? Math.ceil(list.data.total / PRODUCTS_PAGE_SIZE) : 0;
  const List = narrow ? ProductsCards : ProductsTable;
  const changeFilters = (next: ProductFilterValues) =>
    go({ q: next.q, categoryId: next.categoryId, stock: next.stock, page: undefined });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/inventory/categories" variant="default" size="sm">
            {tt('nav.categories')}
          </Button>
          {canSeeHistory && (
            <Button component={Link} to="/inventory/history" variant="default" size="sm">
              {tt('nav.history')}
            </Button>
          )}
          <Button component={Link} to="/inventory/labels" variant="default" size="sm">
            {tt('nav.labels')}
          </Button>
          {canAdjust && (
            <Button component={Link} to="/inventory/counts" variant="default" size="sm">
              {tt('nav.counts')}
            </Button>
          )}
          {canCreate && (
            <Button variant="default" size="sm" onClick={importer.open}>
              {tt('nav.import')}
            </Button>
          )}
          {canAdjust && <ExportMenu filters={filters} />}
          {canCreate && (
            <Button leftSection={<IconPlus size={18} />} onClick={add.open}>
              {t('add')}
            </Button>
          )}
        </Group>
      </Group>
      {canValue && <ValuationCard />}
      <ProductFilters value={filters} onChange={changeFilters} />
      {/* The low-stock list: ask another location to send what is short here (issue 26). */}
      {filters.stock && (
        <Group justify="flex-end">
          <RequestTransferButton />
        </Group>
      )}
      <Paper withBorder={!narrow} radius="md" bg={narrow ? 'transparent' : undefined}>
        {list.isPending ? (
          <ProductsSkeleton />
        ) : list.isError ? (
          <Stack p="md">
            <LoadError error={list.error} title={t('loadFailed')} onRetry={() => void list.refetch()} />
          </Stack>
        ) : list.data.items.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text fw={600}>{t(filtered ? 'noMatch' : 'empty')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t(filtered ? 'noMatchHint' : canCreate ? 'emptyCanAdd' : 'emptyAskManager')}
            </Text>
            {filtered ? (
              <Button variant="default" onClick={() => changeFilters({})}>
                {t('clearFilters')}
              </Button>
            ) : (
              canCreate && (
                <Button leftSection={<IconPlus size={18} />} onClick={add.open}>
                  {t('add')}
                </Button>
              )
            )}
          </Stack>
        ) : (
          <List products={list.data.items} onOpen={(p) => setOpenId(p.id)} />
        )}
      </Paper>
      {list.data && list.data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('shown', { count: list.data.total })}
          </Text>
          {pages > 1 && (
            <Center>
              <Pagination total={pages} value={page} onChange={setPage} aria-label={t('page')} />
            </Center>
          )}
        </Group>
      )}
      {canCreate && <AddProductDrawer opened={addOpened} onClose={add.close} />}
      {canCreate && <ImportDrawer opened={importOpened} onClose={importer.close} />}
      <ProductDetailDrawer
        productId={openId}
        listed={list.data?.items.find((p) => p.id === openId)}
        canAdjust={canAdjust}
        canDelete={hasPermission(me, 'inventory:delete')}
        onClose={() => setOpenId(null)}
      />
    </Stack>
  );
}
