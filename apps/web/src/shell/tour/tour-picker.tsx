import { Badge, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dispatchTour } from './tour-state.ts';
import type { Tour } from './tours.ts';

/** Ctrl+H: the tours offered to this role, each with its length; picking one starts it. */
export function TourPicker({ opened, tours }: { opened: boolean; tours: Tour[] }) {
  const { t } = useTranslation();
  const text = t as unknown as (key: string, options?: object) => string;
  return (
    <Modal
      opened={opened}
      onClose={() => dispatchTour({ type: 'close' })}
      title={t('tour.pickerTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('tour.pickerIntro')}
      </Text>
      <Stack gap="xs">
        {tours.map((tour) => (
          <UnstyledButton
            key={tour.id}
            onClick={() => dispatchTour({ type: 'start', tourId: tour.id, count: tour.steps.length })}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
            data-tour-id={tour.id}
          >
            <Group wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{text(`tour.tours.${tour.id}.name`)}</Text>
                  <Badge size="sm" variant="light" color="gray">
                    {t('tour.steps', { count: tour.steps.length })}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {text(`tour.tours.${tour.id}.summary`)}
                </Text>
              </Stack>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="md" ta="center">
        {t('tour.keys')}
      </Text>
    </Modal>
  );
}
