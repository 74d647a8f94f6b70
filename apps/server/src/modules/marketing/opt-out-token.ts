import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MarketingChannel } from '@fbms/domain';

/**
 * The opt-out link's token: the customer and the channel, signed with the server's secret, so the link
 * works without signing in and nobody can make one for another customer.
 */
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`fbms-opt-out:${payload}`).digest('base64url');

export function optOutToken(secret: string, customerId: string, channel: MarketingChannel): string {
  const payload = Buffer.from(`${customerId}:${channel}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readOptOutToken(
  secret: string,
  token: string,
): { customerId: string; channel: MarketingChannel } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [customerId, channel] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!customerId || !/^[0-9a-f-]{36}$/i.test(customerId)) return null;
  if (channel !== 'sms' && channel !== 'email') return null;
  return { customerId, channel };
}
