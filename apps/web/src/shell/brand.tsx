import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product mark with the store's name under it once the store is set up. */
export function Brand({ storeName }: { storeName?: string | null }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <ThemeIcon size={36} radius="md" aria-hidden>
        <IconPlant2 size={22} stroke={1.8} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={800} size="lg" lh={1.1}>
          {t('brand.name')}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2} truncate="end">
          {storeName || t('brand.tagline')}
        </Text>
      </Stack>
    </Group>
  );
}
