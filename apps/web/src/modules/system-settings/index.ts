import type { WebModule } from '../../app/web-module.ts';
import { systemSettingsEn, systemSettingsFil } from './system-settings.i18n.ts';
import { systemSettingsRoutes } from './system-settings.routes.tsx';

export const systemSettingsModule = {
  id: 'system-settings',
  routes: systemSettingsRoutes,
  texts: { en: systemSettingsEn, fil: systemSettingsFil },
} as const satisfies WebModule;
