import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutboxFile } from '../../platform/sms-provider.ts';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

type Err = { error: { code: string; message: string } };
type Preview = {
  count: number;
  smsReachable: number;
  emailReachable: number;
  customers: { id: string; displayName: string }[];
};
type Campaign = {
  id: string;
  status: string;
  results: { queued: number; sent: number; failed: number; optedOut: number };
};
type Detail = Campaign & { messages: { displayName: string; status: string; recipient: string | null }[] };

/** Marketing (issue 23) over HTTP: segment preview, campaigns reach only consenting customers, opt-out. */
describe.each(DB_KINDS)('marketing on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let dataDir: string;
  const ids: Record<string, string> = {};

  const customer = async (
    name: string,
    over: {
      phone?: string | null;
      email?: string | null;
      sms?: boolean;
      mail?: boolean;
      raises?: string;
      city?: string;
      tags?: string[];
      active?: boolean;
    } = {},
  ) => {
    const id = uuidv7();
    await t.db.query(
      `INSERT INTO customers (id, display_name, phone, email, consent_sms, consent_email, raises, city, province, tags, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Batangas', $9, $10)`,
      [
        id,
        name,
        over.phone === undefined ? '0917 555 0000' : over.phone,
        over.email === undefined ? `${name.toLowerCase().replace(/\W/g, '')}@farm.ph` : over.email,
        over.sms ?? false,
        over.mail ?? false,
        over.raises ?? null,
        over.city ?? 'Lipa',
        over.tags ?? [],
        over.active ?? true,
      ],
    );
    ids[name] = id;
    return id;
  };
  const smsLines = () =>
    existsSync(smsOutboxFile(dataDir))
      ? readFileSync(smsOutboxFile(dataDir), 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { to: string; text: string })
      : [];
  const rice = { all: [{ kind: 'raises', text: 'rice' }] };
  const sendAndDeliver = async (body: Record<string, unknown>) => {
    const made = await manager.post<Campaign>('/api/marketing/campaigns', body);
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('draft');
    const sent = await manager.post<Campaign>(`/api/marketing/campaigns/${made.body.id}/send`);
    expect(sent.status).toBe(200);
    await t.fbms.deps.jobs.runDue();
    return (await manager.get<Detail>(`/api/marketing/campaigns/${made.body.id}`)).body;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fbms-marketing-'));
    t = await startTestServer(kind, {
      env: { DEMO: 'true', LOG_LEVEL: 'error', DATA_DIR: dataDir },
      jobPollMs: 0,
    });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    await customer('Ana Reyes', { sms: true, mail: true, raises: 'Rice, ducks', tags: ['VIP'] });
    await customer('Ben Cruz', { raises: 'rice' }); // never asked: no consent
    const carla = await customer('Carla Santos', { raises: 'palay and RICE' });
    // Carla said no to SMS in so many words.
    await t.db.query(
      `INSERT INTO consent_events (id, customer_id, channel, granted, source) VALUES ($1, $2, 'sms', false, 'counter')`,
      [uuidv7(), carla],
    );
    await customer('Dan Lopez', { sms: true, raises: 'hogs', city: 'Tanauan' });
    await customer('Eve Gomez', { sms: true, raises: 'rice', active: false });
    await customer('Fe Ramos', { sms: true, raises: 'rice', phone: null });
    // Dan owes ₱500, due last month.
    await t.db.query(
      `INSERT INTO customer_ledger (id, customer_id, entry_date, kind, amount_centavos, due_date, reference)
       VALUES ($1, $2, '2026-01-05', 'charge', 50000, '2026-02-04', 'OPENING')`,
      [uuidv7(), ids['Dan Lopez']],
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('previews a segment: active customers only, with who can be reached', async () => {
    const r = await manager.post<Preview>('/api/marketing/segments/preview', { rule: rice });
    expect(r.status).toBe(200);
    expect(r.body.customers.map((c) => c.displayName)).toEqual([
      'Ana Reyes',
      'Ben Cruz',
      'Carla Santos',
      'Fe Ramos',
    ]);
    expect(r.body).toMatchObject({ count: 4, smsReachable: 1, emailReachable: 1 });

    const owing = await manager.post<Preview>('/api/marketing/segments/preview', {
      rule: { all: [{ kind: 'balance', which: 'overdue' }] },
    });
    expect(owing.body.customers.map((c) => c.displayName)).toEqual(['Dan Lopez']);
    const both = await manager.post<Preview>('/api/marketing/segments/preview', {
      rule: {
        all: [
          { kind: 'tag', tag: 'vip' },
          { kind: 'place', city: 'lipa' },
        ],
      },
    });
    expect(both.body.customers.map((c) => c.displayName)).toEqual(['Ana Reyes']);
    const lapsed = await manager.post<Preview>('/api/marketing/segments/preview', {
      rule: { all: [{ kind: 'lapsed', days: 30 }] },
    });
    expect(lapsed.body.count).toBe(0); // nobody has bought anything yet
    const any = await manager.post<Preview>('/api/marketing/segments/preview', {
      rule: { all: [{ kind: 'balance', which: 'any' }] },
    });
    expect(any.body.count).toBe(1);
    for (const bought of [{ productId: uuidv7() }, { categoryId: uuidv7() }]) {
      const r2 = await manager.post<Preview>('/api/marketing/segments/preview', {
        rule: { all: [{ kind: 'bought', from: '2026-01-01', to: '2026-12-31', ...bought }] },
      });
      expect(r2.status).toBe(200);
      expect(r2.body.count).toBe(0);
    }

    const bad = await manager.post<Err>('/api/marketing/segments/preview', {
      rule: { all: [{ kind: 'place' }] },
    });
    expect(bad.status).toBe(422);
  });

  it('keeps marketing to managers and admins', async () => {
    const r = await cashier.post<Err>('/api/marketing/segments/preview', { rule: rice });
    expect(r.status).toBe(403);
  });

  it('saves segments under unique names', async () => {
    const r = await manager.post<{ id: string; name: string }>('/api/marketing/segments', {
      name: 'Rice farmers',
      rule: rice,
    });
    expect(r.status).toBe(201);
    const again = await manager.post<Err>('/api/marketing/segments', { name: 'rice FARMERS', rule: rice });
    expect(again.status).toBe(409);
    const list = await manager.get<{ items: { name: string }[] }>('/api/marketing/segments');
    expect(list.body.items.map((s) => s.name)).toEqual(['Rice farmers']);
  });

  it('sends an SMS campaign only to the customers who agreed, once', async () => {
    const segment = (await manager.get<{ items: { id: string }[] }>('/api/marketing/segments')).body
      .items[0]!;
    const before = smsLines().length;
    const done = await sendAndDeliver({
      name: 'Palay seeds are in',
      channel: 'sms',
      segmentId: segment.id,
      message: 'Hi {name}, new certified palay seeds at the store.',
    });
    expect(done.status).toBe('sent');
    expect(done.results).toEqual({ queued: 0, sent: 1, failed: 0, optedOut: 1 });
    // Ben never agreed (not recorded), Carla said no (recorded, not messaged), Eve is inactive, Fe has no phone.
    expect(done.messages.map((m) => [m.displayName, m.status])).toEqual([
      ['Ana Reyes', 'sent'],
      ['Carla Santos', 'opted_out'],
    ]);
    const lines = smsLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.to).toBe('0917 555 0000');
    expect(lines[0]!.text).toBe(
      'Hi Ana Reyes, new certified palay seeds at the store.\nReply STOP to opt out.',
    );

    const twice = await manager.post<Err>(`/api/marketing/campaigns/${done.id}/send`);
    expect(twice.status).toBe(409);
    await t.fbms.deps.jobs.runDue();
    expect(smsLines().length).toBe(before + 1);
  });

  it('refuses a campaign without a subject for e-mail or too long for two texts', async () => {
    const noSubject = await manager.post<Err>('/api/marketing/campaigns', {
      name: 'x',
      channel: 'email',
      rule: rice,
      message: 'Hello',
    });
    expect(noSubject.status).toBe(422);
    const long = await manager.post<Err>('/api/marketing/campaigns', {
      name: 'x',
      channel: 'sms',
      rule: rice,
      message: 'a'.repeat(300),
    });
    expect(long.status).toBe(422);
  });

  it('honours the opt-out link at once: the next campaign skips that customer', async () => {
    const first = await sendAndDeliver({
      name: 'Feeds sale',
      channel: 'email',
      rule: rice,
      subject: 'Feeds on sale this week',
      message: 'Dear {name}, feeds are 10% off.',
    });
    expect(first.results.sent).toBe(1);
    const mail = await t.smtp.waitFor('anareyes@farm.ph', /Feeds on sale/);
    expect(mail.text).toContain('Dear Ana Reyes, feeds are 10% off.');
    const link = linkIn(mail);
    expect(link).toContain('/api/marketing/opt-out/');

    // A forged token changes nothing.
    const forged = await t.client().get(`${new URL(link).pathname.slice(0, -3)}xyz`);
    expect(forged.status).toBe(400);
    expect(
      (
        await t.db.query<{ e: boolean }>('SELECT consent_email AS e FROM customers WHERE id = $1', [
          ids['Ana Reyes'],
        ])
      )[0]!.e,
    ).toBe(true);

    const opened = await t.client().get(new URL(link).pathname);
    expect(opened.status).toBe(200);
    expect(String(opened.body)).toContain('no more e-mails');
    const [row] = await t.db.query<{ e: boolean; s: boolean }>(
      'SELECT consent_email AS e, consent_sms AS s FROM customers WHERE id = $1',
      [ids['Ana Reyes']],
    );
    expect(row).toEqual({ e: false, s: true });
    const events = await t.db.query<{ channel: string; granted: boolean; source: string }>(
      'SELECT channel, granted, source FROM consent_events WHERE customer_id = $1',
      [ids['Ana Reyes']],
    );
    expect(events).toEqual([{ channel: 'email', granted: false, source: 'opt_out_link' }]);

    const mailsBefore = t.smtp.messages.length;
    const later = await sendAndDeliver({
      name: 'Feeds sale 2',
      channel: 'email',
      rule: rice,
      subject: 'More feeds',
      message: 'Dear {name}, more feeds.',
    });
    expect(later.results).toEqual({ queued: 0, sent: 0, failed: 0, optedOut: 1 });
    expect(later.messages.map((m) => [m.displayName, m.status])).toEqual([['Ana Reyes', 'opted_out']]);
    expect(t.smtp.messages.length).toBe(mailsBefore);
  });

  it('lets staff record a STOP reply, honoured by the next SMS campaign', async () => {
    const r = await manager.post('/api/marketing/opt-outs', { customerId: ids['Ana Reyes'], channel: 'sms' });
    expect(r.status).toBe(200);
    const before = smsLines().length;
    const later = await sendAndDeliver({ name: 'Again', channel: 'sms', rule: rice, message: 'Hi {name}' });
    expect(later.results.sent).toBe(0);
    expect(smsLines().length).toBe(before);
  });
});
