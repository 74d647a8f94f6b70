import { backupContract as api } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The backup screen's queries; every key starts with 'backup', so a write refreshes them all. */
export const backupQueries = {
  settings: () =>
    queryOptions({ queryKey: ['backup', 'settings'], queryFn: () => client.call(api.getSettings) }),
  list: () => queryOptions({ queryKey: ['backup', 'list'], queryFn: () => client.call(api.listBackups) }),
  runs: () => queryOptions({ queryKey: ['backup', 'runs'], queryFn: () => client.call(api.listRuns) }),
};

/** A restore or a drill reads the whole file: minutes on a big store. */
export const LONG_MS = 30 * 60_000;
