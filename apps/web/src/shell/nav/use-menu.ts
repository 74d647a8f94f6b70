import { type ModuleDescriptor, type ModuleId, visibleModules } from '@fbms/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../modules/auth/use-current-user.ts';
import { useUserSettings } from '../user-settings.ts';

/**
 * Modules with a screen in this build. The registry marks help as available; it has no screen yet, so it
 * stays out of the menus until it does.
 */
export const ROUTED_MODULES: ReadonlySet<ModuleId> = new Set([
  'dashboard',
  'inventory',
  'product-categories',
  'product-history',
  'user-roles',
  'settings',
  'help',
]);

/** The modules the signed-in user's menus show, in registry order. */
export function useMenuModules(): ModuleDescriptor[] {
  const me = useCurrentUser();
  const { menuVisibility } = useUserSettings();
  return useMemo(
    () =>
      visibleModules({
        role: me?.user.role ?? null,
        isActive: me?.user.isActive ?? false,
        menuVisibility,
      }).filter((m) => ROUTED_MODULES.has(m.id)),
    [me?.user.role, me?.user.isActive, menuVisibility],
  );
}

/** The translated name and description of a module. */
export function useModuleText() {
  const { t } = useTranslation();
  return (m: ModuleDescriptor) => ({
    name: t(`modules.${m.id}.name`, { defaultValue: m.displayName }),
    description: t(`modules.${m.id}.description`, { defaultValue: m.description }),
  });
}
