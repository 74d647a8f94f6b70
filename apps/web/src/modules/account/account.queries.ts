import { type AccountSession, accountContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type { AccountSession };

export const sessionsQuery = queryOptions({
  queryKey: ['account', 'session', 'list'],
  queryFn: () => api.call(accountContract.listSessions),
});

export const securityQuery = queryOptions({
  queryKey: ['account', 'security', 'detail'],
  queryFn: () => api.call(accountContract.getSecurity),
});
