/** The product form's barcodes, each naming the unit it sells. */
import { ActionIcon, Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useInventoryT } from './inventory.i18n.ts';
import type { ProductForm } from './use-product-editor.ts';

export function ProductBarcodesFieldset({ form }: { form: ProductForm }) {
  const t = useInventoryT();
  const v = form.values;
  const unitChoices = [
    { value: '', label: t('form.baseUnitChoice', { unit: v.baseUnit || '—' }) },
    ...v.units.filter((u) => u.code.trim()).map((u) => ({ value: u.code.trim(), label: u.code.trim() })),
  ];
  return (
    <Fieldset legend={t('form.barcodesTitle')} variant="filled">
      <Stack gap="xs">
        {v.barcodes.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their name in the form
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput
                label={i === 0 ? t('form.barcode') : t('form.barcodeN', { n: i + 1 })}
                {...form.getInputProps(`barcodes.${i}.barcode`)}
              />
              <Select
                label={t('form.barcodeUnit')}
                data={unitChoices}
                allowDeselect={false}
                value={b.unitCode ?? ''}
                onChange={(c) => form.setFieldValue(`barcodes.${i}.unitCode`, c || null)}
                error={form.errors[`barcodes.${i}.unitCode`]}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('form.removeBarcode', { n: i + 1 })}
              onClick={() => form.removeListItem('barcodes', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('barcodes', { barcode: '', unitCode: null })}
          >
            {t('form.addBarcode')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
