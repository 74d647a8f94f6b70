import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api.ts';
import { isKnownEmail, rememberEmail } from '../../../lib/known-emails.ts';
import { notify } from '../../../lib/notify.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { fullName, meQuery, setupQuery } from '../auth.queries.ts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Seed 000 §9: sign-in gives up after 15 s. */
export const SIGN_IN_TIMEOUT_MS = 15_000;

export interface InlineNotice {
  title?: string;
  message: string;
  color: 'red' | 'yellow';
}

/**
 * Signs in and routes every answer of the server to the right place: a toast, an inline notice, the
 * "Email Not Registered" dialog or the verification-pending screen.
 */
export function useSignIn(redirectTo: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<InlineNotice | null>(null);
  const [unregisteredEmail, setUnregisteredEmail] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (input: SignInInput) =>
      api.post<unknown>('/api/auth/sign-in/email', input, {
        timeoutMs: SIGN_IN_TIMEOUT_MS,
        timeoutMessage: t('login.timeout'),
      }),
    onMutate: () => setNotice(null),
    onSuccess: async (_answer, input) => {
      rememberEmail(input.email);
      const [me] = await Promise.all([
        queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
        queryClient.fetchQuery({ ...setupQuery, staleTime: 0 }).catch(() => null),
      ]);
      notify.success({
        title: t('login.welcomeTitle'),
        message: t('login.welcomeMessage', { name: me ? fullName(me.user) : input.email }),
      });
      await navigate({ href: safeRedirect(redirectTo), replace: true });
    },
    onError: (err, input) => {
      const code = err instanceof ApiError ? err.code : 'UNKNOWN_ERROR';
      switch (code) {
        case 'AUTH_INVALID_CREDENTIALS':
          if (isKnownEmail(input.email)) {
            notify.error({ title: t('login.failedTitle'), message: err.message });
          } else {
            setUnregisteredEmail(input.email.trim());
          }
          return;
        case 'AUTH_EMAIL_NOT_VERIFIED':
          notify.warning({ title: t('login.notVerifiedTitle'), message: t('login.notVerifiedMessage') });
          void navigate({ to: '/verify-email', search: { email: input.email.trim().toLowerCase() } });
          return;
        case 'AUTH_ACCOUNT_PENDING_APPROVAL':
        case 'AUTH_ACCOUNT_INACTIVE':
          setNotice({ title: t('login.refusedTitle'), message: err.message, color: 'yellow' });
          return;
        case 'AUTH_ACCOUNT_LOCKED':
        case 'API_RATE_LIMIT':
          setNotice({ message: err.message, color: 'red' });
          return;
        default:
          notify.error({ title: t('login.failedTitle'), message: err.message || t('login.failedDefault') });
      }
    },
  });

  return {
    signIn: mutation.mutate,
    pending: mutation.isPending,
    notice,
    unregisteredEmail,
    closeUnregistered: () => setUnregisteredEmail(null),
  };
}
