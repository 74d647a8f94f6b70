import { randomUUID } from 'node:crypto';
import type { GlAccount, JournalEntry, Period, Posting } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { postEntry } from './posting.service.ts';

type Err = { error: { code: string; details?: Record<string, unknown> } };

/** A document of `date` as another module posts it (cash sale of ₱112 with ₱12 VAT). */
const documentPosting = (date: string): Posting => ({
  date,
  memo: 'Test document',
  sourceType: 'sale',
  sourceId: randomUUID(),
  sourceNumber: 'INV-TEST',
  lines: [
    { account: { key: 'cash_in_bank' }, debitCentavos: 112_00, creditCentavos: 0 },
    { account: { key: 'sales' }, debitCentavos: 0, creditCentavos: 100_00 },
    { account: { key: 'output_vat' }, debitCentavos: 0, creditCentavos: 12_00 },
  ],
});

describe.each(DB_KINDS)('the accounting back office on %s', (kind) => {
  let t: TestServer;
  let acct: TestClient;
  let accounts: GlAccount[];
  const byCode = (code: string) => accounts.find((a) => a.code === code)!;
  const line = (code: string, debitCentavos: number, creditCentavos: number) => ({
    accountId: byCode(code).id,
    debitCentavos,
    creditCentavos,
  });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    acct = await signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD);
    accounts = (await acct.get<{ items: GlAccount[] }>('/api/accounting/accounts')).body.items;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: unknown) => acct.post<JournalEntry & Err>('/api/accounting/entries', body);
  const audits = (action: string) =>
    t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = '${action}'`);

  it('lists the seeded chart with balances, types and keys', () => {
    expect(byCode('1030')).toMatchObject({
      name: 'Cash in bank',
      type: 'asset',
      normalBalance: 'debit',
      key: 'cash_in_bank',
      isActive: true,
      balanceCentavos: 0,
      hasLines: false,
    });
    expect(byCode('6130')).toMatchObject({ type: 'expense', key: null });
  });

  it('adds, edits and refuses account changes with reasons', async () => {
    const add = await acct.post<GlAccount & Err>('/api/accounting/accounts', {
      code: '6135',
      name: 'GCash transfer fees',
      type: 'expense',
      cashFlow: 'none',
    });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    expect(add.body).toMatchObject({ code: '6135', normalBalance: 'debit', key: null, hasLines: false });

    const dup = await acct.post<Err>('/api/accounting/accounts', {
      code: '6135',
      name: 'Again',
      type: 'expense',
      cashFlow: 'none',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.details).toMatchObject({ reason: 'accountCodeTaken', code: '6135' });
    const bad = await acct.post<Err>('/api/accounting/accounts', {
      code: '61',
      name: 'Short',
      type: 'expense',
      cashFlow: 'none',
    });
    expect(bad.status).toBe(422);

    // Code and type change freely while the account has no lines.
    const moved = await acct.request<GlAccount>('PATCH', `/api/accounting/accounts/${add.body.id}`, {
      code: '61350',
      name: 'E-wallet transfer fees',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ code: '61350', name: 'E-wallet transfer fees' });

    const keyed = await acct.request<Err>('PATCH', `/api/accounting/accounts/${byCode('1030').id}`, {
      isActive: false,
    });
    expect(keyed.status).toBe(409);
    expect(keyed.body.error.details).toMatchObject({ reason: 'accountKeyed', code: '1030' });

    const e = await post({
      date: '2026-02-10',
      memo: 'Fees for the month',
      lines: [{ accountId: add.body.id, debitCentavos: 15_00, creditCentavos: 0 }, line('1030', 0, 15_00)],
    });
    expect(e.status, JSON.stringify(e.body)).toBe(201);
    const fixed = await acct.request<Err>('PATCH', `/api/accounting/accounts/${add.body.id}`, {
      code: '6136',
    });
    expect(fixed.status).toBe(409);
    expect(fixed.body.error.details).toMatchObject({ reason: 'accountHasLines' });
    const off = await acct.request<GlAccount>('PATCH', `/api/accounting/accounts/${add.body.id}`, {
      isActive: false,
      description: 'No longer used',
    });
    expect(off.body).toMatchObject({ isActive: false, balanceCentavos: 15_00, hasLines: true });
    expect((await audits('accounting.account_created'))[0]!.n).toBe(1);
    expect((await audits('accounting.account_updated'))[0]!.n).toBe(2);

    const inactive = await post({
      date: '2026-02-11',
      memo: 'Into an inactive account',
      lines: [{ accountId: add.body.id, debitCentavos: 1_00, creditCentavos: 0 }, line('1030', 0, 1_00)],
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.details).toMatchObject({ reason: 'entryAccountInactive', code: '61350' });
  });

  it('posts a balanced manual entry and refuses one that does not balance', async () => {
    const ok = await post({
      date: '2026-03-01',
      memo: "Owner's capital contribution",
      lines: [line('1030', 500_000_00, 0), { ...line('3010', 0, 500_000_00), memo: 'Capital' }],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      entryDate: '2026-03-01',
      sourceType: 'manual',
      sourceId: ok.body.id,
      totalCentavos: 500_000_00,
      postedByName: 'Alma Cruz',
      lateNote: null,
    });
    expect(ok.body.lines).toEqual([
      expect.objectContaining({ accountCode: '1030', debitCentavos: 500_000_00, creditCentavos: 0 }),
      expect.objectContaining({ accountCode: '3010', creditCentavos: 500_000_00, memo: 'Capital' }),
    ]);

    const off = await post({
      date: '2026-03-02',
      memo: 'Does not balance',
      lines: [line('1030', 100_00, 0), line('3010', 0, 90_00)],
    });
    expect(off.status).toBe(422);
    expect(off.body.error.details).toMatchObject({ reason: 'entryNotBalanced', differenceCentavos: 10_00 });
    const both = await post({
      date: '2026-03-02',
      memo: 'Both sides',
      lines: [line('1030', 100_00, 100_00), line('3010', 0, 0)],
    });
    expect(both.body.error.details).toMatchObject({ reason: 'entryLineOneSided', lineNo: 1 });
    const one = await post({ date: '2026-03-02', memo: 'One line', lines: [line('1030', 100_00, 0)] });
    expect(one.status).toBe(422);

    const list = await acct.get<{ items: JournalEntry[]; total: number }>(
      `/api/accounting/entries?q=capital&accountId=${byCode('3010').id}`,
    );
    expect(list.body.items.map((e) => e.id)).toEqual([ok.body.id]);
    const got = await acct.get<JournalEntry>(`/api/accounting/entries/${ok.body.id}`);
    expect(got.body.lines).toHaveLength(2);
    expect((await acct.get<Err>(`/api/accounting/entries/${randomUUID()}`)).status).toBe(404);
  });

  it('reverses an entry once', async () => {
    const e = await post({
      date: '2026-04-05',
      memo: 'Bank charge',
      lines: [line('6130', 50_00, 0), line('1030', 0, 50_00)],
    });
    const r = await acct.post<JournalEntry>(`/api/accounting/entries/${e.body.id}/reverse`, {
      date: '2026-04-06',
      reason: 'Charged twice by mistake',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      sourceType: 'reversal',
      reversesEntryId: e.body.id,
      reversesEntryNo: e.body.entryNo,
    });
    expect(r.body.lines.map((l) => [l.accountCode, l.debitCentavos, l.creditCentavos])).toEqual([
      ['6130', 0, 50_00],
      ['1030', 50_00, 0],
    ]);
    const again = await acct.post<Err>(`/api/accounting/entries/${e.body.id}/reverse`, {
      date: '2026-04-07',
      reason: 'Once more',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({
      reason: 'entryAlreadyReversed',
      reversalNo: r.body.entryNo,
    });
    const original = await acct.get<JournalEntry>(`/api/accounting/entries/${e.body.id}`);
    expect(original.body).toMatchObject({ reversedByEntryId: r.body.id });
    const noReason = await acct.post<Err>(`/api/accounting/entries/${r.body.id}/reverse`, {
      date: '2026-04-07',
    });
    expect(noReason.status).toBe(422);
  });

  it('closes a month: documents move to the next open month with a note, manual entries are refused', async () => {
    await post({
      date: '2026-05-20',
      memo: 'Before closing',
      lines: [line('6130', 10_00, 0), line('1030', 0, 10_00)],
    });
    const future = await acct.post<Err>('/api/accounting/periods/2999-01/close');
    expect(future.body.error.details).toMatchObject({ reason: 'periodInFuture', month: '2999-01' });

    const closed = await acct.post<Period>('/api/accounting/periods/2026-05/close');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      month: '2026-05-01',
      status: 'closed',
      entryCount: 1,
      totalCentavos: 10_00,
      closedByName: 'Alma Cruz',
    });
    const twice = await acct.post<Err>('/api/accounting/periods/2026-05/close');
    expect(twice.body.error.details).toMatchObject({ reason: 'periodClosed' });

    const manual = await post({
      date: '2026-05-25',
      memo: 'Into a closed month',
      lines: [line('6130', 10_00, 0), line('1030', 0, 10_00)],
    });
    expect(manual.status).toBe(409);
    expect(manual.body.error.details).toMatchObject({ reason: 'entryMonthClosed', month: '2026-05' });

    const doc = documentPosting('2026-05-28');
    const late = await t.db.db.transaction((tx) => postEntry(tx, doc, null));
    expect(late).toMatchObject({ entryDate: '2026-06-01' });
    expect(late!.lateNote).toContain('2026-05-28');

    const noReason = await acct.post<Err>('/api/accounting/periods/2026-05/reopen', {});
    expect(noReason.status).toBe(422);
    const reopened = await acct.post<Period>('/api/accounting/periods/2026-05/reopen', {
      reason: 'A supplier invoice of May came late',
    });
    expect(reopened.body).toMatchObject({
      status: 'open',
      reopenedByName: 'Alma Cruz',
      reopenReason: 'A supplier invoice of May came late',
    });
    const notClosed = await acct.post<Err>('/api/accounting/periods/2026-05/reopen', {
      reason: 'Again please',
    });
    expect(notClosed.body.error.details).toMatchObject({ reason: 'periodOpen' });
    expect((await audits('accounting.period_reopened'))[0]!.n).toBe(1);

    const list = await acct.get<{ items: Period[] }>('/api/accounting/periods');
    expect(list.body.items.length).toBeGreaterThanOrEqual(24);
    expect(list.body.items.find((p) => p.month === '2026-05-01')).toMatchObject({
      status: 'open',
      closedByName: 'Alma Cruz',
      reopenReason: 'A supplier invoice of May came late',
    });
    expect(list.body.items.find((p) => p.month === '2026-06-01')).toMatchObject({ entryCount: 1 });
  });

  it.skipIf(kind !== 'postgres')(
    'closes a month while postings into it race: each is in the month or moved with a note',
    async () => {
      const month = '2026-07';
      const sleepingPosting = (date: string) =>
        t.db.db.transaction(async (tx) => {
          const p = documentPosting(date);
          const e = await postEntry(tx, p, null);
          await tx.execute(sql`SELECT pg_sleep(0.5)`);
          return { sourceId: p.sourceId, e };
        });
      /** Waits until `n` locks of `mode` on journal_entries are held (granted) or waited for (not). */
      const locksOnJournal = async (mode: string, granted: boolean, n: number) => {
        for (let i = 0; i < 500; i++) {
          const [row] = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
              WHERE l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                AND c.relname = 'journal_entries' AND l.mode = '${mode}' AND l.granted = ${granted}`,
          );
          if (row!.n >= n) return;
          await new Promise((r) => setTimeout(r, 10));
        }
        throw new Error(`no ${n} ${mode} (granted: ${granted}) on journal_entries`);
      };
      // Five postings are halfway (their entries written, not committed) when the month closes…
      const early = Array.from({ length: 5 }, (_, i) => sleepingPosting(`2026-07-${10 + i}`));
      await locksOnJournal('RowExclusiveLock', true, 5);
      const close = acct.post<Period>(`/api/accounting/periods/${month}/close`);
      // …and five more start while the closing waits for them.
      await locksOnJournal('ShareLock', false, 1);
      const late = Array.from({ length: 5 }, (_, i) => sleepingPosting(`2026-07-${20 + i}`));
      const closed = await close;
      const results = await Promise.all([...early, ...late]);
      expect(closed.status).toBe(200);

      for (const [i, r] of results.entries()) {
        expect(r.e).not.toBeNull();
        if (i < 5) expect(r.e).toMatchObject({ lateNote: null, entryDate: `2026-07-${10 + i}` });
        else {
          expect(r.e).toMatchObject({ entryDate: '2026-08-01' });
          expect(r.e!.lateNote).toContain(`2026-07-${20 + i - 5}`);
        }
      }
      // Nothing is in the month but what had committed before it closed.
      const [after] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM journal_entries WHERE entry_date >= '2026-07-01' AND entry_date < '2026-08-01'`,
      );
      expect(after!.n).toBe(closed.body.entryCount);
      expect(after!.n).toBe(5);
    },
  );
});
