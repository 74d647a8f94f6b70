import {
  defaultUserSettings,
  mergeUserSettings,
  type UserSettings,
  type UserSettingsPatch,
} from '@fbms/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '../../app/query-client.ts';
import { theme } from '../../app/theme.ts';
import { mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { SettingsScreen } from './settings-screen.tsx';

/** A settings document as GET /api/settings/me answers it: the defaults with some fields changed. */
export function makeSettings(patch: UserSettingsPatch = {}): UserSettings {
  return mergeUserSettings(defaultUserSettings(), patch);
}

type Reply = { status?: number; body?: unknown };

/**
 * A stand-in for /api/settings/me that keeps one document: PATCH merges (unless `patch` answers
 * otherwise), PUT replaces, DELETE resets.
 */
export function mockSettingsApi(
  start: UserSettings = makeSettings(),
  overrides: { patch?: (req: RecordedRequest) => Reply | undefined } = {},
) {
  let doc = start;
  const api = mockFetch({
    'GET /api/settings/me': () => ({ body: doc }),
    'PATCH /api/settings/me': (req) => {
      const answer = overrides.patch?.(req);
      if (answer) return answer;
      doc = mergeUserSettings(doc, req.body as UserSettingsPatch);
      return { body: doc };
    },
    'PUT /api/settings/me': (req) => {
      doc = req.body as UserSettings;
      return { body: doc };
    },
    'DELETE /api/settings/me': () => {
      doc = makeSettings();
      return { body: doc };
    },
  });
  return { ...api, current: () => doc };
}

/** The screen alone, with the app's providers, as the lazy /settings route renders it. */
export function renderSettings() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  });
  const utils = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SettingsScreen />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}
