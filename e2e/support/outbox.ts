import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Without SMTP_URL the server writes each e-mail to DATA_DIR/outbox; the journeys read the links there. */
export function outboxDir(server: 'fresh' | 'demo') {
  return fileURLToPath(new URL(`../.data/${server}/outbox`, import.meta.url));
}

/**
 * The link in the newest message to `to` whose subject matches, waiting for it to arrive. Read from the
 * file as it is, nothing decoded: what a person sees who opens the .eml in a text editor.
 */
export async function linkFromMail(server: 'fresh' | 'demo', to: string, subject: RegExp): Promise<string> {
  const dir = outboxDir(server);
  const deadline = Date.now() + 10_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      // not created yet
    }
    for (const f of files) {
      const raw = readFileSync(join(dir, f), 'utf8');
      const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
      if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(head) && subject.test(head)) {
        const link = /(https?:\/\/\S+)/.exec(raw)?.[1];
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
