import type { ModuleDescriptor } from '@fbms/domain';
import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_ICONS } from './module-icons.ts';
import { useModuleText } from './use-menu.ts';

function isActive(pathname: string, m: ModuleDescriptor) {
  return m.path === '/' ? pathname === '/' : pathname === m.path || pathname.startsWith(`${m.path}/`);
}

/**
 * The module menu: the main modules, then the collapsible "Data" group (open by default). Collapsed, it
 * shows icons only, each with its name as tooltip and accessible name.
 */
export function Sidebar({
  modules,
  collapsed = false,
  onNavigate,
}: {
  modules: ModuleDescriptor[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const text = useModuleText();
  const main = modules.filter((m) => m.menuGroup === 'main');
  const data = modules.filter((m) => m.menuGroup === 'data');

  const item = (m: ModuleDescriptor) => {
    const Icon = MODULE_ICONS[m.icon];
    const name = text(m).name;
    const link = (
      <NavLink
        key={m.id}
        data-tour={`nav-${m.id}`}
        component={Link}
        to={m.path}
        label={collapsed ? undefined : name}
        aria-label={collapsed ? name : undefined}
        leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
        active={isActive(pathname, m)}
        aria-current={isActive(pathname, m) ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
    );
    return collapsed ? (
      <Tooltip key={m.id} label={name} position="right" withArrow>
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <ScrollArea
      component="nav"
      aria-label={t('sidebar.label')}
      style={{ flex: 1 }}
      type="scroll"
      data-tour="sidebar"
    >
      <Stack gap={2} p="xs">
        {main.map(item)}
        {data.length > 0 && (
          <NavLink
            label={collapsed ? undefined : t('sidebar.dataGroup')}
            aria-label={collapsed ? t('sidebar.dataGroup') : undefined}
            leftSection={<IconDatabase size={20} stroke={1.7} aria-hidden />}
            defaultOpened
            childrenOffset={collapsed ? 0 : 'md'}
          >
            {data.map(item)}
          </NavLink>
        )}
      </Stack>
    </ScrollArea>
  );
}
