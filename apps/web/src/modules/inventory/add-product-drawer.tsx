/** The "Add product" drawer of the inventory screen. */
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInventoryT } from './inventory.i18n.ts';
import { ProductEditor } from './product-editor.tsx';

/** "Add product": the product form in a drawer; it closes once the product is saved. */
export function AddProductDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useInventoryT();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('form.title')}
      position="right"
      size={narrow ? '100%' : 'lg'}
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {opened && <ProductEditor onDone={onClose} onCancel={onClose} />}
    </Drawer>
  );
}
