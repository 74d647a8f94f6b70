import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/language.ts';
import { notify } from '../../../lib/notify.ts';
import { SignInForm } from './sign-in-form.tsx';
import type { SignInHost } from './sign-in-host.ts';
import { welcome } from './welcome.ts';

/**
 * The sign-in page inside the app (after a logout, an expired session, or a guard sent the person here):
 * the same form as the first download's, given the app's router, toasts and language.
 */
export function LoginScreen({ search }: { search: { redirect?: string } }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const host: SignInHost = {
    language: isLanguage(i18n.language) ? i18n.language : 'en',
    open: (href) => void navigate({ href }),
    enter: async (href, email) => {
      await welcome(queryClient, email);
      await navigate({ href, replace: true });
    },
    toast: (kind, toast) => notify[kind](toast),
  };
  return <SignInForm host={host} redirect={search.redirect} />;
}
