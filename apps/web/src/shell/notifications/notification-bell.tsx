import { NOTIFICATION_CATEGORIES, unreadBadge } from '@fbms/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownCategories } from './category-filter.ts';
import { NotificationItem } from './notification-item.tsx';
import { type AppNotification, notificationsQuery, useNotificationActions } from './notifications.queries.ts';

/** The bell with the unread badge ("99+") and the notification panel it opens. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const list = useQuery(notificationsQuery);
  const unread = list.data?.counts.unread ?? 0;
  const badge = unreadBadge(unread);
  return (
    <Popover opened={opened} onChange={(o) => !o && close()} position="bottom-end" shadow="lg" withinPortal>
      <Popover.Target>
        <Indicator label={badge} disabled={!badge} size={18} offset={4} color="red" inline>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={toggle}
            aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
            aria-expanded={opened}
          >
            <IconBell size={18} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} w="min(400px, calc(100vw - 16px))">
        <NotificationPanel onNavigate={close} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Tabs All / Unread with counts, category checkboxes, Mark all read, Clear all and the list. */
export function NotificationPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery(notificationsQuery);
  const actions = useNotificationActions();
  const { shown, toggle } = useShownCategories();
  const [tab, setTab] = useState<'all' | 'unread'>('all');
  const items = (list.data?.items ?? []).filter((n) => shown.includes(n.category));
  const unreadItems = items.filter((n) => !n.read);
  const visible = tab === 'unread' ? unreadItems : items;

  const open = (n: AppNotification) => {
    if (!n.read) actions.markRead.mutate(n.id);
    if (n.actionUrl?.startsWith('/') && !n.actionUrl.startsWith('//')) {
      onNavigate?.();
      void navigate({ to: n.actionUrl });
    }
  };

  return (
    <Stack gap={0} role="region" aria-label={t('notifications.title')}>
      <Group justify="space-between" px="md" pt="sm" pb={4} wrap="nowrap">
        <Text fw={700}>{t('notifications.title')}</Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={!list.data?.counts.unread}
            loading={actions.markAllRead.isPending}
            onClick={() => actions.markAllRead.mutate()}
          >
            {t('notifications.markAllRead')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={!list.data?.counts.all}
            loading={actions.clearAll.isPending}
            onClick={() => actions.clearAll.mutate()}
          >
            {t('notifications.clearAll')}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(v === 'unread' ? 'unread' : 'all')}>
        <Tabs.List px="xs">
          <Tabs.Tab
            value="all"
            rightSection={
              <Badge size="xs" variant="light">
                {items.length}
              </Badge>
            }
          >
            {t('notifications.all')}
          </Tabs.Tab>
          <Tabs.Tab
            value="unread"
            rightSection={
              <Badge size="xs" variant="light">
                {unreadItems.length}
              </Badge>
            }
          >
            {t('notifications.unread')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ScrollArea.Autosize mah="min(60vh, 420px)" type="auto">
        {list.isError ? (
          <Text size="sm" c="red" p="md" role="alert">
            {t('notifications.loadFailed')} {list.error.message}
          </Text>
        ) : visible.length === 0 ? (
          <Stack align="center" gap={6} py="xl" c="dimmed">
            <IconBellOff size={28} stroke={1.5} aria-hidden />
            <Text size="sm">
              {t(tab === 'unread' ? 'notifications.emptyUnread' : 'notifications.emptyAll')}
            </Text>
          </Stack>
        ) : (
          <Stack component="ul" gap={2} p="xs" m={0} style={{ listStyle: 'none' }}>
            {visible.map((n) => (
              <NotificationItem
                key={n.id}
                item={n}
                onOpen={open}
                onMarkRead={(id) => actions.markRead.mutate(id)}
                onDelete={(id) => actions.remove.mutate(id)}
              />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <Box px="md" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="xs" fw={600} c="dimmed" mb={4}>
          {t('notifications.settings')}
        </Text>
        <Group gap="sm">
          {NOTIFICATION_CATEGORIES.map((c) => (
            <Checkbox
              key={c}
              size="xs"
              label={t(`notifications.categories.${c}`)}
              checked={shown.includes(c)}
              onChange={(e) => toggle(c, e.currentTarget.checked)}
            />
          ))}
        </Group>
      </Box>
    </Stack>
  );
}
