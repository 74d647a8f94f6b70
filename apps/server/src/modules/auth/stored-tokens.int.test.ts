import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

type Err = { error: { code: string } };
const NEW_PASSWORD = 'Sariwang#Gulay2026';

describe.each(DB_KINDS)('reset and invitation tokens are stored hashed, on %s', (kind) => {
  let t: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await createOwner(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Everything a database dump shows of the verifications table. */
  const dump = async () => JSON.stringify(await t.db.query('SELECT identifier, value FROM verifications'));

  const expectOnlyTheHashIn = async (token: string) => {
    const text = await dump();
    expect(text).not.toContain(token);
    const hashed = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    expect(text).toContain(hashed);
    // What the dump shows is no key: used as a token, the stored value opens nothing.
    const stolen = await t.client().post<Err>('/api/auth/reset-password', {
      token: hashed,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.code).toBe('AUTH_RESET_TOKEN_INVALID');
  };

  it('an invitation: the dump has no usable token, the mailed link still works', async () => {
    const invited = await owner.post('/api/users/invitations', {
      email: 'invitee@store.ph',
      firstName: 'Ina',
      lastName: 'Cruz',
      role: 'cashier',
    });
    expect(invited.status).toBe(201);
    const token = new URL(linkIn(await t.smtp.waitFor('invitee@store.ph', /invited/))).searchParams.get(
      'token',
    )!;
    await expectOnlyTheHashIn(token);
    const accepted = await t
      .client()
      .post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(accepted.status).toBe(200);
    await signIn(t, 'invitee@store.ph', NEW_PASSWORD);
  });

  it('a password reset: the dump has no usable token, the mailed link still works', async () => {
    await t.client().post('/api/auth/request-password-reset', { email: 'owner@store.ph' });
    const token = new URL(linkIn(await t.smtp.waitFor('owner@store.ph', /Reset/))).searchParams.get('token')!;
    await expectOnlyTheHashIn(token);
    const reset = await t
      .client()
      .post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    await signIn(t, 'owner@store.ph', NEW_PASSWORD);
  });

  it('migration 0012 hashes a token written in clear before the upgrade, and the link keeps working', async () => {
    const [user] = await t.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'invitee@store.ph'");
    const token = 'OldPlainToken_123';
    await t.db.query(
      "INSERT INTO verifications (id, identifier, value, expires_at) VALUES (gen_random_uuid(), $1, $2, now() + interval '1 day')",
      [`reset-password:${token}`, user!.id],
    );
    await t.db.query(readFileSync(join(MIGRATIONS_FOLDER, '0012_hashed_verification_tokens.sql'), 'utf8'));
    await expectOnlyTheHashIn(token);
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Bagong#Ani2026x',
      confirmPassword: 'Bagong#Ani2026x',
    });
    expect(reset.status).toBe(200);
  });
});
