import { systemSettingsContract as api, systemSettingsPatchSchema } from '@fbms/domain';
import { PUBLIC, permission, SIGNED_IN } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, json, z } from '../../platform/http/route.ts';
import { readImage } from './system-settings.repository.ts';
import {
  changeImage,
  changeSystemSettings,
  decodeImage,
  getSystemSettings,
} from './system-settings.service.ts';

const ADMIN_EDIT = permission({ module: 'settings', action: 'edit', minRole: 'admin' });

const getRoute = defineRoute(
  permission({ module: 'settings', action: 'view' }),
  fromContract(api.getSystemSettings, { tags: ['settings'], summary: "The store's settings (no secrets)" }),
);

const patchRoute = defineRoute(
  ADMIN_EDIT,
  fromContract(api.patchSystemSettings, {
    tags: ['settings'],
    summary: "Change the store's settings (each group given whole); audited",
  }),
);

/** The store's images: where each lives, who may see it, and how it is named to the user. */
const IMAGES = [
  {
    kind: 'logo',
    has: 'hasLogo',
    path: api.uploadLogo.path,
    upload: api.uploadLogo,
    remove: api.removeLogo,
    read: PUBLIC,
    what: 'the store logo',
    shown: 'shown on the sign-in page and on invoices; the invoice PDF takes a PNG or JPEG',
  },
  {
    kind: 'paymentQr',
    has: 'hasPaymentQr',
    path: api.uploadPaymentQr.path,
    upload: api.uploadPaymentQr,
    remove: api.removePaymentQr,
    read: SIGNED_IN,
    what: "the store's payment QR code (QR Ph, GCash or Maya, as the acquirer issued it)",
    shown: 'shown at the POS with the amount to pay',
  },
] as const;

const imageRoutes = (image: (typeof IMAGES)[number]) => ({
  put: defineRoute(
    ADMIN_EDIT,
    fromContract(image.upload, {
      tags: ['settings'],
      summary: `Upload ${image.what}: a PNG, JPEG or WebP data URL of at most 512 KB`,
    }),
  ),
  remove: defineRoute(
    ADMIN_EDIT,
    fromContract(image.remove, { tags: ['settings'], summary: `Remove ${image.what}` }),
  ),
  get: defineRoute(image.read, {
    method: 'get',
    path: image.path,
    tags: ['settings'],
    summary: `The image of ${image.what} (${image.shown})`,
    responses: { 200: { description: 'The image' }, 404: json(z.object({}), 'None uploaded') },
  }),
});

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
