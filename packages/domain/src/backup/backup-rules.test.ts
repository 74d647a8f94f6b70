import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToRemove, latestSlot, scheduledBackupDue } from './backup-rules.ts';

const daily = { enabled: true, frequency: 'daily' as const, weekday: 0, time: '02:00' };

describe('the backup schedule (Manila time)', () => {
  it('the latest daily slot is today 02:00 Manila once past it, else yesterday', () => {
    // 2026-11-27 03:00 Manila = 2026-11-26 19:00 UTC
    expect(latestSlot(daily, new Date('2026-11-26T19:00:00Z')).toISOString()).toBe(
      '2026-11-26T18:00:00.000Z',
    );
    // 01:00 Manila on the 27th: the slot is the 26th 02:00 Manila
    expect(latestSlot(daily, new Date('2026-11-26T17:00:00Z')).toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    );
  });

  it('a weekly slot falls on its weekday', () => {
    // 2026-11-27 is a Friday; Sunday 02:00 Manila is 2026-11-22 02:00 = 2026-11-21T18:00Z
    const weekly = { ...daily, frequency: 'weekly' as const, weekday: 0 };
    expect(latestSlot(weekly, new Date('2026-11-27T04:00:00Z')).toISOString()).toBe(
      '2026-11-21T18:00:00.000Z',
    );
  });

  it('is due once per slot, and never when off', () => {
    const now = new Date('2026-11-26T19:00:00Z');
    expect(scheduledBackupDue(daily, now, null)).toBe(true);
    expect(scheduledBackupDue(daily, now, new Date('2026-11-25T18:00:05Z'))).toBe(true);
    expect(scheduledBackupDue(daily, now, new Date('2026-11-26T18:00:05Z'))).toBe(false);
    expect(scheduledBackupDue({ ...daily, enabled: false }, now, null)).toBe(false);
  });
});

describe('retention', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);

  it('removes finished backups older than the days kept, but never the newest one', () => {
    const list = [
      { id: 'a', status: 'done', startedAt: day(40) },
      { id: 'b', status: 'done', startedAt: day(35) },
      { id: 'c', status: 'failed', startedAt: day(50) },
      { id: 'd', status: 'done', startedAt: day(2) },
    ];
    expect(backupsToRemove(list, 30, now).sort()).toEqual(['a', 'b']);
    // Only old ones: the newest stays.
    expect(backupsToRemove(list.slice(0, 2), 30, now)).toEqual(['a']);
  });
});

it('names files by their Manila time, kind and a tag', () => {
  expect(backupFileName(new Date('2026-11-26T18:00:00Z'), 'before_restore', '1a2b3c')).toBe(
    'fbms-20261127-020000-before-restore-1a2b3c.fbmsbak',
  );
});
