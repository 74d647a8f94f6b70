import { readdir, statfs } from 'node:fs/promises';
import { type AdminDashboard, DomainError, hourlyBuckets, manilaDate, refusal } from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { APP_VERSION } from '../health/health.service.ts';
import {
  activeSessions,
  databaseSize,
  deleteOldServerErrors,
  deleteSession,
  hasSample,
  lastBackup,
  lastDrill,
  migrationLevel,
  sampleDatabaseSize,
  serverErrorActivity,
  serverVersion,
  sessionOwner,
  signInActivity,
  sizeGrowth,
  userCounts,
} from './dashboard.repository.ts';
import { listJobs } from './jobs.repository.ts';

const DAY = 24 * 60 * 60_000;

type Deps = Pick<AppDeps, 'database' | 'config' | 'mailer' | 'live' | 'now'>;

async function diskOf(path: string) {
  try {
    const s = await statfs(path);
    return { path, freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return null; // no such folder (an in-memory test database) or not readable: nothing to show
  }
}

async function outboxCount(folder: string | undefined): Promise<number | null> {
  if (!folder) return null;
  try {
    return (await readdir(folder)).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0; // nothing written yet
  }
}

/** The migrations applied against those the code brings (the system check reads it too). */
export { migrationLevel };

/** Everything the admin dashboard shows, read now (and today's size sample kept if none yet). */
export async function adminDashboard(deps: Deps, actor: Actor): Promise<AdminDashboard> {
  const { database } = deps;
  const now = deps.now();
  const since = new Date(now.getTime() - DAY);
  const today = manilaDate(now);
  if (!(await hasSample(database, today))) await sampleDatabaseSize(database, today);
  const [
    users,
    sessions,
    signIns,
    errors,
    sizeBytes,
    growth,
    version,
    migrations,
    backup,
    drill,
    disk,
    jobs,
  ] = await Promise.all([
    userCounts(database),
    activeSessions(database, now),
    signInActivity(database, since),
    serverErrorActivity(database, since),
    databaseSize(database),
    sizeGrowth(database, manilaDate(new Date(now.getTime() - 29 * DAY))),
    serverVersion(database),
    migrationLevel(database),
    lastBackup(database),
    lastDrill(database),
    diskOf(deps.config.DATA_DIR),
    listJobs(database.db, { limit: 20, offset: 0 }),
  ]);
  const perHour = hourlyBuckets(now, errors.perHour);
  return {
    at: now.toISOString(),
    users,
    sessions: sessions.map((s) => ({ ...s, current: s.id === actor.sessionId })),
    signIns,
    errors: {
      last24h: perHour.reduce((n, b) => n + b.count, 0),
      perHour,
      latest: errors.latest,
    },
    database: { kind: database.kind, sizeBytes, growth, serverVersion: version, migrations },
    backups: { last: backup, lastDrill: drill },
    versions: { app: APP_VERSION, node: process.version },
    disk,
    mail: { transport: deps.mailer.transport, outboxCount: await outboxCount(deps.mailer.outbox) },
    live: { connections: deps.live.connections() },
    jobs: { counts: jobs.counts, latest: jobs.items },
  };
}

/** Ends another person's session: their next request is signed out. Audited as a revoke by an admin. */
export async function endSessionAsAdmin(
  deps: Pick<AppDeps, 'database'>,
  actor: Actor,
  sessionId: string,
  at: AuditWhere,
) {
  if (sessionId === actor.sessionId)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'Use Logout to end the session you are using.',
      refusal('ownSession'),
    );
  const owner = await sessionOwner(deps.database, sessionId);
  if (!owner || !(await deleteSession(deps.database, sessionId)))
    throw new DomainError('DB_RECORD_NOT_FOUND', 'That session has already ended.', refusal('sessionEnded'));
  await writeAudit(
    deps.database.db,
    {
      action: 'auth.session_revoked',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'session',
      targetId: sessionId,
      details: { userId: owner.userId, email: owner.email, by: 'admin' },
    },
    at,
  );
}

/** Daily at 00:05 Manila: the database size of the day (the dashboard's growth). */
export const dbSizeSampleJob = defineJob<Record<string, never>, AppDeps>(
  'admin.db-size-sample',
  async (_payload, deps) => {
    await sampleDatabaseSize(deps.database, manilaDate(deps.now()));
  },
  { schedule: '5 0 * * *', retry: { attempts: 3, backoffMs: 60_000 } },
);

/** Daily at 03:30 Manila: server errors older than 30 days go (the log keeps them). */
export const serverErrorsCleanupJob = defineJob<Record<string, never>, AppDeps>(
  'admin.server-errors-cleanup',
  async (_payload, deps) => {
    return { deleted: await deleteOldServerErrors(deps.database, new Date(deps.now().getTime() - 30 * DAY)) };
  },
  { schedule: '30 3 * * *', retry: { attempts: 3, backoffMs: 60_000 } },
);
