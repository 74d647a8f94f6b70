import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const fails = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('loadConfig', () => {
  it('starts with no variables at all: PGlite in ./data on port 3000', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/data$/) });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.secureCookies).toBe(false);
    expect(c.RATE_LIMIT_AUTH).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(c.RATE_LIMIT_GENERAL).toEqual({ max: 100, windowMs: 15 * 60_000 });
  });

  it('names the variable in one line when a value is bad', () => {
    expect(fails({ PORT: 'eighty' })).toMatch(/^Configuration error: PORT /);
    expect(fails({ DATABASE_URL: 'mysql://x' })).toBe(
      'Configuration error: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")',
    );
    expect(fails({ SMTP_URL: 'mail.example.ph' })).toMatch(
      /^Configuration error: SMTP_URL must start with smtp:\/\//,
    );
    expect(fails({ AUTH_SECRET: 'short' })).toMatch(
      /^Configuration error: AUTH_SECRET must be at least 32 characters/,
    );
    expect(fails({ RATE_LIMIT_AUTH: 'ten' })).toMatch(
      /^Configuration error: RATE_LIMIT_AUTH must look like 10\/15m/,
    );
    expect(fails({ GOOGLE_CLIENT_ID: 'abc' })).toBe(
      'Configuration error: GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    );
  });

  it('requires https for a public address outside the local network in production', () => {
    expect(fails({ PUBLIC_URL: 'http://pos.example.ph' })).toMatch(
      /^Configuration error: PUBLIC_URL must start with https:\/\//,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrl).toBe('http://192.168.1.20:3000');
    const secure = loadConfig({ PUBLIC_URL: 'https://pos.example.ph/' });
    expect(secure.publicUrl).toBe('https://pos.example.ph');
    expect(secure.secureCookies).toBe(true);
  });

  it('reads ALLOWED_ORIGINS as a list of origins beside PUBLIC_URL', () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['http://localhost:3000']);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://pos.example.ph',
        ALLOWED_ORIGINS: 'http://192.168.1.21:3000, https://till.lan/',
      }).allowedOrigins,
    ).toEqual(['https://pos.example.ph', 'http://192.168.1.21:3000', 'https://till.lan']);
    expect(fails({ ALLOWED_ORIGINS: 'till.lan' })).toMatch(
      /^Configuration error: ALLOWED_ORIGINS must be a comma-separated list of addresses/,
    );
    expect(fails({ ALLOWED_ORIGINS: 'http://till.lan/pos' })).toMatch(
      /^Configuration error: ALLOWED_ORIGINS /,
    );
    expect(fails({ ALLOWED_ORIGINS: 'http://pos.example.ph' })).toMatch(
      /^Configuration error: ALLOWED_ORIGINS must start with https:\/\//,
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/fbms' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/fbms',
    });
  });
});
