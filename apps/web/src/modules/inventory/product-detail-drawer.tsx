import { formatQty } from '@fbms/domain';
import { Badge, Button, Drawer, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconBarcode, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { ImageField } from '../../shell/image-field/image-field.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { RecordHistoryButton } from '../../shell/record-history/record-history-button.tsx';
import { AdjustStockForm } from './adjust-stock-form.tsx';
import { BranchStockSection } from './branch-stock-section.tsx';
import { useInventoryT } from './inventory.i18n.ts';
import {
  type Product,
  productImageUrl,
  productQuery,
  removeProductImage,
  uploadProductImage,
} from './inventory.queries.ts';
import { ProductEditor } from './product-editor.tsx';
import { StockLevelBadge } from './products-list.tsx';
import { StockLinesTable, StockMovementsList } from './stock-tables.tsx';
import { OpenPack } from './tools/open-pack-form.tsx';
import { useToolsT } from './tools/tools.i18n.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function ProductDetail({
  product,
  canAdjust,
  canDelete,
  onDeleted,
}: {
  product: Product;
  canAdjust: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const t = useInventoryT();
  const tt = useToolsT();
  const [adjusting, setAdjusting] = useState(false);
  const [editing, setEditing] = useState(false);
  const base = product.baseUnit;
  if (editing)
    return (
      <ProductEditor
        product={product}
        canDelete={canDelete}
        onDone={(saved) => (saved ? setEditing(false) : onDeleted())}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" c="dimmed" ff="monospace">
            {t('detail.sku', { sku: product.sku })}
          </Text>
          {!product.isActive && (
            <Badge size="sm" color="gray" variant="light">
              {t('inactive')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {product.categoryName?.trim() || t('uncategorized')}
          {product.brand ? ` · ${product.brand}` : ''}
        </Text>
      </Stack>
      <SimpleGrid cols={3} spacing="sm">
        <Fact label={t('detail.onHand')}>
          <Group gap={6} wrap="wrap">
            <span data-testid="on-hand">
              {formatQty(product.stockMilli)} {base}
            </span>
            <StockLevelBadge product={product} />
          </Group>
        </Fact>
        <Fact label={t('detail.minStock')}>
          {formatQty(product.minStockMilli)} {base}
        </Fact>
        <Fact label={t('detail.price')}>
          {formatPeso(product.priceCentavos)} / {base}
        </Fact>
      </SimpleGrid>
      {product.units.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.unitsTitle')}:{' '}
          {product.units
            .map((u) => t('detail.unitOf', { unit: u.code, qty: formatQty(u.baseMilliPerUnit), base }))
            .join(' · ')}
        </Text>
      )}
      <ProductPhoto product={product} canEdit={canAdjust} />
      <OpenPack product={product} canOpen={canAdjust} />
      {canAdjust && adjusting ? (
        <Paper withBorder radius="md" p="md">
          <AdjustStockForm product={product} onDone={() => setAdjusting(false)} />
        </Paper>
      ) : (
        <Group gap="xs">
          {canAdjust && (
            <Button leftSection={<IconAdjustments size={18} />} onClick={() => setAdjusting(true)}>
              {t('adjust.open')}
            </Button>
          )}
          {canAdjust && (
            <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
          )}
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/inventory/labels" search={{ products: product.id }} />
            )}
            variant="default"
            leftSection={<IconBarcode size={18} />}
          >
            {tt('labels.printLabels')}
          </Button>
          <RecordHistoryButton targetType="product" targetId={product.id} />
        </Group>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('detail.stockTitle')}
        </Title>
        <StockLinesTable product={product} />
      </Stack>
      <BranchStockSection product={product} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('detail.movementsTitle')}
        </Title>
        <StockMovementsList product={product} />
      </Stack>
    </Stack>
  );
}

/** The product's photo; those who may edit the product upload, replace or remove it. */
function ProductPhoto({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const t = useInventoryT();
  const queryClient = useQueryClient();
  // Every list and the detail show the new photo (or none) once the server has it.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['inventory'] });
  if (!canEdit && !product.hasImage) return null;
  return (
    <ImageField
      t={(key) => t(`photo.${key}`)}
      src={product.hasImage ? productImageUrl(product) : null}
      canEdit={canEdit}
      scope={`product-${product.id}`}
      upload={(dataUrl) => uploadProductImage(product.id, dataUrl)}
      remove={() => removeProductImage(product.id)}
      onUploaded={async () => {
        await refresh();
        notify.success({ title: t('photo.saved'), message: product.name });
      }}
      onRemoved={async () => {
        await refresh();
        notify.success({ title: t('photo.removed'), message: product.name });
      }}
    />
  );
}

/** A product's stock by location and batch, its latest movements, and "Adjust stock" for those allowed. */
export function ProductDetailDrawer({
  productId,
  listed,
  canAdjust,
  canDelete = false,
  onClose,
}: {
  productId: string | null;
  /** The row the list already has, shown while the product itself loads. */
  listed: Product | undefined;
  canAdjust: boolean;
  canDelete?: boolean;
  onClose: () => void;
}) {
  const t = useInventoryT();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const product = useQuery({
    ...productQuery(productId ?? ''),
    enabled: productId !== null,
    placeholderData: listed,
  });
  return (
    <Drawer
      opened={productId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'xl'}
      title={product.data?.name ?? listed?.name}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {product.data ? (
        <ProductDetail
          key={product.data.id}
          product={product.data}
          canAdjust={canAdjust}
          canDelete={canDelete}
          onDeleted={onClose}
        />
      ) : product.isError ? (
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Drawer>
  );
}
