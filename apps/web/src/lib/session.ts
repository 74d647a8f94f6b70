import { accountContract, type Me, type SetupState } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './api.ts';

export type { Me, SetupState };

/** How often a signed-in app re-checks its session, so an idle timeout ends visibly (seed: 5 min). */
export const SESSION_CHECK_MS = 5 * 60_000;

/**
 * The signed-in user, or null when there is no session. Other failures (network, 5xx) are thrown.
 * The request is marked passive: checking who is signed in is not activity that should keep the
 * session from idling out (the server may honour the header; see the report in the hand-over).
 */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me', 'detail'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api.call(accountContract.getMe, {}, { headers: { 'X-FBMS-Passive': '1' } });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 30_000,
});

export const setupQuery = queryOptions({
  queryKey: ['setup', 'state', 'detail'],
  queryFn: () => api.get<SetupState>('/api/setup'),
  staleTime: 60_000,
});

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export const hasPermission = (me: Me, permission: string) => me.permissions.includes(permission);
