import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalString, publicRoute, type RouterContext } from '../../app/layout-routes.tsx';
import { meQuery } from '../../lib/session.ts';
import { LoginScreen } from './login/login-screen.tsx';

/**
 * Only the sign-in screen is in the first download; the other signed-out screens load when opened (the
 * password-setting ones carry the common-password list of the password policy).
 */
const AuthCallbackScreen = lazyRouteComponent(
  () => import('./callback/auth-callback-screen.tsx'),
  'AuthCallbackScreen',
);
const ForgotPasswordScreen = lazyRouteComponent(
  () => import('./forgot-password/forgot-password-screen.tsx'),
  'ForgotPasswordScreen',
);
const RegisterScreen = lazyRouteComponent(() => import('./register/register-screen.tsx'), 'RegisterScreen');
const ResetPasswordScreen = lazyRouteComponent(
  () => import('./reset-password/reset-password-screen.tsx'),
  'ResetPasswordScreen',
);
const VerifyEmailScreen = lazyRouteComponent(
  () => import('./verify-email/verify-email-screen.tsx'),
  'VerifyEmailScreen',
);

/** Someone already signed in who opens sign-in or sign-up goes home. */
async function homeIfSignedIn({ context }: { context: RouterContext }) {
  const me = await context.queryClient.ensureQueryData(meQuery).catch(() => null);
  if (me) throw redirect({ to: '/', replace: true });
}

const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'login',
  validateSearch: z.object({ redirect: optionalString }),
  beforeLoad: homeIfSignedIn,
  component: function Login() {
    return <LoginScreen search={loginRoute.useSearch()} />;
  },
});

const registerRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'register',
  validateSearch: z.object({ email: optionalString }),
  beforeLoad: homeIfSignedIn,
  component: function Register() {
    return <RegisterScreen search={registerRoute.useSearch()} />;
  },
});

const forgotRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'forgot-password',
  validateSearch: z.object({ email: optionalString }),
  component: function Forgot() {
    return <ForgotPasswordScreen search={forgotRoute.useSearch()} />;
  },
});

const resetRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'reset-password',
  validateSearch: z.object({ token: optionalString, invite: optionalString }),
  component: function Reset() {
    return <ResetPasswordScreen search={resetRoute.useSearch()} />;
  },
});

const verifyRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'verify-email',
  validateSearch: z.object({ email: optionalString }),
  component: function Verify() {
    return <VerifyEmailScreen search={verifyRoute.useSearch()} />;
  },
});

const callbackRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'auth/callback',
  validateSearch: z.object({ from: optionalString, error: optionalString, refused: optionalString }),
  component: function Callback() {
    return <AuthCallbackScreen search={callbackRoute.useSearch()} />;
  },
});

export const authRoutes = [
  loginRoute,
  registerRoute,
  forgotRoute,
  resetRoute,
  verifyRoute,
  callbackRoute,
] as const;
