import { describe, expect, it } from 'vitest';
import { signUpBody, startTestServer } from '../../test/harness.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('first account under concurrency (PostgreSQL)', () => {
  it('makes exactly one owner when several people sign up at once', async () => {
    const t = await startTestServer('postgres');
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.client().post('/api/auth/sign-up/email', signUpBody(`first${i}@store.ph`)),
        ),
      );
      expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
      const owners = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE is_owner AND role = 'admin'",
      );
      expect(owners[0]!.n).toBe(1);
      const others = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE NOT is_owner AND NOT is_active AND role = 'cashier'",
      );
      const created = results.filter((r) => r.status === 200).length;
      expect(others[0]!.n).toBe(created - 1);
    } finally {
      await t.close();
    }
  });
});
