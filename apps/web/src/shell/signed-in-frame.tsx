import { Badge, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHome, IconUser, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fullName, hasPermission, setupQuery } from '../modules/auth/auth.queries.ts';
import { useCurrentUser } from '../modules/auth/use-current-user.ts';
import { Brand } from './brand.tsx';
import { ColorSchemeMenu } from './color-scheme-menu.tsx';
import classes from './layout.module.css';
import { LogoutButton } from './logout-button.tsx';

/** The minimal signed-in frame: store, navigation, who is signed in, theme and Logout. */
export function SignedInFrame() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const setup = useQuery(setupQuery);
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  if (!me) return null;
  const links = [
    { to: '/', label: t('shell.home'), icon: IconHome, show: true },
    { to: '/account', label: t('shell.account'), icon: IconUser, show: true },
    { to: '/users', label: t('shell.users'), icon: IconUsers, show: hasPermission(me, 'users:view') },
  ] as const;

  return (
    <Box className={classes.main}>
      <Box component="header" className={classes.header}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="xs">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Brand storeName={setup.data?.businessName} />
            <Group gap="xs" wrap="nowrap">
              <Stack gap={0} align="flex-end" visibleFrom="sm" miw={0}>
                <Text size="sm" fw={600} truncate="end" maw={220}>
                  {fullName(me.user)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {t(`roles.${me.user.role}`)}
                  </Text>
                  {me.user.isOwner && (
                    <Badge size="xs" variant="light">
                      {t('shell.owner')}
                    </Badge>
                  )}
                </Group>
              </Stack>
              <ColorSchemeMenu />
              <LogoutButton compact={narrow} />
            </Group>
          </Group>
          <Text size="xs" c="dimmed" hiddenFrom="sm" mt={6} truncate="end">
            {fullName(me.user)} · {t(`roles.${me.user.role}`)}
            {me.user.isOwner ? ` · ${t('shell.owner')}` : ''}
          </Text>
          <Group component="nav" aria-label={t('shell.mainNav')} gap={4} mt="xs" wrap="nowrap">
            {links
              .filter((l) => l.show)
              .map(({ to, label, icon: Icon }) => (
                <Link key={to} to={to} className={classes.navLink} activeOptions={{ exact: to === '/' }}>
                  <Icon size={16} stroke={1.7} aria-hidden />
                  {label}
                </Link>
              ))}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" px={{ base: 'sm', sm: 'md' }} py="lg">
        <Outlet />
      </Container>
    </Box>
  );
}
