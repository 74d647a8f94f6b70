import { settingsContract as api, userSettingsPatchSchema, userSettingsSchema } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { changeMySettings, getMySettings } from './settings.service.ts';

const getRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.getMySettings, {
    tags: ['settings'],
    summary: 'My settings, complete (defaults filled in)',
  }),
);

const patchRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.patchMySettings, {
    tags: ['settings'],
    summary: 'Change some of my settings (any subset of any group)',
  }),
);

const putRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.replaceMySettings, {
    tags: ['settings'],
    summary: 'Replace my settings with a complete document (import)',
  }),
);

const resetRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.resetMySettings, {
    tags: ['settings'],
    summary: 'Reset my settings to the defaults',
  }),
);

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
