import {
  resolveUserSettings,
  settingsContract,
  type UserSettings,
  type UserSettingsPatch,
} from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * The signed-in user's settings document. The shell reads the same key to apply theme, density and
 * the top-bar flags, so every answer below is written back to it.
 */
export const mySettingsQuery = queryOptions({
  queryKey: ['settings', 'me'] as const,
  queryFn: async () => resolveUserSettings(await api.call(settingsContract.getMySettings)),
  staleTime: 5 * 60_000,
});

/** Changes some fields; answers the full document. */
export const patchMySettings = (patch: UserSettingsPatch) =>
  api.call(settingsContract.patchMySettings, { body: patch });

/** Replaces the document with a complete one (import). */
export const replaceMySettings = (settings: UserSettings) =>
  api.call(settingsContract.replaceMySettings, { body: settings });

/** Back to the defaults; answers them. */
export const resetMySettings = () => api.call(settingsContract.resetMySettings);
