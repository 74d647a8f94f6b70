import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { LOGIN_LIMITER_POLICY, NEW_DEVICES_POLICY } from '@fbms/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../platform/http/context.ts';
import type { Limit } from './attempt-limiter.service.ts';

/**
 * A device cookie (decision 0007): set at a successful sign-in, it says "this browser has signed in to
 * these accounts before". Failed sign-ins from such a browser are counted for that browser alone, so
 * nobody elsewhere can lock the owner out of the counter PC by guessing the owner's password. Signed
 * with the cookie-signing key; the accounts are kept as keyed hashes of their e-mails, never in clear.
 */
export interface KnownDevice {
  id: string;
  /** accountTag() of each account that signed in on this browser, newest last. */
  accounts: string[];
}

const MAX_ACCOUNTS = 20;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const deviceCookieName = (secure: boolean) => (secure ? '__Secure-fbms.device' : 'fbms.device');

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`fbms-device:${payload}`).digest('base64url');

export const accountTag = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`fbms-account:${email.toLowerCase()}`).digest('base64url').slice(0, 16);

export function readDevice(c: Context<AppEnv>): KnownDevice | null {
  const { authSecret, config } = c.get('deps');
  const value = getCookie(c, deviceCookieName(config.secureCookies));
  const [payload, signature] = value?.split('.') ?? [];
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(authSecret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      d?: unknown;
      a?: unknown;
    };
    if (typeof parsed.d !== 'string' || !Array.isArray(parsed.a)) return null;
    return { id: parsed.d, accounts: parsed.a.filter((x): x is string => typeof x === 'string') };
  } catch {
    return null;
  }
}

export function isKnownFor(c: Context<AppEnv>, device: KnownDevice | null, email: string): boolean {
  return device?.accounts.includes(accountTag(c.get('deps').authSecret, email)) ?? false;
}

/** The Set-Cookie value that remembers this account on this browser (a new device id if it had none). */
export function rememberDevice(c: Context<AppEnv>, device: KnownDevice | null, email: string): string {
  const { authSecret, config } = c.get('deps');
  const tag = accountTag(authSecret, email);
  const accounts = [...(device?.accounts ?? []).filter((a) => a !== tag), tag].slice(-MAX_ACCOUNTS);
  const payload = Buffer.from(JSON.stringify({ d: device?.id ?? randomUUID(), a: accounts })).toString(
    'base64url',
  );
  const attributes = ['Path=/api/auth', `Max-Age=${ONE_YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (config.secureCookies) attributes.push('Secure');
  return `${deviceCookieName(config.secureCookies)}=${payload}.${sign(authSecret, payload)}; ${attributes.join('; ')}`;
}

/**
 * The counters a password check for this account is counted on: this browser's own when it signed in
 * to the account before; otherwise this address's, and the account's counter for new browsers.
 */
export function signInLimits(c: Context<AppEnv>, email: string, device = readDevice(c)): Limit[] {
  if (device && isKnownFor(c, device, email))
    return [{ key: `login:${email}|device:${device.id}`, policy: LOGIN_LIMITER_POLICY }];
  return [
    { key: `login:${email}|ip:${c.get('clientIp')}`, policy: LOGIN_LIMITER_POLICY },
    { key: `login:${email}|new-devices`, policy: NEW_DEVICES_POLICY },
  ];
}
