import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  raw: string;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export async function startSmtp() {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [folded = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
        // A long header is folded over several lines: join them back.
        const head = folded.replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
        const body = bodyParts.join('\n\n');
        const text = /quoted-printable/i.test(head)
          ? body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
          : body;
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), subject, text, raw });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest message to `to` (optionally of a subject), waiting up to 5 s for it. */
    async waitFor(to: string, subject?: RegExp): Promise<CapturedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = [...messages]
          .reverse()
          .find((m) => m.to === to && (!subject || subject.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} ${subject ?? ''}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: CapturedMail): string {
  const m = /(https?:\/\/\S+)/.exec(mail.text);
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  return m[1]!;
}
