import type { WebModule } from '../../app/web-module.ts';
import { passwordPolicyEn, passwordPolicyFil } from '../../lib/password/password.i18n.ts';
import { authRoutes } from './auth.routes.tsx';
import { signInEn, signInFil } from './login/sign-in.i18n.ts';
import { verifyLinkEn, verifyLinkFil } from './verify-email/verify-link.i18n.ts';

export const authModule = {
  id: 'auth',
  routes: authRoutes,
  texts: {
    en: { ...signInEn, ...verifyLinkEn, ...passwordPolicyEn },
    fil: { ...signInFil, ...verifyLinkFil, ...passwordPolicyFil },
  },
  help: ['accounts-and-access'],
} as const satisfies WebModule;
