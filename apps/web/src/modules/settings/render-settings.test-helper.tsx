import {
  accountContract,
  defaultUserSettings,
  mergeUserSettings,
  type Role,
  settingsContract,
  type UserSettings,
  type UserSettingsPatch,
} from '@fbms/domain';
import { makeMe } from '../../test/factories.ts';
import { type EndpointReply, mockEndpoint, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { SettingsScreen } from './settings-screen.tsx';

/** A settings document as GET /api/settings/me answers it: the defaults with some fields changed. */
export function makeSettings(patch: UserSettingsPatch = {}): UserSettings {
  return mergeUserSettings(defaultUserSettings(), patch);
}

type PatchReply = EndpointReply<typeof settingsContract.patchMySettings>;

/**
 * A stand-in for /api/settings/me (and /api/me: an administrator unless `role` says otherwise) that keeps one document: PATCH merges (unless `patch` answers
 * otherwise), PUT replaces, DELETE resets.
 */
export function mockSettingsApi(
  start: UserSettings = makeSettings(),
  overrides: { patch?: (req: RecordedRequest) => PatchReply | undefined; role?: Role } = {},
) {
  let doc = start;
  const api = mockFetch({
    ...mockEndpoint(accountContract.getMe, { body: makeMe(overrides.role ?? 'admin') }),
    ...mockEndpoint(settingsContract.getMySettings, () => ({ body: doc })),
    ...mockEndpoint(settingsContract.patchMySettings, (req) => {
      const answer = overrides.patch?.(req);
      if (answer) return answer;
      doc = mergeUserSettings(doc, req.body as UserSettingsPatch);
      return { body: doc };
    }),
    ...mockEndpoint(settingsContract.replaceMySettings, (req) => {
      doc = req.body as UserSettings;
      return { body: doc };
    }),
    ...mockEndpoint(settingsContract.resetMySettings, () => {
      doc = makeSettings();
      return { body: doc };
    }),
  });
  return { ...api, current: () => doc };
}

/** The screen alone, with the app's providers and a router (its Store settings link), as /settings renders it. */
export function renderSettings() {
  return renderRoutedScreen(<SettingsScreen />, '/settings');
}
