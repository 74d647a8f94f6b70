import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { userSettingsSchema } from './user-settings.ts';

/** The signed-in person's settings document over HTTP (/api/settings/me). */

const DOCUMENT =
  'The full settings document (seed 000 §3): general, notifications, privacy, display, reports, inventory, security, menuVisibility';

/** The answer: the complete document, defaults filled in. */
export const userSettingsDocSchema = userSettingsSchema.meta({ id: 'UserSettings', description: DOCUMENT });

/**
 * What a client sends: any object; the route checks it with userSettingsPatchSchema (PATCH) or
 * userSettingsSchema (PUT) itself, so the refusal names each field.
 */
export const userSettingsBodySchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'UserSettingsInput', description: DOCUMENT });

export const settingsContract = {
  getMySettings: endpoint({ method: 'get', path: '/api/settings/me', response: userSettingsDocSchema }),
  patchMySettings: endpoint({
    method: 'patch',
    path: '/api/settings/me',
    body: userSettingsBodySchema,
    response: userSettingsDocSchema,
  }),
  replaceMySettings: endpoint({
    method: 'put',
    path: '/api/settings/me',
    body: userSettingsBodySchema,
    response: userSettingsDocSchema,
  }),
  resetMySettings: endpoint({ method: 'delete', path: '/api/settings/me', response: userSettingsDocSchema }),
};
