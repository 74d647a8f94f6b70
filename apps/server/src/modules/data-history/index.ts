import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountDataHistory } from './data-history.routes.ts';

/** Data history (issue 25): the audit log as a screen, a record's history, privacy exports and anonymization. */
export const dataHistoryModule: ServerModule<DemoSeeder> = {
  id: 'data-history',
  mount: mountDataHistory,
};
