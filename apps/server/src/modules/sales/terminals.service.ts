import { createHash, randomBytes } from 'node:crypto';
import { type Db, sqlRows, uuidv7 } from '@fbms/db';
import { DomainError, type enrollTerminalSchema, refusal } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import { type BranchScope, branchIn, branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppEnv } from '../../platform/http/context.ts';
import { ensureTerminalAccounts } from '../accounting/posting.service.ts';
import { defaultLocationId } from '../inventory/locations.service.ts';
import { assertTerminalBranch, terminalIn } from './terminal-scope.ts';

/**
 * POS terminals: a manager enrolls a browser, which then carries `id.secret` in an HttpOnly cookie
 * scoped to /api. Only the secret's SHA-256 is stored; a retired terminal's cookie stops working.
 */
export const TERMINAL_COOKIE = 'fbms_terminal';
/** Browsers keep a cookie at most 400 days; opening the POS renews it. */
const MAX_AGE_S = 400 * 24 * 3600;

export interface Terminal {
  id: string;
  name: string;
  locationId: string;
  locationName: string;
  /** The branch of its location (decision 0013): the branch of every sale, shift and reading of it. */
  branchId: string;
  branchCode: string;
  branchName: string;
  /** What the invoice's seller block takes from the branch (null address: the store's). */
  branchAddress: string | null;
  tinBranchCode: string;
  min: string | null;
  serialNumber: string | null;
  ptuNumber: string | null;
  ptuDate: string | null;
  nextInvoiceNo: number;
  isActive: boolean;
  enrolledAt: string;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const cookieName = (secure: boolean) => (secure ? `__Secure-${TERMINAL_COOKIE}` : TERMINAL_COOKIE);

const SELECT = sql`
  SELECT t.id, t.name, t.location_id AS "locationId", l.name AS "locationName", l.branch_id AS "branchId",
         b.code AS "branchCode", b.name AS "branchName", b.address AS "branchAddress",
         b.tin_branch_code AS "tinBranchCode", t.min,
         t.serial_number AS "serialNumber", t.ptu_number AS "ptuNumber",
         to_char(t.ptu_date, 'YYYY-MM-DD') AS "ptuDate", t.next_invoice_no::float8 AS "nextInvoiceNo",
         t.is_active AS "isActive", t.enrolled_at AS "enrolledAt"
    FROM terminals t JOIN locations l ON l.id = t.location_id JOIN branches b ON b.id = l.branch_id`;

const asTerminal = (r: Terminal): Terminal => ({ ...r, enrolledAt: new Date(r.enrolledAt).toISOString() });

/** The terminals of the branches the list shows (`read`: the switcher narrows), active first. */
export async function listTerminals(db: Db, scope: BranchScope): Promise<Terminal[]> {
  return (
    await sqlRows<Terminal>(
      db,
      sql`${SELECT} WHERE ${branchIn(scope, sql`l.branch_id`)} ORDER BY t.is_active DESC, lower(t.name)`,
    )
  ).map(asTerminal);
}

function giveCookie(c: Context<AppEnv>, value: string) {
  const { secureCookies } = c.get('deps').config;
  setCookie(c, cookieName(secureCookies), value, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: secureCookies,
    path: '/api',
    maxAge: MAX_AGE_S,
  });
}

/** The terminal this browser's cookie names, if it is enrolled and active; `renew` extends the cookie. */
/** What the terminal cookie says: the terminal's id and its secret's hash (null when missing or malformed). */
export interface TerminalKey {
  id: string;
  secretHash: string;
  raw: string;
}

export function terminalKey(c: Context<AppEnv>): TerminalKey | null {
  const raw = getCookie(c, cookieName(c.get('deps').config.secureCookies));
  const [id, secret] = raw?.split('.') ?? [];
  if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { id, secretHash: hashSecret(secret), raw: raw! };
}

/** The active terminal the key opens, as JSON (null when none): a subquery for a larger statement. */
export const terminalJsonSql = (key: TerminalKey) =>
  sql`(SELECT row_to_json(x) FROM (${SELECT} WHERE t.id = ${key.id} AND t.secret_hash = ${key.secretHash} AND t.is_active) x)`;

async function activeTerminal(c: Context<AppEnv>, key: TerminalKey): Promise<Terminal | null> {
  const [row] = await sqlRows<{ terminal: Terminal | null }>(
    c.get('deps').database.db,
    sql`SELECT ${terminalJsonSql(key)} AS terminal`,
  );
  return row?.terminal ? asTerminal(row.terminal) : null;
}

export async function terminalOf(c: Context<AppEnv>, renew = false): Promise<Terminal | null> {
  const key = terminalKey(c);
  if (!key) return null;
  const terminal = await activeTerminal(c, key);
  if (terminal && renew) giveCookie(c, key.raw);
  return terminal;
}

/** Gives this browser the cookie of an active terminal whose secret the server holds (the demo counter). */
export async function attachTerminal(
  c: Context<AppEnv>,
  id: string,
  secret: string,
): Promise<Terminal | null> {
  const key: TerminalKey = { id, secretHash: hashSecret(secret), raw: `${id}.${secret}` };
  const terminal = await activeTerminal(c, key);
  if (terminal) giveCookie(c, key.raw);
  return terminal;
}

/** This browser's terminal, refused when it is not enrolled or is of a branch the person does not work in. */
export async function requireTerminal(c: Context<AppEnv>): Promise<Terminal> {
  const terminal = await terminalOf(c);
  if (!terminal) throw new DomainError('TERMINAL_NOT_ENROLLED');
  assertTerminalBranch(c.get('actor')!, terminal.branchId);
  return terminal;
}

/** Enrolls the calling browser as a new terminal and gives it the cookie. */
export async function enrollTerminal(
  c: Context<AppEnv>,
  actor: Actor,
  input: z.output<typeof enrollTerminalSchema>,
  where: AuditWhere,
): Promise<Terminal> {
  const { database } = c.get('deps');
  const id = uuidv7();
  const secret = randomBytes(32).toString('base64url');
  // A location of another branch is refused as if it did not exist (T12).
  // No location named: the person's branch's first store, as every stock document defaults.
  const locationId = input.locationId ?? (await defaultLocationId(database.db, actor));
  await database.db.transaction(async (tx) => {
    const [location] = await sqlRows<{ active: boolean }>(
      tx,
      sql`SELECT is_active AS active FROM locations
           WHERE id = ${locationId} AND ${branchIn(branchScope(actor), sql`branch_id`, 'allowed')}`,
    );
    if (!locationId || !location?.active)
      throw new DomainError(
        'VALIDATION_FAILED',
        'Choose an active location',
        refusal('locationInactive', { fields: { locationId: 'Choose an active location' } }),
      );
    const [taken] = await sqlRows<{ id: string }>(
      tx,
      sql`SELECT id FROM terminals WHERE lower(name) = lower(${input.name})`,
    );
    if (taken)
      throw new DomainError(
        'BUSINESS_DUPLICATE_RECORD',
        'Another terminal already has this name',
        refusal('terminalNameTaken', { fields: { name: 'Another terminal already has this name' } }),
      );
    await tx.execute(sql`
      INSERT INTO terminals (id, name, location_id, min, serial_number, ptu_number, ptu_date, secret_hash, enrolled_by)
      VALUES (${id}, ${input.name}, ${locationId!}, ${input.min}, ${input.serialNumber}, ${input.ptuNumber},
              ${input.ptuDate}, ${hashSecret(secret)}, ${actor.userId})`);
    // The ledger's drawer account of this terminal (cash on hand 1010 NN), with it.
    await ensureTerminalAccounts(tx);
    await writeAudit(
      tx,
      {
        action: 'pos.terminal_enrolled',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'terminal',
        targetId: id,
        details: { name: input.name, locationId: locationId!, min: input.min, ptuNumber: input.ptuNumber },
      },
      where,
    );
  });
  giveCookie(c, `${id}.${secret}`);
  const [row] = await sqlRows<Terminal>(database.db, sql`${SELECT} WHERE t.id = ${id}`);
  return asTerminal(row!);
}

/** Retires a terminal: its cookie stops working; its invoices and series stay. */
export async function retireTerminal(c: Context<AppEnv>, actor: Actor, id: string, where: AuditWhere) {
  const { config, database } = c.get('deps');
  await database.db.transaction(async (tx) => {
    // Another branch's terminal is not found (T12).
    const r = await sqlRows<{ name: string }>(
      tx,
      sql`UPDATE terminals SET is_active = false
           WHERE id = ${id} AND is_active AND ${terminalIn(branchScope(actor), sql`id`, 'allowed')} RETURNING name`,
    );
    if (!r[0])
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'There is no active terminal with this id',
        refusal('terminalNotFound'),
      );
    await writeAudit(
      tx,
      {
        action: 'pos.terminal_retired',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'terminal',
        targetId: id,
        details: { name: r[0].name },
      },
      where,
    );
  });
  const mine = getCookie(c, cookieName(config.secureCookies))?.split('.')[0];
  if (mine === id)
    deleteCookie(c, cookieName(config.secureCookies), { path: '/api', secure: config.secureCookies });
}

/** A terminal's branch rules (T12), for the shifts and readings of the shifts module. */
export { mayOpen, terminalIn, usableTerminalKey } from './terminal-scope.ts';
