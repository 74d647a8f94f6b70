import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSettingVisibility } from './setting-visibility.tsx';

/**
 * A titled box of related settings inside a section. `settings` names the paths it holds; the box is left
 * out when none of them is offered.
 */
export function SettingsGroup({
  title,
  hint,
  settings,
  children,
}: {
  title: string;
  hint?: ReactNode;
  settings?: readonly string[];
  children: ReactNode;
}) {
  const { anyShown } = useSettingVisibility();
  if (settings && !anyShown(...settings)) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} size="h5" mb={hint ? 2 : 'sm'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
