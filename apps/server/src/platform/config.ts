import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration, read once at start and validated. A bad value stops the server with one line that
 * names the variable (the seed's startup environment check, adapted to our variables).
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const rate = z
  .string()
  .regex(/^\d+\/\d+(s|m|h)$/, 'must look like 10/15m (count per window in s, m or h)')
  .transform((v) => {
    const [count, win] = v.split('/') as [string, string];
    const unit = win.slice(-1);
    const n = Number.parseInt(win, 10);
    const ms = n * (unit === 's' ? 1_000 : unit === 'm' ? 60_000 : 3_600_000);
    return { max: Number.parseInt(count, 10), windowMs: ms };
  });

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** An absolute http(s) address with nothing after the host and port. */
function isOrigin(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === v.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must start with postgres:// or postgresql://',
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: optionalString.refine((v) => {
    if (v === undefined) return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an absolute http:// or https:// address, e.g. https://pos.example.ph'),
  ALLOWED_ORIGINS: optionalString
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    )
    .refine(
      (list) => list.every(isOrigin),
      'must be a comma-separated list of addresses like http://192.168.1.20:3000 (scheme, host and port only)',
    ),
  AUTH_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters (or unset, to let FBMS create one in DATA_DIR)',
  ),
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().default('FBMS <no-reply@fbms.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** With DEMO: the demo store's sample data (catalog, stock, a demo counter, 90 days of sales). */
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  RATE_LIMIT_GENERAL: rate.prefault('100/15m'),
  RATE_LIMIT_USER: rate.prefault('600/1m'),
  RATE_LIMIT_AUTH: rate.prefault('10/15m'),
  RATE_LIMIT_UPLOAD: rate.prefault('50/1h'),
  RATE_LIMIT_PDF: rate.prefault('20/1h'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'DATA_DIR'> {
  DATA_DIR: string;
  /** The address people open; defaults to http://localhost:PORT. */
  publicUrl: string;
  /**
   * The origins whose pages may write and be redirected to: PUBLIC_URL's and ALLOWED_ORIGINS (never the
   * Host header a request names). platform/http/origins.ts adds this machine's own addresses at PORT.
   */
  allowedOrigins: string[];
  secureCookies: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  google?: { clientId: string; clientSecret: string };
  github?: { clientId: string; clientSecret: string };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Configuration error: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

function pair(id: string | undefined, secret: string | undefined, idName: string, secretName: string) {
  if (!id && !secret) return undefined;
  if (!id) throw new ConfigError(idName, `is required when ${secretName} is set`);
  if (!secret) throw new ConfigError(secretName, `is required when ${idName} is set`);
  return { clientId: id, clientSecret: secret };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue.message} (got ${JSON.stringify(env[variable] ?? '')})`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.NODE_ENV === 'production') {
    const plainOutside = (v: string) => {
      const url = new URL(v);
      return (
        url.protocol === 'http:' &&
        !LOCAL_HOSTS.has(url.hostname) &&
        !/^(10|192\.168|172\.(1[6-9]|2\d|3[01]))\./.test(url.hostname)
      );
    };
    const outside = e.PUBLIC_URL && plainOutside(e.PUBLIC_URL) ? 'PUBLIC_URL' : undefined;
    const variable = outside ?? (e.ALLOWED_ORIGINS.some(plainOutside) ? 'ALLOWED_ORIGINS' : undefined);
    if (variable)
      throw new ConfigError(
        variable,
        'must start with https:// unless it is a local or private-network address',
      );
  }
  return {
    ...e,
    DATA_DIR: dataDir,
    publicUrl,
    allowedOrigins: [new URL(publicUrl).origin, ...e.ALLOWED_ORIGINS.map((o) => new URL(o).origin)],
    secureCookies: publicUrl.startsWith('https://'),
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
    github: pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'),
  };
}
