import type { Database } from '@fbms/db';
import type { Role } from '@fbms/domain';
import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { LiveBus } from '../live.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';
import type { StorageHealth } from '../storage-health.ts';
import type { CounterStore } from './rate-limit.ts';
import type { SessionEnd } from './session.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Rate-limit counters: in the database on PostgreSQL, in the process on PGlite (one process per DATA_DIR). */
  counters: CounterStore;
  auth: Auth;
  /** Pushes events to open browsers (server-sent events), across server processes. */
  live: LiveBus;
  /** Durable jobs (platform/jobs): enqueue outside a transaction, wake the worker. */
  jobs: JobRunner;
  /** The key that signs session cookies. */
  authSecret: string;
  /** Whether writes fail for a full disk (storage-health.ts); /api/health reports it. */
  storage: StorageHealth;
  /** Injectable clock, so tests can move time for lockouts and idle timeouts. */
  now: () => Date;
}

/** Who is calling: filled in from the session cookie by the session middleware. */
export interface Actor {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  department: string | null;
  role: Role;
  isActive: boolean;
  isOwner: boolean;
  /**
   * The branches whose data this person may see and change: 'all' for an admin or the owner, else the
   * branches they are assigned to (user_branches). Read it through `branchScope` (platform/http/branch-scope.ts).
   */
  branchIds: readonly string[] | 'all';
  /** The branch chosen in the top bar's switcher, when it is one of theirs; null: all of their branches. */
  activeBranchId: string | null;
  sessionExpiresAt: Date;
  idleTimeoutMinutes: number;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
    actor: Actor | null;
    clientIp: string;
    /** Why a session cookie did not give an actor, when it did not. */
    sessionEnded: SessionEnd | null;
  };
}
