import { type ModuleDescriptor, visibleModules } from '@fbms/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useUserSettings } from '../user-settings.ts';

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
      }),
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
