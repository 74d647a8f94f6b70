import { MODULES, type ModuleDescriptor, SETTINGS_MENU_KEYS, type SettingsMenuKey } from '@fbms/domain';

export interface MenuEntry {
  key: SettingsMenuKey;
  /** The registry's modules this flag hides, in menu order; the first names the switch. */
  modules: readonly ModuleDescriptor[];
  /** Dashboard and settings always show, whatever the flag says. */
  locked: boolean;
}

/** One entry per menu-visibility key, named by the registry (single source for menu names). */
export const MENU_ENTRIES: readonly MenuEntry[] = SETTINGS_MENU_KEYS.map((key) => {
  const modules = MODULES.filter((m) => m.menuVisibilityKey === key);
  return { key, modules, locked: modules.some((m) => m.alwaysVisible) };
});

/** Every flag set to `visible`, the locked ones kept on. */
export function allMenus(visible: boolean): Record<SettingsMenuKey, boolean> {
  return Object.fromEntries(MENU_ENTRIES.map((e) => [e.key, e.locked || visible])) as Record<
    SettingsMenuKey,
    boolean
  >;
}
