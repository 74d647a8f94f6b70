import { ActionIcon, Group, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import type { AppNotification } from './notifications.queries.ts';

const LOOK = {
  success: { color: 'green', icon: IconCircleCheck },
  info: { color: 'blue', icon: IconInfoCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconCircleX },
} as const;

/** One notification: icon by type, title, message, time; mark read and delete beside it. */
export function NotificationItem({
  item,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  item: AppNotification;
  onOpen: (item: AppNotification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { color, icon: Icon } = LOOK[item.type];
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="xs"
      px="sm"
      data-unread={item.read ? undefined : true}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        borderInlineStart: `3px solid ${item.read ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
      }}
    >
      <ThemeIcon variant="light" color={color} size="md" radius="xl" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <UnstyledButton
        style={{ flex: 1, minWidth: 0, cursor: item.actionUrl ? 'pointer' : 'default' }}
        onClick={() => onOpen(item)}
      >
        <Stack gap={2}>
          <Text size="sm" fw={item.read ? 500 : 700} lineClamp={2}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={3}>
            {item.message}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt)}
            {item.actionUrl && item.actionLabel ? ` · ${item.actionLabel}` : ''}
          </Text>
        </Stack>
      </UnstyledButton>
      <Group gap={2} wrap="nowrap">
        {!item.read && (
          <Tooltip label={t('notifications.markRead')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${t('notifications.markRead')}: ${item.title}`}
              onClick={() => onMarkRead(item.id)}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('notifications.delete')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${t('notifications.delete')}: ${item.title}`}
            onClick={() => onDelete(item.id)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
