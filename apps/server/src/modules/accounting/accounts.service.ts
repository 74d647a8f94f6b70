import { uuidv7 } from '@fbms/db';
import {
  type AccountCreate,
  type AccountUpdate,
  DomainError,
  type GlAccount,
  NORMAL_BALANCE_OF,
  refusal,
} from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  accountHasLines,
  codeTaken,
  findAccount,
  insertAccount,
  listAccounts,
  lockAccount,
  updateAccount,
} from './accounts.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const codeRefused = (code: string): never => {
  throw new DomainError(
    'BUSINESS_DUPLICATE_RECORD',
    `Account code ${code} is already used by another account`,
    refusal('accountCodeTaken', { code, fields: { code: 'This code is already used' } }),
  );
};

export const chartOfAccounts = (deps: Deps) => listAccounts(deps.database.db);

/** A new account of the accountant's own (no posting key), its normal side the type's unless named. */
export async function createAccount(
  deps: Deps,
  actor: Actor,
  input: AccountCreate,
  where: AuditWhere,
): Promise<GlAccount> {
  const id = uuidv7();
  const normalBalance = input.normalBalance ?? NORMAL_BALANCE_OF[input.type];
  await deps.database.db.transaction(async (tx) => {
    if (!(await insertAccount(tx, id, { ...input, normalBalance }))) codeRefused(input.code);
    await writeAudit(
      tx,
      {
        action: 'accounting.account_created',
        ...who(actor),
        targetType: 'gl_account',
        targetId: id,
        details: { code: input.code, name: input.name, type: input.type, normalBalance },
      },
      where,
    );
  });
  return (await findAccount(deps.database.db, id))!;
}

/**
 * Edits an account: name, description, cash-flow class and active flag always; code, type and normal
 * side only while no journal line names it. An account automatic postings use (a keyed one) stays active.
 */
export async function editAccount(
  deps: Deps,
  actor: Actor,
  id: string,
  input: AccountUpdate,
  where: AuditWhere,
): Promise<GlAccount> {
  await deps.database.db.transaction(async (tx) => {
    const a = await lockAccount(tx, id);
    if (!a)
      throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such account', refusal('accountNotFound'));
    if (input.isActive === false && a.key)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `Account ${a.code} ${a.name} is used by automatic postings, so it stays active`,
        refusal('accountKeyed', { code: a.code, name: a.name }),
      );
    const structural =
      (input.code !== undefined && input.code !== a.code) ||
      (input.type !== undefined && input.type !== a.type) ||
      input.normalBalance !== undefined;
    if (structural && (await accountHasLines(tx, id)))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `Account ${a.code} already has journal lines: its code and type can no longer change`,
        refusal('accountHasLines', { code: a.code }),
      );
    if (input.code !== undefined && input.code !== a.code && (await codeTaken(tx, input.code, id)))
      codeRefused(input.code);
    await updateAccount(tx, id, input, deps.now().toISOString());
    await writeAudit(
      tx,
      {
        action: 'accounting.account_updated',
        ...who(actor),
        targetType: 'gl_account',
        targetId: id,
        details: { code: a.code, changes: input },
      },
      where,
    );
  });
  return (await findAccount(deps.database.db, id))!;
}
