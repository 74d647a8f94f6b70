import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface AccountSession {
  id: string;
  current: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
}

export interface AccountSecurity {
  sessionTimeout: number;
  options: number[];
}

export const sessionsQuery = queryOptions({
  queryKey: ['account', 'session', 'list'],
  queryFn: () => api.get<{ items: AccountSession[] }>('/api/account/sessions'),
});

export const securityQuery = queryOptions({
  queryKey: ['account', 'security', 'detail'],
  queryFn: () => api.get<AccountSecurity>('/api/account/security'),
});
