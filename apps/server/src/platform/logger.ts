import pino from 'pino';

/** Structured JSON logs. Secrets, passwords, tokens and cookies are redacted wherever they appear. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'newPassword',
        '*.newPassword',
        'currentPassword',
        '*.currentPassword',
        'token',
        '*.token',
        'headers.cookie',
        'headers.authorization',
        '*.secret',
        'secret',
      ],
      censor: '[redacted]',
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;

/** Strip query strings that may carry tokens (reset links, verification links) before logging a path. */
export function safePath(url: string): string {
  const u = new URL(url, 'http://x');
  const keys = [...u.searchParams.keys()];
  for (const k of keys) if (/token|code|secret|password/i.test(k)) u.searchParams.set(k, '[redacted]');
  const q = u.searchParams.toString();
  return q ? `${u.pathname}?${q}` : u.pathname;
}
