import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError, ROLES, type Role } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { getSystemSettings } from '../settings/system-settings.service.ts';

/** The guides live in docs/training as Markdown, listed in manifest.json with the roles that may read each. */
export const HELP_DIR = fileURLToPath(new URL('../../../../../docs/training', import.meta.url));

const SECTIONS = ['user-guides', 'training', 'technical', 'troubleshooting', 'quick-reference'] as const;
const manifestSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    section: z.enum(SECTIONS),
    title: z.string().min(1),
    file: z.string().regex(/^[a-z0-9-]+\.md$/),
    roles: z.array(z.enum(ROLES)).min(1),
  }),
);
type Entry = z.infer<typeof manifestSchema>[number];

async function readManifest(dir: string): Promise<Entry[]> {
  let text: string;
  try {
    text = await readFile(join(dir, 'manifest.json'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []; // an installation without the guides
    throw err;
  }
  return manifestSchema.parse(JSON.parse(text));
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

const mayRead = (e: Entry, role: Role) => role === 'admin' || e.roles.includes(role);

const treeRoute = defineRoute(permission({ module: 'help', action: 'view' }), {
  method: 'get',
  path: '/api/help',
  tags: ['help'],
  summary: "The help tree this role may read, by section, and the store's support contact",
  responses: {
    200: json(
      z.object({
        sections: z.array(
          z.object({ id: z.enum(SECTIONS), items: z.array(z.object({ id: z.string(), title: z.string() })) }),
        ),
        /** "Contact Support": only the phone and e-mail an admin set in the system settings (null when unset). */
        support: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
      }),
    ),
  },
});

const docRoute = defineRoute(permission({ module: 'help', action: 'view' }), {
  method: 'get',
  path: '/api/help/{id}',
  tags: ['help'],
  summary: 'One guide as Markdown (404 when it does not exist or the role may not read it)',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'No such guide')
        .max(80),
    }),
  },
  responses: { 200: json(z.object({ id: z.string(), title: z.string(), markdown: z.string() })) },
});

export function mountHelp(router: ReturnType<typeof createRouter>, dir = HELP_DIR) {
  router.openapi(treeRoute, async (c) => {
    const role = c.get('actor')!.role;
    const entries = (await readManifest(dir)).filter((e) => mayRead(e, role));
    const sections = SECTIONS.map((id) => ({
      id,
      items: entries.filter((e) => e.section === id).map((e) => ({ id: e.id, title: e.title })),
    })).filter((s) => s.items.length > 0);
    const { support } = await getSystemSettings(c.get('deps').database.db);
    const contact = { phone: text(support.phone), email: text(support.email) };
    return c.json({ sections, support: contact }, 200);
  });

  router.openapi(docRoute, async (c) => {
    const role = c.get('actor')!.role;
    const { id } = c.req.valid('param');
    const entry = (await readManifest(dir)).find((e) => e.id === id);
    if (!entry || !mayRead(entry, role))
      throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such guide.');
    const markdown = await readFile(join(dir, entry.file), 'utf8');
    return c.json({ id: entry.id, title: entry.title, markdown }, 200);
  });
}
