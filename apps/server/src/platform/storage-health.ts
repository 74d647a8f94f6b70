import type { Logger } from './logger.ts';

/**
 * A full disk (the server's, for PGlite and the mail outbox, or PostgreSQL's): writes fail, reads still
 * work. The first failure is logged once in plain words and /api/health says "degraded" with the reason;
 * the next write that succeeds (space was freed) logs that once too and health is "ok" again. Nothing
 * needs a restart.
 */
export interface StorageHealth {
  /** Set while the last write failed for lack of space. */
  readonly problem: { reason: 'disk_full'; since: Date } | null;
  /** A write failed: is it a full disk? If so, remember and log it (once), and say true. */
  failed(err: unknown, requestId?: string): boolean;
  /** A write succeeded. */
  succeeded(): void;
}

/** PostgreSQL's disk_full class and the errors a full file system gives Node and PGlite. */
const DISK_FULL_MESSAGE = /could not extend file|no space left on device|could not write to file|disk full/i;

export function isDiskFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const { code, errno, message } = e as { code?: unknown; errno?: unknown; message?: unknown };
    if (code === '53100' || code === 'ENOSPC' || errno === 28) return true;
    if (typeof message === 'string' && DISK_FULL_MESSAGE.test(message) && /space|full|extend/i.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function createStorageHealth(logger: Logger, now: () => Date = () => new Date()): StorageHealth {
  let problem: StorageHealth['problem'] = null;
  return {
    get problem() {
      return problem;
    },
    failed(err, requestId) {
      if (!isDiskFull(err)) return false;
      if (!problem) {
        problem = { reason: 'disk_full', since: now() };
        logger.error(
          { err, requestId, reason: 'disk_full' },
          'The disk is full: FBMS cannot save anything until space is freed on the server (DATA_DIR or the PostgreSQL server). Reading still works; nothing needs a restart.',
        );
      }
      return true;
    },
    succeeded() {
      if (!problem) return;
      logger.info({ fullSince: problem.since }, 'Disk space is available again: saving works.');
      problem = null;
    },
  };
}
