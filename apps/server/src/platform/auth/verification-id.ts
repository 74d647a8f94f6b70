import { createHash } from 'node:crypto';

/**
 * What the verifications table keeps for a one-time identifier (`reset-password:<token>`: password
 * resets and invitations): its SHA-256, base64url — better-auth's `storeIdentifier: 'hashed'`. A
 * database dump holds no token anyone can use; the link in the e-mail carries the only copy.
 */
export const storedIdentifier = (identifier: string) =>
  createHash('sha256').update(identifier, 'utf8').digest('base64url');

export const resetTokenIdentifier = (token: string) => storedIdentifier(`reset-password:${token}`);
