import { Anchor, Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useToolsT } from './tools.i18n.ts';

/** "Back to inventory" above each inventory tool screen. */
export function BackToInventory() {
  const t = useToolsT();
  return (
    <Anchor component={Link} to="/inventory" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {t('nav.back')}
      </Group>
    </Anchor>
  );
}

/** A button that asks first, in a small dialog with the action's own words. */
export function ConfirmButton({
  label,
  question,
  cancelLabel,
  onConfirm,
  ...button
}: {
  label: string;
  question: string;
  cancelLabel: string;
  onConfirm: () => void;
} & Omit<ButtonProps, 'children'>) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cancelLabel}
            </Button>
            <Button
              color={button.color}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
