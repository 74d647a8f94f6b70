import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (verification, reset, invite); logged when there is no SMTP. */
  link?: string;
  kind: 'verify-email' | 'reset-password' | 'invite' | 'existing-account' | 'notice' | 'receipt';
  /** Files sent with the message (an e-receipt's invoice PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Where replies go (the store's own address on an e-receipt). */
  replyTo?: string;
}

/** The parts of a message nodemailer sends, the same over SMTP and into the outbox. */
const envelope = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  attachments: m.attachments,
  replyTo: m.replyTo,
});

export interface Mailer {
  transport: 'smtp' | 'outbox';
  /** Where the .eml files go when there is no SMTP server (DATA_DIR/outbox), else undefined. */
  outbox?: string;
  send(message: MailMessage): Promise<void>;
}

/** RFC 5322: no line of a 7bit or 8bit part may pass 998 octets. */
const MAX_LINE = 998;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A message as the outbox file holds it. A person opens the .eml in a text editor and copies the link,
 * so the text part is written as it is (7bit, or 8bit for a name with ñ), never quoted-printable, whose
 * "=3D" and soft line breaks break a copied link. nodemailer takes a part given `raw` as written; an HTML
 * part beside it (the same text, its links clickable) is for a mail program that opens the file, in
 * base64, so the only link a text editor shows is the whole one.
 */
export function outboxEnvelope(from: string, m: MailMessage) {
  const base = envelope(from, m);
  const bytes = Buffer.from(m.text, 'utf8');
  if (m.text.split('\n').some((line) => Buffer.byteLength(line, 'utf8') > MAX_LINE)) return base;
  const encoding = bytes.length === m.text.length ? '7bit' : '8bit';
  const text = m.text.replace(/\r?\n/g, '\r\n');
  const html =
    m.html ??
    `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(m.text).replace(
      /https?:\/\/[^\s<]+/g,
      (url) => `<a href="${url}">${url}</a>`,
    )}</pre>`;
  return {
    ...base,
    textEncoding: 'base64' as const,
    text: {
      raw: `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${text}`,
    },
    html,
  };
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/outbox/ as an .eml file and
 * its link is logged, so a one-PC store can still verify an account or reset a password.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: 'smtp',
      async send(m) {
        await transporter.sendMail(envelope(opts.from, m));
        opts.logger.info({ to: m.to, kind: m.kind }, 'mail sent');
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    outbox,
    async send(m) {
      const info = await stream.sendMail(outboxEnvelope(opts.from, m));
      mkdirSync(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.kind}-${process.hrtime.bigint()}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The link is what the store needs; print it where the person who started the server will see it.
      opts.logger.warn(
        { to: m.to, kind: m.kind, file, link: m.link },
        'no SMTP_URL: mail written to the outbox',
      );
    },
  };
}
