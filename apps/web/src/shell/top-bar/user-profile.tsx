import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fullName, type Me } from '../../lib/session.ts';
import { HelpMenuItems } from '../help-dialog/help-menu.tsx';

/** Name and role of the signed-in user; opens a menu with their account page. */
export function UserProfile({ me, compact = false }: { me: Me; compact?: boolean }) {
  const { t } = useTranslation();
  const name = fullName(me.user);
  const initials = `${me.user.firstName.charAt(0)}${me.user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('topBar.userMenu', { name })} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size={34} radius="xl" color="field" variant="light">
              {initials}
            </Avatar>
            {!compact && (
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate="end" maw={180} lh={1.2}>
                  {name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" lh={1.2}>
                    {t(`roles.${me.user.role}`)}
                  </Text>
                  {me.user.isOwner && (
                    <Badge size="xs" variant="light">
                      {t('shell.owner')}
                    </Badge>
                  )}
                </Group>
              </Stack>
            )}
            {!compact && <IconChevronDown size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name} · {t(`roles.${me.user.role}`)}
        </Menu.Label>
        <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} stroke={1.7} />}>
          {t('topBar.account')}
        </Menu.Item>
        <Menu.Divider />
        <HelpMenuItems showShortcut={!compact} />
      </Menu.Dropdown>
    </Menu>
  );
}
