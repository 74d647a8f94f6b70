import { networkInterfaces } from 'node:os';
import type { Config } from '../config.ts';

/**
 * The page origins FBMS trusts for writes (CSRF), better-auth's origin checks and redirects: PUBLIC_URL,
 * ALLOWED_ORIGINS, and this machine's own addresses at PORT (http://localhost:3000 on the server PC,
 * http://192.168.1.20:3000 on a second till). Never the Host header: with DNS rebinding a foreign page
 * reaches us under its own name and would pass a check against Host.
 */
export function trustedOrigins(config: Pick<Config, 'allowedOrigins' | 'PORT'>): string[] {
  return [...new Set([...config.allowedOrigins, ...machineOrigins(config.PORT)])];
}

const CACHE_MS = 60_000;
let cached: { port: number; at: number; origins: string[] } | undefined;

/** http and https origins of every address of this machine's network interfaces (DHCP may change them). */
function machineOrigins(port: number): string[] {
  if (port === 0) return [];
  const now = Date.now();
  if (cached && cached.port === port && now - cached.at < CACHE_MS) return cached.origins;
  const hosts = new Set(['localhost']);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4') hosts.add(a.address);
      else if (!a.address.toLowerCase().startsWith('fe80')) hosts.add(`[${a.address}]`);
    }
  }
  const origins = [...hosts].flatMap((h) =>
    ['http', 'https'].map((scheme) => new URL(`${scheme}://${h}:${port}`).origin),
  );
  cached = { port, at: now, origins };
  return origins;
}

export function isTrustedOrigin(config: Pick<Config, 'allowedOrigins' | 'PORT'>, origin: string): boolean {
  return trustedOrigins(config).includes(origin);
}
