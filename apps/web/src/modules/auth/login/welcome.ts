import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { notify } from '../../../lib/notify.ts';
import { fullName, meQuery, setupQuery } from '../../../lib/session.ts';

/**
 * After the server accepted a password: loads who signed in and the store's setup step (the guards read
 * both from the cache) and says "Welcome Back!" with the person's name.
 */
export async function welcome(queryClient: QueryClient, email: string): Promise<void> {
  const [me] = await Promise.all([
    queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
    queryClient.fetchQuery({ ...setupQuery, staleTime: 0 }).catch(() => null),
  ]);
  notify.success({
    title: i18n.t('login.welcomeTitle'),
    message: i18n.t('login.welcomeMessage', { name: me ? fullName(me.user) : email }),
  });
}
