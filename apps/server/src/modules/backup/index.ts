import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountBackup } from './backup.routes.ts';
import { backupDrillJob, scheduledBackupJob } from './backup.service.ts';
import { backupSeeder } from './demo-backup.ts';

/** Backups (issue 25): scheduled and manual backups, restores, restore drills, S3 with resume. */
export const backupModule: ServerModule<DemoSeeder> = {
  id: 'backup',
  mount: mountBackup,
  jobs: [scheduledBackupJob, backupDrillJob],
  demo: [backupSeeder],
};
