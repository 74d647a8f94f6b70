import { systemSettingsPatchSchema } from '@fbms/domain';
import { PUBLIC, permission, SIGNED_IN } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { readImage } from './system-settings.repository.ts';
import {
  changeImage,
  changeSystemSettings,
  decodeImage,
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

/** The store's images: where each lives, who may see it, and how it is named to the user. */
const IMAGES = [
  {
    kind: 'logo',
    has: 'hasLogo',
    path: '/api/settings/system/logo',
    read: PUBLIC,
    what: 'the store logo',
    shown: 'shown on the sign-in page and on invoices; the invoice PDF takes a PNG or JPEG',
  },
  {
    kind: 'paymentQr',
    has: 'hasPaymentQr',
    path: '/api/settings/system/payment-qr',
    read: SIGNED_IN,
    what: "the store's payment QR code (QR Ph, GCash or Maya, as the acquirer issued it)",
    shown: 'shown at the POS with the amount to pay',
  },
] as const;

const imageRoutes = (image: (typeof IMAGES)[number]) => {
  const { has } = image;
  return {
    put: defineRoute(ADMIN_EDIT, {
      method: 'put',
      path: image.path,
      tags: ['settings'],
      summary: `Upload ${image.what}: a PNG, JPEG or WebP data URL of at most 512 KB`,
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ dataUrl: z.string().max(1_000_000) }) } },
          required: true,
        },
      },
      responses: { 200: json(z.object({ [has]: z.literal(true) })) },
    }),
    remove: defineRoute(ADMIN_EDIT, {
      method: 'delete',
      path: image.path,
      tags: ['settings'],
      summary: `Remove ${image.what}`,
      responses: { 200: json(z.object({ [has]: z.literal(false) })) },
    }),
    get: defineRoute(image.read, {
      method: 'get',
      path: image.path,
      tags: ['settings'],
      summary: `The image of ${image.what} (${image.shown})`,
      responses: { 200: { description: 'The image' }, 404: json(z.object({}), 'None uploaded') },
    }),
  };
};

export function mountSystemSettings(router: ReturnType<typeof createRouter>) {
  router.openapi(getRoute, async (c) => c.json(await getSystemSettings(c.get('deps').database.db), 200));

  router.openapi(patchRoute, async (c) => {
    const patch = systemSettingsPatchSchema.parse(c.req.valid('json'));
    const s = await changeSystemSettings(c.get('deps').database.db, c.get('actor')!, patch, where(c));
    return c.json(s, 200);
  });

  for (const image of IMAGES) {
    const routes = imageRoutes(image);
    // The seed's upload limit: 50 an hour per user.
    router.use(image.path, perUserLimit('upload', ['PUT']));

    router.openapi(routes.put, async (c) => {
      const decoded = decodeImage(image.kind, c.req.valid('json').dataUrl);
      await changeImage(c.get('deps').database.db, c.get('actor')!, image.kind, decoded, where(c));
      return c.json({ [image.has]: true }, 200) as never;
    });

    router.openapi(routes.remove, async (c) => {
      await changeImage(c.get('deps').database.db, c.get('actor')!, image.kind, null, where(c));
      return c.json({ [image.has]: false }, 200) as never;
    });

    router.openapi(routes.get, async (c) => {
      const stored = await readImage(c.get('deps').database.db, image.kind);
      if (!stored) return c.json({}, 404);
      return c.body(new Uint8Array(stored.bytes), 200, {
        'Content-Type': stored.type,
        'Cache-Control': 'no-cache',
        'Content-Disposition': `inline; filename="${image.path.split('/').at(-1)}"`,
      }) as never;
    });
  }
}
