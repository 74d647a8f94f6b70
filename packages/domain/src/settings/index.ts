export { normalizeMenuVisibilityKeys, SETTINGS_MENU_KEYS, type SettingsMenuKey } from './menu-keys.ts';
export * from './quiet-hours.ts';
export * from './resolve-user-settings.ts';
export * from './setting-needs.ts';
export * from './settings.contract.ts';
export * from './settings-import.ts';
export * from './system-setting-needs.ts';
export * from './system-settings.ts';
export * from './user-settings.ts';
