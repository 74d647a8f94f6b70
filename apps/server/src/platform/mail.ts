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
  send(message: MailMessage): Promise<void>;
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
    async send(m) {
      const info = await stream.sendMail(envelope(opts.from, m));
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
