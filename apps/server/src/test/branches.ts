import { MAIN_BRANCH_ID, uuidv7 } from '@fbms/db';
import type { TestServer } from './harness.ts';

export { MAIN_BRANCH_ID };
/** The first location (migration 0004), in the main branch. */
export const MAIN_STORE_LOCATION_ID = '01900000-0000-7000-8000-000000000001';

/**
 * A second branch with one location, written straight to the database, so a test of another module can
 * make branch-B data before the branches API exists in its worktree (T12 probes, multi-branch views).
 */
export async function addBranch(
  t: TestServer,
  b: { code: string; name: string; locationName?: string; locationType?: 'store' | 'warehouse' | 'van' },
): Promise<{ branchId: string; locationId: string }> {
  const branchId = uuidv7();
  const locationId = uuidv7();
  await t.db.query('INSERT INTO branches (id, code, name) VALUES ($1, $2, $3)', [branchId, b.code, b.name]);
  await t.db.query('INSERT INTO locations (id, name, type, branch_id) VALUES ($1, $2, $3, $4)', [
    locationId,
    b.locationName ?? `${b.name} store`,
    b.locationType ?? 'store',
    branchId,
  ]);
  return { branchId, locationId };
}

/** Puts a person in exactly these branches (admins and the owner see every branch whatever this says). */
export async function setUserBranches(
  t: TestServer,
  email: string,
  branchIds: readonly string[],
): Promise<void> {
  const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  if (!user) throw new Error(`no user ${email}`);
  await t.db.query('DELETE FROM user_branches WHERE user_id = $1', [user.id]);
  for (const branchId of branchIds) {
    await t.db.query('INSERT INTO user_branches (user_id, branch_id) VALUES ($1, $2)', [user.id, branchId]);
  }
}
