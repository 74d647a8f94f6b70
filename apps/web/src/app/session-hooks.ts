import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/index.ts';
import { setSessionHooks } from '../lib/api.ts';
import { notify, TOAST_MS } from '../lib/notify.ts';
import { meQuery } from '../lib/session.ts';
import type { AppRouter } from './router.tsx';

/**
 * When the server ends a signed-in session (idle timeout, 12-hour limit, ended from another device), the
 * person sees "Session Expired" (8 s), every cached answer is dropped and sign-in opens, with a way back.
 */
export function installSessionHooks(queryClient: QueryClient, router: AppRouter) {
  let handling = false;
  setSessionHooks({
    isSignedIn: () => Boolean(queryClient.getQueryData(meQuery.queryKey)),
    onSessionEnded: (code) => {
      if (handling) return;
      handling = true;
      if (code === 'AUTH_TOKEN_EXPIRED') {
        notify.warning({
          id: 'session-expired',
          title: i18n.t('session.expiredTitle'),
          message: i18n.t('session.expiredMessage'),
          autoClose: TOAST_MS.sessionExpired,
        });
      }
      const back = router.state.location.href;
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, null);
      void router.navigate({ to: '/login', search: { redirect: back }, replace: true }).finally(() => {
        handling = false;
      });
    },
  });
}
