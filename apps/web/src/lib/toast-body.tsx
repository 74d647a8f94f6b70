import { Button, Group, Text } from '@mantine/core';

/** A toast's message with its optional action button (seed 000 §3 Toast). */
export function ToastBody({
  message,
  label,
  onClick,
}: {
  message: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" variant="light" onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
