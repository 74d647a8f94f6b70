import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DomainError,
  HELP_SECTIONS,
  helpContract,
  type LANGUAGES,
  ROLES,
  type Role,
  refusal,
} from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';

/**
 * The guides live in docs/training as Markdown, listed in manifest.json with the roles that may read each;
 * their Filipino versions in docs/training/fil under the same names, with `titleFil` in the manifest.
 */
export const HELP_DIR = fileURLToPath(new URL('../../../../../docs/training', import.meta.url));

const manifestSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    section: z.enum(HELP_SECTIONS),
    title: z.string().min(1),
    titleFil: z.string().min(1),
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

type Language = (typeof LANGUAGES)[number];

const titleIn = (e: Entry, lang: Language | undefined) => (lang === 'fil' ? e.titleFil : e.title);

/** The guide's Markdown in the language asked for, or in English when that version is missing. */
async function guideText(dir: string, e: Entry, lang: Language | undefined): Promise<string> {
  if (lang === 'fil') {
    const translated = join(dir, 'fil', e.file);
    const there = await access(translated).then(
      () => true,
      () => false,
    );
    if (there) return readFile(translated, 'utf8');
  }
  return readFile(join(dir, e.file), 'utf8');
}

const treeRoute = defineRoute(
  permission({ module: 'help', action: 'view' }),
  fromContract(helpContract.getHelpTree, {
    tags: ['help'],
    summary: "The help tree this role may read, by section, and the store's support contact",
  }),
);

const docRoute = defineRoute(
  permission({ module: 'help', action: 'view' }),
  fromContract(helpContract.getHelpGuide, {
    tags: ['help'],
    summary: 'One guide as Markdown (404 when it does not exist or the role may not read it)',
  }),
);

export function mountHelp(router: ReturnType<typeof createRouter>, dir = HELP_DIR) {
  router.openapi(treeRoute, async (c) => {
    const role = c.get('actor')!.role;
    const { lang } = c.req.valid('query');
    const entries = (await readManifest(dir)).filter((e) => mayRead(e, role));
    const sections = HELP_SECTIONS.map((id) => ({
      id,
      items: entries.filter((e) => e.section === id).map((e) => ({ id: e.id, title: titleIn(e, lang) })),
    })).filter((s) => s.items.length > 0);
    const { support } = await getSystemSettings(c.get('deps').database.db);
    const contact = { phone: text(support.phone), email: text(support.email) };
    return c.json({ sections, support: contact }, 200);
  });

  router.openapi(docRoute, async (c) => {
    const role = c.get('actor')!.role;
    const { id } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    const entry = (await readManifest(dir)).find((e) => e.id === id);
    if (!entry || !mayRead(entry, role))
      throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such guide.', refusal('guideNotFound'));
    const markdown = await guideText(dir, entry, lang);
    return c.json({ id: entry.id, title: titleIn(entry, lang), markdown }, 200);
  });
}
