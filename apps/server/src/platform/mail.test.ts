import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPasswordMail, verifyEmailMail } from './auth/mail-templates.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function outboxMailer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fbms-mail-'));
  dirs.push(dataDir);
  const mailer = createMailer({ from: 'FBMS <no-reply@store.ph>', dataDir, logger: createLogger('silent') });
  const files = () => readdirSync(join(dataDir, 'outbox')).map((f) => join(dataDir, 'outbox', f));
  return { mailer, dataDir, files };
}

/** A verification token as long as better-auth's (a signed JWT, ~200 characters). */
const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${'eyJlbWFpbCI6Im93bmVyQHN0b3JlLnBoIn0'.repeat(4)}.${'a1B2c3D4'.repeat(6)}`;

describe('the outbox without SMTP', () => {
  it('says where it writes, and writes the link whole on a line of its own', async () => {
    const { mailer, dataDir, files } = outboxMailer();
    expect(mailer.transport).toBe('outbox');
    expect(mailer.outbox).toBe(join(dataDir, 'outbox'));
    const message = verifyEmailMail(
      'http://localhost:3000',
      { email: 'rosa@store.ph', name: 'Rosa Peña' },
      TOKEN,
    );
    await mailer.send(message);

    const [file] = files();
    expect(file).toMatch(/verify-email-\d+\.eml$/);
    const raw = readFileSync(file!, 'utf8');
    // Opened in a text editor: the link is there as it is, nothing to decode.
    expect(message.link!.length).toBeGreaterThan(76);
    expect(raw.split('\n')).toContain(message.link);
    expect(raw.split('http').length - 1).toBe(1);
    expect(raw).toContain('Hello Rosa Peña,');
    const textPart = raw.slice(raw.indexOf('Content-Type: text/plain'));
    expect(textPart).toMatch(/^Content-Type: text\/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n/);
    // The headers a mail program needs are there too.
    expect(raw).toMatch(/^To: rosa@store\.ph$/m);
    expect(raw).toMatch(/^Subject: Confirm your FBMS account$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
  });

  it('writes an ASCII message as 7bit, with a clickable HTML copy for a mail program', async () => {
    const { mailer, files } = outboxMailer();
    const message = resetPasswordMail('http://localhost:3000', { email: 'ana@store.ph' }, TOKEN);
    await mailer.send(message);
    const raw = readFileSync(files()[0]!, 'utf8');
    expect(raw).toContain('Content-Transfer-Encoding: 7bit');
    expect(raw.split('\n')).toContain(message.link);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
  });
});
