import { randomBytes } from 'node:crypto';
import type { Database } from '@fbms/db';

/**
 * A secret the server makes for itself on the first start and keeps in the database, so every server
 * process on one PostgreSQL signs sessions with the same key. AUTH_SECRET overrides it.
 */
export async function loadOrCreateSecret(database: Database, name: string): Promise<string> {
  const fresh = randomBytes(48).toString('base64url');
  await database.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, fresh],
  );
  const rows = await database.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    name,
  ]);
  return rows[0]!.value;
}
