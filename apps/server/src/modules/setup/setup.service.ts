import type { Database } from '@fbms/db';
import { DomainError } from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/http/context.ts';
import { completeSetup } from './setup.repository.ts';

type SetupInput = { businessName: string; address: string; tin: string; vatRegistered: boolean };

/** Saves the store's business details once, audited; SETUP_ALREADY_DONE when setup was done before. */
export async function completeFirstRunSetup(
  database: Database,
  actor: Actor,
  input: SetupInput,
  where: AuditWhere,
): Promise<void> {
  const done = await database.db.transaction(async (tx) => {
    const ok = await completeSetup(tx, input);
    if (!ok) return false;
    await writeAudit(
      tx,
      {
        action: 'setup.completed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'system_settings',
        details: { businessName: input.businessName, tin: input.tin, vatRegistered: input.vatRegistered },
      },
      where,
    );
    return true;
  });
  if (!done) throw new DomainError('SETUP_ALREADY_DONE');
}
