import {
  resolveUserSettings,
  settingsContract,
  type UserSettings,
  type UserSettingsPatch,
} from '@fbms/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';

/** The signed-in user's settings document (GET /api/settings/me), resolved against the defaults. */
export const userSettingsQuery = queryOptions({
  // The settings screen (modules/settings) reads and writes the same key, so its changes apply here at once.
  queryKey: ['settings', 'me'] as const,
  queryFn: async () => resolveUserSettings(await api.call(settingsContract.getMySettings)),
  staleTime: 5 * 60_000,
});

/** Settings for the shell: the stored document, or the defaults while it loads or when it failed. */
export function useUserSettings(): UserSettings {
  const { data } = useQuery(userSettingsQuery);
  return data ?? DEFAULTS;
}

const DEFAULTS = resolveUserSettings(undefined);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of a patch into the document; lists are replaced whole, as on the server. */
export function mergeSettings<T>(base: T, patch: unknown): T {
  if (!isRecord(base) || !isRecord(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeSettings(out[key], value);
  return out as T;
}

/**
 * PATCH /api/settings/me, applied at once: the cached document changes before the server answers and
 * goes back, with a toast, when the server refuses or cannot be reached.
 */
export function useUpdateUserSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = userSettingsQuery.queryKey;
  return useMutation({
    mutationFn: (patch: UserSettingsPatch) => api.call(settingsContract.patchMySettings, { body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, mergeSettings(previous ?? DEFAULTS, patch));
      return { previous };
    },
    onError: (err, _patch, context) => {
      queryClient.setQueryData(key, context?.previous);
      notify.error({ title: t('userSettings.saveFailedTitle'), message: err.message });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, resolveUserSettings(saved)),
  });
}
