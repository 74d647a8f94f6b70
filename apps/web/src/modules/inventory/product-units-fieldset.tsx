/** The product form's units sold besides the base unit, each with its conversion and price. */
import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useInventoryT } from './inventory.i18n.ts';
import { inBaseUnit, pesoInput } from './product-inputs.ts';
import type { ProductForm } from './use-product-editor.ts';

/** Units a store sells by besides the base unit; any other may be typed. */
const PACK_UNITS = ['sack', 'bag', 'box', 'case', 'pack', 'bottle', 'vial', 'gallon', 'roll', 'dozen'];

export function ProductUnitsFieldset({ form }: { form: ProductForm }) {
  const t = useInventoryT();
  const v = form.values;
  const inBase = inBaseUnit(v.baseUnit);
  return (
    <Fieldset legend={t('form.unitsTitle')} variant="filled">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('form.unitsHint', { unit: v.baseUnit || '—' })}
        </Text>
        {v.units.map((u, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their name in the form
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
              <Autocomplete
                label={t('form.unitCode', { n: i + 1 })}
                data={PACK_UNITS}
                {...form.getInputProps(`units.${i}.code`)}
              />
              <TextInput
                label={t('form.unitQty', { unit: u.code.trim() || t('form.unitThis') })}
                {...inBase}
                {...form.getInputProps(`units.${i}.qty`)}
              />
              <NumberInput
                label={t('form.unitPrice', { unit: u.code.trim() || t('form.unitThis') })}
                {...pesoInput}
                {...form.getInputProps(`units.${i}.price`)}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('form.removeUnit', { unit: u.code.trim() || i + 1 })}
              onClick={() => form.removeListItem('units', i)}
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
            onClick={() => form.insertListItem('units', { code: '', qty: '', price: '' })}
          >
            {t('form.addUnit')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
