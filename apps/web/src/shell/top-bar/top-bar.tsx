import { type ModuleDescriptor, moduleForPath } from '@fbms/domain';
import { Box, Burger, Group, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../lib/session.ts';
import { HelpMenu } from '../help-dialog/help-menu.tsx';
import { LogoutButton } from '../logout-button.tsx';
import { useModuleText } from '../nav/use-menu.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { useUserSettings } from '../user-settings.ts';
import { BranchSwitcher } from './branch-switcher.tsx';
import { ModuleSearch } from './module-search.tsx';
import { ServerStatus } from './server-status.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserProfile } from './user-profile.tsx';

/** The page's title: the module's name, or the account page's or the store settings'. */
function usePageTitle() {
  const { t } = useTranslation();
  const text = useModuleText();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (pathname === '/account' || pathname.startsWith('/account/')) return t('shell.account');
  // The store's settings live under the settings module but are a screen of their own.
  if (pathname === '/settings/system' || pathname.startsWith('/settings/system/'))
    return t('systemSettings.title');
  return text(moduleForPath(pathname)).name;
}

/**
 * Title, module search, server status, theme, notifications, the user and Logout. Every element but
 * Logout can be hidden by the user's display.topBar settings.
 */
export function TopBar({
  me,
  modules,
  mobile,
  drawerOpened,
  onToggleDrawer,
}: {
  me: Me;
  modules: ModuleDescriptor[];
  mobile: boolean;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const flags = useUserSettings().display.topBar;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        {mobile && (
          <Burger
            opened={drawerOpened}
            onClick={onToggleDrawer}
            data-tour="drawer-button"
            size="sm"
            aria-label={drawerOpened ? t('sidebar.closeMenu') : t('sidebar.openMenu')}
          />
        )}
        {/* Not a heading: each screen has its own h1; this names the module the user is in. */}
        <Text fz={mobile ? 'lg' : 'xl'} fw={700} lineClamp={1} miw={0} data-page-title>
          {title}
        </Text>
        {!mobile && flags.showSearch && (
          <div style={{ width: 'min(340px, 32vw)', marginInlineStart: 16 }} data-tour="module-search">
            <ModuleSearch modules={modules} />
          </div>
        )}
      </Group>
      <Group gap={mobile ? 6 : 'sm'} wrap="nowrap">
        {me.branches.length >= 2 && (
          <Target name="branch-switcher">
            <BranchSwitcher me={me} compact={mobile} />
          </Target>
        )}
        {(flags.showServerStatus || flags.showDatabaseStatus) && (
          <Target name="server-status">
            <ServerStatus compact={mobile || !flags.showDatabaseStatus} />
          </Target>
        )}
        {flags.showThemeToggle && (
          <Target name="theme-toggle">
            <ThemeToggle />
          </Target>
        )}
        {flags.showNotifications && (
          <Target name="notification-bell">
            <NotificationBell />
          </Target>
        )}
        {!mobile && <HelpMenu />}
        {flags.showUserProfile && (
          <Target name="user-menu">
            <UserProfile me={me} compact={mobile} />
          </Target>
        )}
        <Target name="logout">
          <LogoutButton compact={mobile} />
        </Target>
      </Group>
    </Group>
  );
}

/** A tour step's anchor around a top-bar control (the tour highlights this box). */
function Target({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box data-tour={name} style={{ display: 'flex' }}>
      {children}
    </Box>
  );
}
