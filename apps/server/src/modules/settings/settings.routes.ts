import { userSettingsPatchSchema, userSettingsSchema } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { changeMySettings, getMySettings } from './settings.service.ts';

const Settings = z.record(z.string(), z.unknown()).openapi('UserSettings', {
  description:
    'The full settings document (seed 000 §3): general, notifications, privacy, display, reports, inventory, security, menuVisibility',
});

const getRoute = defineRoute(SIGNED_IN, {
  method: 'get',
  path: '/api/settings/me',
  tags: ['settings'],
  summary: 'My settings, complete (defaults filled in)',
  responses: { 200: json(Settings) },
});

const patchRoute = defineRoute(SIGNED_IN, {
  method: 'patch',
  path: '/api/settings/me',
  tags: ['settings'],
  summary: 'Change some of my settings (any subset of any group)',
  request: { body: { content: { 'application/json': { schema: Settings } }, required: true } },
  responses: { 200: json(Settings) },
});

const putRoute = defineRoute(SIGNED_IN, {
  method: 'put',
  path: '/api/settings/me',
  tags: ['settings'],
  summary: 'Replace my settings with a complete document (import)',
  request: { body: { content: { 'application/json': { schema: Settings } }, required: true } },
  responses: { 200: json(Settings) },
});

const resetRoute = defineRoute(SIGNED_IN, {
  method: 'delete',
  path: '/api/settings/me',
  tags: ['settings'],
  summary: 'Reset my settings to the defaults',
  responses: { 200: json(Settings) },
});

export function mountSettings(router: ReturnType<typeof createRouter>) {
  router.openapi(getRoute, async (c) => {
    return c.json(await getMySettings(c.get('deps').database.db, c.get('actor')!.userId), 200);
  });

  router.openapi(patchRoute, async (c) => {
    const patch = userSettingsPatchSchema.parse(c.req.valid('json'));
    const s = await changeMySettings(
      c.get('deps').database.db,
      c.get('actor')!,
      { kind: 'patch', patch },
      where(c),
    );
    return c.json(s, 200);
  });

  router.openapi(putRoute, async (c) => {
    const settings = userSettingsSchema.parse(c.req.valid('json'));
    const s = await changeMySettings(
      c.get('deps').database.db,
      c.get('actor')!,
      { kind: 'replace', settings },
      where(c),
    );
    return c.json(s, 200);
  });

  router.openapi(resetRoute, async (c) => {
    const s = await changeMySettings(c.get('deps').database.db, c.get('actor')!, { kind: 'reset' }, where(c));
    return c.json(s, 200);
  });
}
