import type { PostingKey } from './chart.ts';

/**
 * What a document posts to the general ledger, before the server names the accounts (issue 22). Every
 * module builds its posting with a pure rule (accounting/rules.ts, or its own module's) and hands it to
 * the one door on the server, `postEntry(tx, posting, postedBy)` (apps/server accounting
 * posting.service.ts), inside its own transaction.
 */
export const SOURCE_TYPES = [
  'sale',
  'sale_void',
  'sale_return',
  'stock',
  'stock_count',
  'revaluation',
  'shift_open',
  'shift_close',
  'cash_slip',
  'expense',
  'expense_payment',
  'customer_opening',
  'collection',
  'collection_bounce',
  'receiving',
  'supplier_return',
  'supplier_payment',
  'manual',
  'reversal',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** An account by posting key (per terminal where the key is kept per terminal), or by id (manual). */
export type PostingAccount = { key: PostingKey; terminalId?: string | null } | { accountId: string };

export interface PostingLine {
  account: PostingAccount;
  debitCentavos: number;
  creditCentavos: number;
  memo?: string | null;
}

export interface Posting {
  /** The document's Manila business date (YYYY-MM-DD); a closed month moves it to the next open one. */
  date: string;
  memo: string;
  sourceType: SourceType;
  /** The document's id: a document posts once (source type and id are unique). */
  sourceId: string;
  sourceNumber?: string | null;
  /** For a reversal: the entry it reverses. */
  reversesEntryId?: string | null;
  lines: PostingLine[];
}

/** A signed amount on an account: positive debits it, negative credits it. */
export interface SignedAmount {
  account: PostingAccount;
  centavos: number;
  memo?: string | null;
}

const accountKey = (a: PostingAccount) =>
  'accountId' in a ? `id:${a.accountId}` : `key:${a.key}:${a.terminalId ?? ''}`;

/**
 * Signed amounts to posting lines: amounts on the same account (and memo) are netted, nothing left at
 * zero is kept, a positive net is a debit and a negative one a credit. Order: first appearance.
 */
export function toLines(amounts: readonly SignedAmount[]): PostingLine[] {
  const net = new Map<string, SignedAmount>();
  for (const s of amounts) {
    if (!Number.isSafeInteger(s.centavos)) throw new Error(`not a whole number of centavos: ${s.centavos}`);
    const k = `${accountKey(s.account)}|${s.memo ?? ''}`;
    const was = net.get(k);
    net.set(k, was ? { ...was, centavos: was.centavos + s.centavos } : { ...s });
  }
  return [...net.values()]
    .filter((s) => s.centavos !== 0)
    .map((s) => ({
      account: s.account,
      debitCentavos: s.centavos > 0 ? s.centavos : 0,
      creditCentavos: s.centavos < 0 ? -s.centavos : 0,
      ...(s.memo ? { memo: s.memo } : {}),
    }));
}

export const totalDebits = (lines: readonly PostingLine[]) => lines.reduce((s, l) => s + l.debitCentavos, 0);
export const totalCredits = (lines: readonly PostingLine[]) =>
  lines.reduce((s, l) => s + l.creditCentavos, 0);

/** Whether lines make a postable entry: two or more, each one-sided and positive, debits = credits > 0. */
export function isBalanced(lines: readonly PostingLine[]): boolean {
  if (lines.length < 2) return false;
  for (const l of lines) {
    if (!Number.isSafeInteger(l.debitCentavos) || !Number.isSafeInteger(l.creditCentavos)) return false;
    if (l.debitCentavos < 0 || l.creditCentavos < 0) return false;
    if (l.debitCentavos > 0 === l.creditCentavos > 0) return false;
  }
  const d = totalDebits(lines);
  return d > 0 && d === totalCredits(lines);
}

/** The lines of the entry that undoes `lines`: each debit becomes a credit of the same amount. */
export const reversedLines = (lines: readonly PostingLine[]): PostingLine[] =>
  lines.map((l) => ({ ...l, debitCentavos: l.creditCentavos, creditCentavos: l.debitCentavos }));

/** The first day of a date's month (YYYY-MM-01): the period an entry belongs to. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The first day of the month after `month` (YYYY-MM-01). */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The date an entry is posted on: the document's date when its month is open, else the first day of the
 * first open month after it (a late document posts into the open period, with a note saying so).
 */
export function postingDate(
  documentDate: string,
  closedMonths: ReadonlySet<string>,
): {
  date: string;
  late: boolean;
} {
  let month = monthOf(documentDate);
  if (!closedMonths.has(month)) return { date: documentDate, late: false };
  while (closedMonths.has(month)) month = nextMonth(month);
  return { date: month, late: true };
}
