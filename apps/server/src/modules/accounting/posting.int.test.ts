import { randomUUID } from 'node:crypto';
import { CHART, type Posting, salePosting } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from '../../test/harness.ts';
import { postEntry } from './posting.service.ts';

describe.each(DB_KINDS)('the posting door on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const posting = (over: Partial<Posting> = {}): Posting => ({
    date: '2026-10-15',
    memo: 'Test sale',
    sourceType: 'manual',
    sourceId: randomUUID(),
    lines: salePosting({
      terminalId: randomUUID(),
      figures: {
        grossCentavos: 112_00,
        promoCentavos: 0,
        bnpcCentavos: 0,
        scPwdCentavos: 0,
        vatRemovedCentavos: 0,
        vatCentavos: 12_00,
        totalCentavos: 112_00,
      },
      tenders: [{ method: 'cash', amountCentavos: 112_00 }],
      costCentavos: 80_00,
    }),
    ...over,
  });
  const balances = () =>
    t.db.query<{ code: string; debit: number; credit: number }>(
      `SELECT a.code, sum(l.debit_centavos)::float8 AS debit, sum(l.credit_centavos)::float8 AS credit
         FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id GROUP BY a.code ORDER BY a.code`,
    );

  it('seeds the chart once, every account of it', async () => {
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gl_accounts WHERE terminal_id IS NULL`,
    );
    expect(rows[0]!.n).toBe(CHART.length);
  });

  it('posts a balanced entry on its date, once per document', async () => {
    const p = posting();
    const db = t.db.db;
    const first = await db.transaction((tx) => postEntry(tx, p, null));
    expect(first).toMatchObject({ entryDate: '2026-10-15', lateNote: null });
    const again = await db.transaction((tx) => postEntry(tx, p, null));
    expect(again).toBeNull();
    expect(await balances()).toEqual([
      { code: '1010', debit: 112_00, credit: 0 },
      { code: '1200', debit: 0, credit: 80_00 },
      { code: '2100', debit: 0, credit: 12_00 },
      { code: '4010', debit: 0, credit: 100_00 },
      { code: '5010', debit: 80_00, credit: 0 },
    ]);
  });

  it('refuses, in the database, an entry whose lines do not balance, and any change to a posted one', async () => {
    const id = randomUUID();
    const [acc] = await t.db.query<{ id: string }>(`SELECT id FROM gl_accounts WHERE code = '1010'`);
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.execute(
          `INSERT INTO journal_entries (id, entry_date, document_date, memo, source_type, source_id, total_centavos)
           VALUES ('${id}', '2026-10-01', '2026-10-01', 'x', 'manual', '${id}', 100)` as never,
        );
        await tx.execute(
          `INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos)
           VALUES ('${id}', 1, '${acc!.id}', '2026-10-01', 100), ('${id}', 2, '${acc!.id}', '2026-10-01', 0)` as never,
        );
      }),
    ).rejects.toThrow();
    expect(await t.db.query(`SELECT 1 FROM journal_entries WHERE id = '${id}'`)).toEqual([]);
    await expect(t.db.query(`UPDATE journal_lines SET memo = 'x'`)).rejects.toThrow();
    await expect(t.db.query(`DELETE FROM journal_entries`)).rejects.toThrow();
  });

  it('posts a document of a closed month on the first day of the next open month, with a note', async () => {
    await t.db.query(
      `INSERT INTO accounting_periods (month, status) VALUES ('2026-08-01', 'closed'), ('2026-09-01', 'closed')`,
    );
    const e = await t.db.db.transaction((tx) => postEntry(tx, posting({ date: '2026-08-20' }), null));
    expect(e).toMatchObject({ entryDate: '2026-10-01' });
    expect(e!.lateNote).toContain('2026-08-20');
  });

  it('fails the whole transaction when a key has no account', async () => {
    const p = posting({
      lines: posting().lines.map((l, i) => (i === 0 ? { ...l, account: { key: 'nope' as never } } : l)),
    });
    await expect(t.db.db.transaction((tx) => postEntry(tx, p, null))).rejects.toThrow();
    expect(await t.db.query(`SELECT 1 FROM journal_entries WHERE source_id = '${p.sourceId}'`)).toEqual([]);
  });
});
