import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeTemplates } from './templates.ts';

/** The int project's run: a folder and an id for its database templates (templates.ts), removed at the end. */
export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'fbms-templates-'));
  const run = randomBytes(4).toString('hex');
  process.env.FBMS_TEST_TEMPLATES = dir;
  process.env.FBMS_TEST_RUN = run;
  return () => removeTemplates(dir, run);
}
