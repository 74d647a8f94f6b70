import { systemSettingsPatchSchema } from '@fbms/domain';
import { PUBLIC, permission } from '../../platform/http/guard.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { readLogo } from './system-settings.repository.ts';
import {
  changeLogo,
  changeSystemSettings,
  decodeLogo,
  getSystemSettings,
} from './system-settings.service.ts';

const SystemSettings = z.record(z.string(), z.unknown()).openapi('SystemSettings', {
  description:
    'businessInfo, bir, integration (payment keys are write-only: apiKeySet tells whether one is stored), backup, maintenance, support',
});

const ADMIN_EDIT = permission({ module: 'settings', action: 'edit', minRole: 'admin' });

const getRoute = defineRoute(permission({ module: 'settings', action: 'view' }), {
  method: 'get',
  path: '/api/settings/system',
  tags: ['settings'],
  summary: "The store's settings (no secrets)",
  responses: { 200: json(SystemSettings) },
});

const patchRoute = defineRoute(ADMIN_EDIT, {
  method: 'patch',
  path: '/api/settings/system',
  tags: ['settings'],
  summary: "Change the store's settings (each group given whole); audited",
  request: { body: { content: { 'application/json': { schema: SystemSettings } }, required: true } },
  responses: { 200: json(SystemSettings) },
});

const putLogoRoute = defineRoute(ADMIN_EDIT, {
  method: 'put',
  path: '/api/settings/system/logo',
  tags: ['settings'],
  summary: 'Upload the store logo: a PNG, JPEG or WebP data URL of at most 512 KB',
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ dataUrl: z.string().max(1_000_000) }) } },
      required: true,
    },
  },
  responses: { 200: json(z.object({ hasLogo: z.literal(true) })) },
});

const deleteLogoRoute = defineRoute(ADMIN_EDIT, {
  method: 'delete',
  path: '/api/settings/system/logo',
  tags: ['settings'],
  summary: 'Remove the store logo',
  responses: { 200: json(z.object({ hasLogo: z.literal(false) })) },
});

const getLogoRoute = defineRoute(PUBLIC, {
  method: 'get',
  path: '/api/settings/system/logo',
  tags: ['settings'],
  summary: 'The store logo image (shown on the sign-in page and documents)',
  responses: { 200: { description: 'The image' }, 404: json(z.object({}), 'No logo') },
});

export function mountSystemSettings(router: ReturnType<typeof createRouter>) {
  router.openapi(getRoute, async (c) => c.json(await getSystemSettings(c.get('deps').database.db), 200));

  router.openapi(patchRoute, async (c) => {
    const patch = systemSettingsPatchSchema.parse(c.req.valid('json'));
    const s = await changeSystemSettings(c.get('deps').database.db, c.get('actor')!, patch, where(c));
    return c.json(s, 200);
  });

  // The seed's upload limit: 50 an hour per user.
  router.use('/api/settings/system/logo', async (c, next) => {
    if (c.req.method !== 'PUT' || !c.get('actor')) return next();
    const { config } = c.get('deps');
    return rateLimit('upload', config.RATE_LIMIT_UPLOAD, (x) => x.get('actor')!.userId)(c, next);
  });

  router.openapi(putLogoRoute, async (c) => {
    const logo = decodeLogo(c.req.valid('json').dataUrl);
    await changeLogo(c.get('deps').database.db, c.get('actor')!, logo, where(c));
    return c.json({ hasLogo: true as const }, 200);
  });

  router.openapi(deleteLogoRoute, async (c) => {
    await changeLogo(c.get('deps').database.db, c.get('actor')!, null, where(c));
    return c.json({ hasLogo: false as const }, 200);
  });

  router.openapi(getLogoRoute, async (c) => {
    const logo = await readLogo(c.get('deps').database.db);
    if (!logo) return c.json({}, 404);
    return c.body(new Uint8Array(logo.bytes), 200, {
      'Content-Type': logo.type,
      'Cache-Control': 'no-cache',
      'Content-Disposition': 'inline; filename="logo"',
    }) as never;
  });
}
