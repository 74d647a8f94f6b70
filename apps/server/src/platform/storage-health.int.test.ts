import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOwner, DB_KINDS, startTestServer, type TestClient, type TestServer } from '../test/harness.ts';

type Err = { error: { code: string; message: string } };

/** Makes PostgreSQL (or PGlite) fail inserts into categories as a full disk does. */
const FILL_DISK = `
  CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'could not extend file "base/16384/16385": No space left on device' USING ERRCODE = '53100';
  END $$;
  CREATE TRIGGER test_disk_full BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION test_disk_full();`;
const FREE_DISK = 'DROP TRIGGER test_disk_full ON categories; DROP FUNCTION test_disk_full();';

describe.each(DB_KINDS)('a full disk on %s', (kind) => {
  let t: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await createOwner(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with a clear code, reports degraded health with the reason, and recovers without a restart', async () => {
    const logged = vi.spyOn(t.fbms.deps.logger, 'error');
    for (const statement of FILL_DISK.split(/;\s*(?=CREATE)/)) await t.db.query(statement);

    const refused = await owner.post<Err>('/api/categories', { name: 'Feeds' });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({
      code: 'DB_DISK_FULL',
      message:
        "The server's disk is full, so nothing was saved. Ask the administrator to free space on the server, then try again.",
    });
    expect((await owner.post<Err>('/api/categories', { name: 'Seeds' })).status).toBe(503);
    const degraded = await owner.get<{ status: string; reason: string }>('/api/health');
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: 'degraded', reason: 'disk_full', database: kind });
    // One clear line, not one per failed request.
    const lines = logged.mock.calls.filter((call) => String(call[1]).startsWith('The disk is full'));
    expect(lines).toHaveLength(1);
    // Reading still works.
    expect((await owner.get('/api/categories')).status).toBe(200);

    for (const statement of FREE_DISK.split(/;\s*(?=DROP)/)) await t.db.query(statement);
    expect((await owner.post('/api/categories', { name: 'Feeds' })).status).toBe(201);
    const healthy = await owner.get<{ status: string }>('/api/health');
    expect(healthy.status).toBe(200);
    expect(healthy.body.status).toBe('ok');
    logged.mockRestore();
  });
});
