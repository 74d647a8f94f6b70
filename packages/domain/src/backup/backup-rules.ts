/**
 * Pure rules of the backup module: when the next scheduled backup is due and which backups the
 * retention rule removes. Times are Manila (UTC+8, no daylight saving).
 */

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface BackupSchedule {
  enabled: boolean;
  frequency: 'daily' | 'weekly';
  /** 0 = Sunday … 6 = Saturday (weekly only). */
  weekday: number;
  /** HH:MM, Manila time. */
  time: string;
}

/** The latest slot of the schedule at or before `now` (an instant). */
export function latestSlot(s: BackupSchedule, now: Date): Date {
  const [h = 0, m = 0] = s.time.split(':').map(Number);
  const manila = new Date(now.getTime() + MANILA_OFFSET_MS);
  const dayStart = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate());
  let slot = dayStart + (h * 60 + m) * 60_000;
  if (slot > manila.getTime()) slot -= DAY_MS;
  if (s.frequency === 'weekly') {
    while (new Date(slot).getUTCDay() !== s.weekday) slot -= DAY_MS;
  }
  return new Date(slot - MANILA_OFFSET_MS);
}

/**
 * Whether a scheduled backup is due now: the schedule is on and no scheduled backup was started since
 * its latest slot. A slot missed while the server was off is made up once, at the next check.
 */
export function scheduledBackupDue(s: BackupSchedule, now: Date, lastScheduledAt: Date | null): boolean {
  if (!s.enabled) return false;
  const slot = latestSlot(s, now);
  return !lastScheduledAt || lastScheduledAt.getTime() < slot.getTime();
}

export interface KeptBackup {
  id: string;
  status: string;
  startedAt: Date;
}

/**
 * The backups the retention rule removes: finished ones older than `retentionDays`, never the newest
 * finished backup (however old), never a running one.
 */
export function backupsToRemove(backups: KeptBackup[], retentionDays: number, now: Date): string[] {
  const done = backups
    .filter((b) => b.status === 'done')
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  return done.slice(1).flatMap((b) => (b.startedAt.getTime() < cutoff ? [b.id] : []));
}

/**
 * The file name of a backup made at `at`: fbms-20261127-020000-scheduled-1a2b3c.fbmsbak (Manila time;
 * the tag, from the backup's id, keeps two backups of the same second apart).
 */
export function backupFileName(at: Date, kind: string, tag: string): string {
  const m = new Date(at.getTime() + MANILA_OFFSET_MS).toISOString();
  const stamp = `${m.slice(0, 10).replaceAll('-', '')}-${m.slice(11, 19).replaceAll(':', '')}`;
  return `fbms-${stamp}-${kind.replace('_', '-')}-${tag}.fbmsbak`;
}
