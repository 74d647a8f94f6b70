import { uuidv7 } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { expirePoints } from './loyalty.service.ts';

type Err = { error: { code: string; message: string } };
type Settings = {
  enabled: boolean;
  pointsPerPesoMilli: number;
  pesoPerPointCentavos: number;
  expiryMonths: number;
  minRedeemPoints: number;
};

/** The loyalty program (issue 23) over HTTP: settings, adjustment, ledger, overview and the expiry job. */
describe.each(DB_KINDS)('loyalty on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let ana: string;

  const points = async (customerId: string) =>
    (
      await t.db.query<{ p: number }>(
        'SELECT coalesce(sum(points), 0)::int AS p FROM loyalty_ledger WHERE customer_id = $1',
        [customerId],
      )
    )[0]!.p;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' }, jobPollMs: 0 });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    ana = uuidv7();
    await t.db.query(`INSERT INTO customers (id, display_name) VALUES ($1, 'Ana Reyes')`, [ana]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves the program settings and keeps the other store rules', async () => {
    await t.db.query(
      `UPDATE system_settings SET customer_controls = '{"credit": {"penaltyBasisPointsPerMonth": 200, "defaultTermsDays": 45}, "marketing": {"senderName": "AGRI"}}'::jsonb WHERE id = 1`,
    );
    const before = await manager.get<Settings>('/api/loyalty/settings');
    expect(before.body).toEqual({
      enabled: false,
      pointsPerPesoMilli: 10,
      pesoPerPointCentavos: 100,
      expiryMonths: 12,
      minRedeemPoints: 0,
    });
    const next = {
      enabled: true,
      pointsPerPesoMilli: 1000,
      pesoPerPointCentavos: 50,
      expiryMonths: 6,
      minRedeemPoints: 20,
    };
    const put = await manager.put<Settings>('/api/loyalty/settings', next);
    expect(put.status).toBe(200);
    expect((await manager.get<Settings>('/api/loyalty/settings')).body).toEqual(next);
    const [row] = await t.db.query<{ c: Record<string, unknown> }>(
      'SELECT customer_controls AS c FROM system_settings WHERE id = 1',
    );
    expect(row!.c.credit).toEqual({ penaltyBasisPointsPerMonth: 200, defaultTermsDays: 45 });
    expect(row!.c.marketing).toEqual({ senderName: 'AGRI' });
    expect(row!.c.loyalty).toEqual(next);

    const bad = await manager.put<Err>('/api/loyalty/settings', { ...next, pesoPerPointCentavos: 0 });
    expect(bad.status).toBe(422);
    expect((await manager.get<Settings>('/api/loyalty/settings')).body).toEqual(next);
    const denied = await cashier.put<Err>('/api/loyalty/settings', next);
    expect(denied.status).toBe(403);
  });

  it('adjusts points with a reason, never below zero, audited', async () => {
    const add = await manager.post<{ balance: number }>('/api/loyalty/adjust', {
      customerId: ana,
      points: 100,
      reason: 'Welcome points',
    });
    expect(add.status).toBe(200);
    expect(add.body.balance).toBe(100);
    const tooMany = await manager.post<Err>('/api/loyalty/adjust', {
      customerId: ana,
      points: -150,
      reason: 'Correction',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('POINTS_INSUFFICIENT');
    expect(await points(ana)).toBe(100);
    const noReason = await manager.post<Err>('/api/loyalty/adjust', {
      customerId: ana,
      points: 5,
      reason: '',
    });
    expect(noReason.status).toBe(422);
    const audit = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'loyalty.adjusted' AND target_id = $1`,
      [ana],
    );
    expect(audit[0]!.n).toBe(1);
    const ledger = await manager.get<{ items: { kind: string; points: number; memo: string }[] }>(
      `/api/loyalty/ledger?customerId=${ana}`,
    );
    expect(ledger.body.items).toEqual([
      expect.objectContaining({ kind: 'adjust', points: 100, memo: 'Welcome points' }),
    ]);
  });

  it('expires unused points past their date once, however often the job runs', async () => {
    // 50 points earned long ago (expired), 30 earned recently (not yet), 20 of the old ones redeemed.
    await t.db.query(
      `INSERT INTO loyalty_ledger (id, customer_id, entry_date, kind, points, expires_on) VALUES
        ($1, $4, '2025-01-10', 'earn', 50, '2025-07-10'),
        ($2, $4, '2025-02-10', 'redeem', -20, NULL),
        ($3, $4, current_date, 'earn', 30, current_date + 180)`,
      [uuidv7(), uuidv7(), uuidv7(), ana],
    );
    expect(await points(ana)).toBe(160);
    const first = await expirePoints(t.fbms.deps);
    expect(first).toEqual({ customers: 1, points: 30 });
    expect(await points(ana)).toBe(130);
    const second = await expirePoints(t.fbms.deps);
    expect(second).toEqual({ customers: 0, points: 0 });
    expect(await points(ana)).toBe(130);

    const overview = await manager.get<{
      members: number;
      outstandingPoints: number;
      expiredThisMonth: number;
      top: { displayName: string }[];
    }>('/api/loyalty/overview');
    expect(overview.body).toMatchObject({ members: 1, outstandingPoints: 130, expiredThisMonth: 30 });
    expect(overview.body.top.map((x) => x.displayName)).toEqual(['Ana Reyes']);
  });
});
