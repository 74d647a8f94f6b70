import { ActionIcon, AppShell, Box, Container, Drawer, Group, Stack, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { ComponentType, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { setupQuery } from '../lib/session.ts';
import { useCurrentUser } from '../lib/use-current-user.ts';
import { Brand } from './brand.tsx';
import { DisplaySettings } from './display-settings.tsx';
import { ErrorMonitor } from './error-monitor/error-monitor.tsx';
import { usePreloadModules } from './modules/use-preload-modules.ts';
import { MobileNav } from './nav/mobile-nav.tsx';
import { Sidebar } from './nav/sidebar.tsx';
import { useMenuModules } from './nav/use-menu.ts';
import { useNotificationStream } from './notifications/use-notification-stream.ts';
import classes from './shell.module.css';
import { ModuleSearch } from './top-bar/module-search.tsx';
import { TopBar } from './top-bar/top-bar.tsx';
import { TourLayer } from './tour/tour-layer.tsx';
import { useUpdateUserSettings, useUserSettings } from './user-settings.ts';

/** Below 768 px (Mantine's sm) the sidebar becomes a drawer and the bottom navigation appears. */
export const MOBILE_QUERY = '(max-width: 47.99em)';

/**
 * The application shell: sidebar (a drawer on phones), top bar, the screen, and on phones the bottom
 * navigation. It applies the user's display settings and listens for live notifications while mounted.
 * The help dialog is the help module's; the app hands it in (app/signed-in-app.tsx).
 */
export function SignedInFrame({ HelpDialog }: { HelpDialog: ComponentType<{ isAdmin: boolean }> }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const setup = useQuery(setupQuery);
  const settings = useUserSettings();
  const update = useUpdateUserSettings();
  const modules = useMenuModules();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  useNotificationStream(me !== null);
  usePreloadModules(modules);
  // F1 would open the browser's help over the till; the app's help lives in the menu (seed 000 §2).
  useWindowEvent('keydown', (e) => {
    if (e.key === 'F1') e.preventDefault();
  });
  if (!me) return null;

  const collapsed = settings.display.sidebarCollapsed;
  const toggleCollapsed = () => update.mutate({ display: { sidebarCollapsed: !collapsed } });
  const brand = <Brand storeName={setup.data?.businessName} />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: collapsed ? 76 : 264, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={mobile ? { height: 68 } : undefined}
      padding={0}
      layout={mobile ? 'default' : 'alt'}
      className={classes.shell}
    >
      <DisplaySettings />
      <HelpDialog isAdmin={me.user.role === 'admin'} />
      <TourLayer role={me.user.role} />
      {/* Administrators only: see ErrorMonitor. Everyone's errors still reach the server log. */}
      {me.user.role === 'admin' && <ErrorMonitor mobile={mobile} userId={me.user.id} />}
      <AppShell.Header className={classes.header}>
        <TopBar
          me={me}
          modules={modules}
          mobile={mobile}
          drawerOpened={drawerOpened}
          onToggleDrawer={drawer.toggle}
        />
      </AppShell.Header>

      {!mobile && (
        <AppShell.Navbar className={classes.navbar}>
          <Box px={collapsed ? 'xs' : 'md'} py="sm" className={classes.brand}>
            {collapsed ? <Group justify="center">{brandIcon(brand)}</Group> : brand}
          </Box>
          <Sidebar modules={modules} collapsed={collapsed} />
          <Group justify={collapsed ? 'center' : 'flex-end'} p="xs" className={classes.navFooter}>
            <Tooltip label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')} position="right">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggleCollapsed}
                aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
                aria-expanded={!collapsed}
              >
                {collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} />
                )}
              </ActionIcon>
            </Tooltip>
          </Group>
        </AppShell.Navbar>
      )}

      {mobile && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={296}
          padding={0}
          title={brand}
          classNames={{ header: classes.drawerHeader }}
          closeButtonProps={{ 'aria-label': t('sidebar.closeMenu') }}
        >
          <Stack gap={0}>
            {settings.display.topBar.showMobileSearch && (
              <Box px="sm" pt="sm">
                <ModuleSearch modules={modules} onNavigate={drawer.close} showShortcut={false} />
              </Box>
            )}
            <Sidebar modules={modules} onNavigate={drawer.close} />
          </Stack>
        </Drawer>
      )}

      <AppShell.Main className={classes.main}>
        <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'lg' }}>
          <Outlet />
        </Container>
      </AppShell.Main>

      {mobile && (
        <AppShell.Footer className={classes.footer}>
          <MobileNav modules={modules} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}

function brandIcon(brand: ReactElement) {
  return <Box className={classes.brandIconOnly}>{brand}</Box>;
}
