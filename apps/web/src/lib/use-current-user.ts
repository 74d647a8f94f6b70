import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Me, meQuery, SESSION_CHECK_MS } from './session.ts';

/**
 * The signed-in user, re-checked every 5 minutes and when the window regains focus, and once more right
 * after the session's 12-hour limit, so an ended session sends the person to sign-in visibly.
 */
export function useCurrentUser(): Me | null {
  const me = useQuery({ ...meQuery, refetchInterval: SESSION_CHECK_MS, refetchIntervalInBackground: true });
  const expiresAt = me.data?.session.expiresAt;
  const { refetch } = me;
  useEffect(() => {
    if (!expiresAt) return;
    const ms = new Date(expiresAt).getTime() - Date.now() + 1000;
    // setTimeout holds at most ~24.8 days; a session lasts 12 hours.
    if (!Number.isFinite(ms) || ms <= 0 || ms > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refetch(), ms);
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);
  return me.data ?? null;
}
