import type { Db } from '@fbms/db';
import {
  mergeUserSettings,
  resolveUserSettings,
  type UserSettings,
  type UserSettingsPatch,
  userSettingsSchema,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/http/context.ts';
import { lockUserSettings, readUserSettings, writeUserSettings } from './settings.repository.ts';

/** The groups whose values differ between two documents, for the audit row. */
function changedGroups(before: UserSettings, after: UserSettings): string[] {
  return (Object.keys(after) as (keyof UserSettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
}

export async function getMySettings(db: Db, userId: string): Promise<UserSettings> {
  return db.transaction(async (tx) => resolveUserSettings(await readUserSettings(tx, userId)));
}

type Change =
  | { kind: 'patch'; patch: UserSettingsPatch }
  | { kind: 'replace'; settings: unknown }
  | { kind: 'reset' };

/** Patch, replace (import) or reset the user's settings in one locked transaction, with an audit row. */
export async function changeMySettings(
  db: Db,
  actor: Actor,
  change: Change,
  where: AuditWhere,
): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const before = resolveUserSettings(await lockUserSettings(tx, actor.userId));
    const after =
      change.kind === 'patch'
        ? mergeUserSettings(before, change.patch)
        : change.kind === 'replace'
          ? userSettingsSchema.parse(change.settings)
          : resolveUserSettings({});
    const groups = changedGroups(before, after);
    if (groups.length === 0) return after;
    await writeUserSettings(tx, actor.userId, after);
    await writeAudit(
      tx,
      {
        action: 'settings.user_changed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'user_settings',
        targetId: actor.userId,
        details: {
          how: change.kind,
          groups,
          ...(groups.includes('security') ? { security: after.security } : {}),
        },
      },
      where,
    );
    return after;
  });
}
