import type { Database } from '@fbms/db';

/** The health check's one query: does the database answer at all. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.query('SELECT 1');
}
