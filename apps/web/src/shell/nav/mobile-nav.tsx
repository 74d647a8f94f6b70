import { bottomNavModules, gridBadge, gridModules, type ModuleDescriptor } from '@fbms/domain';
import { ActionIcon, Group, Indicator, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './mobile-nav.module.css';
import { MODULE_ICONS } from './module-icons.ts';
import { useModuleText } from './use-menu.ts';
import { useTapGuard } from './use-tap-guard.ts';

const activeFor = (pathname: string, m: ModuleDescriptor) =>
  m.path === '/' ? pathname === '/' : pathname === m.path || pathname.startsWith(`${m.path}/`);

/** The phone's bottom navigation (up to 4 items) and the floating button with the grid of the rest. */
export function MobileNav({ modules }: { modules: ModuleDescriptor[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const text = useModuleText();
  const tap = useTapGuard();
  const [gridOpen, grid] = useDisclosure(false);
  const bottom = bottomNavModules(modules);
  const rest = gridModules(modules, bottom);

  const go = (m: ModuleDescriptor) => {
    if (!tap.accept(m.id)) return;
    grid.close();
    if (!activeFor(pathname, m)) void navigate({ to: m.path });
  };

  const item = (m: ModuleDescriptor, inGrid: boolean) => {
    const Icon = MODULE_ICONS[m.icon];
    const active = activeFor(pathname, m);
    return (
      <UnstyledButton
        key={m.id}
        data-tour={inGrid ? undefined : `mobile-nav-${m.id}`}
        className={inGrid ? classes.gridItem : classes.item}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        {...tap.pressProps}
        onClick={() => go(m)}
      >
        <Icon size={inGrid ? 26 : 22} stroke={1.7} aria-hidden />
        <Text size="xs" fw={active ? 700 : 500} lineClamp={inGrid ? 2 : 1} ta="center">
          {text(m).name}
        </Text>
      </UnstyledButton>
    );
  };

  return (
    <>
      <Group
        component="nav"
        aria-label={t('mobileNav.label')}
        className={classes.bar}
        wrap="nowrap"
        gap={0}
        data-tour="mobile-nav"
      >
        {bottom.map((m) => item(m, false))}
        {rest.length > 0 && (
          <div className={classes.fabSlot}>
            <Indicator label={gridBadge(rest.length)} size={18} offset={6} color="red">
              <ActionIcon
                size={48}
                radius="xl"
                variant="filled"
                aria-label={t('mobileNav.more')}
                aria-haspopup="dialog"
                data-tour="mobile-more"
                onClick={grid.open}
              >
                <IconLayoutGrid size={22} />
              </ActionIcon>
            </Indicator>
          </div>
        )}
      </Group>
      <Modal opened={gridOpen} onClose={grid.close} title={t('mobileNav.moreTitle')} centered>
        <SimpleGrid cols={3} spacing="sm">
          {rest.map((m) => item(m, true))}
        </SimpleGrid>
      </Modal>
    </>
  );
}
