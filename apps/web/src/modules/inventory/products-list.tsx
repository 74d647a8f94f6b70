import { formatQty } from '@fbms/domain';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { type InventoryT, useInventoryT } from './inventory.i18n.ts';
import type { Product } from './inventory.queries.ts';
import { stockLevel } from './stock-level.ts';

interface ListProps {
  products: Product[];
  onOpen: (product: Product) => void;
}

const categoryOf = (p: Product, t: InventoryT) => p.categoryName?.trim() || t('uncategorized');

/** "Out of stock" / "Low stock" next to the quantity; nothing when the stock is above the minimum. */
export function StockLevelBadge({ product }: { product: Product }) {
  const t = useInventoryT();
  const level = stockLevel(product);
  if (level === 'ok') return null;
  const badge = (
    <Badge size="sm" variant="light" color={level === 'out' ? 'red' : 'orange'}>
      {t(level === 'out' ? 'level.out' : 'level.low')}
    </Badge>
  );
  if (level === 'out') return badge;
  return (
    <Tooltip label={t('level.lowHint', { min: formatQty(product.minStockMilli), unit: product.baseUnit })}>
      {badge}
    </Tooltip>
  );
}

function ActiveBadge({ product }: { product: Product }) {
  const t = useInventoryT();
  return product.isActive ? (
    <Badge size="sm" variant="light" color="green">
      {t('active')}
    </Badge>
  ) : (
    <Badge size="sm" variant="light" color="gray">
      {t('inactive')}
    </Badge>
  );
}

const onHand = (p: Product) => `${formatQty(p.stockMilli)} ${p.baseUnit}`;

function NameButton({ product, onOpen }: { product: Product; onOpen: (p: Product) => void }) {
  const t = useInventoryT();
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="left"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(product);
      }}
      aria-label={t('open', { name: product.name })}
    >
      {product.name}
    </Anchor>
  );
}

/** Wide screens: one row per product; a click anywhere on the row opens it. */
export function ProductsTable({ products, onOpen }: ListProps) {
  const t = useInventoryT();
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.sku')}</Table.Th>
            <Table.Th>{t('columns.category')}</Table.Th>
            <Table.Th ta="right">{t('columns.onHand')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.id} onClick={() => onOpen(p)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <NameButton product={p} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {p.sku}
                </Text>
              </Table.Td>
              <Table.Td>{categoryOf(p, t)}</Table.Td>
              <Table.Td ta="right">
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <StockLevelBadge product={p} />
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {onHand(p)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <ActiveBadge product={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per product, the same facts stacked. */
export function ProductsCards({ products, onOpen }: ListProps) {
  const t = useInventoryT();
  return (
    <Stack gap="sm">
      {products.map((p) => (
        <Card
          key={p.id}
          withBorder
          padding="sm"
          radius="md"
          component="article"
          aria-label={p.name}
          onClick={() => onOpen(p)}
          style={{ cursor: 'pointer' }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              <NameButton product={p} onOpen={onOpen} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {p.sku} · {categoryOf(p, t)}
              </Text>
            </Stack>
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {onHand(p)}
            </Text>
          </Group>
          <Group gap="xs" mt="xs">
            <StockLevelBadge product={p} />
            {!p.isActive && <ActiveBadge product={p} />}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** What the list looks like while it loads. */
export function ProductsSkeleton() {
  const t = useInventoryT();
  return (
    <Stack gap="sm" p="md" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton height={14} width="35%" />
          <Skeleton height={14} width="15%" />
          <Skeleton height={14} width="20%" />
          <Skeleton height={14} width="15%" />
        </Group>
      ))}
    </Stack>
  );
}
