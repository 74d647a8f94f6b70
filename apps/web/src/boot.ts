import { ApiError, api } from './lib/api.ts';
import { safeRedirect } from './lib/safe-redirect.ts';
import type { Me } from './lib/session.ts';
import { bootApp, bootSignIn } from './modules/auth/login/sign-in-boot.tsx';

/**
 * The first download: React, the sign-in page and this. A signed-out visit gets the sign-in page without
 * waiting for the app (Mantine, router, React Query, i18next and the screens: app/start-app.tsx); a
 * signed-in one, and the other signed-out screens, get the app.
 */
const PUBLIC_SCREENS = ['/register', '/forgot-password', '/reset-password', '/verify-email', '/auth/'];

/** Who is signed in: the user, null when nobody is, undefined when the server could not say. */
async function whoIsSignedIn(): Promise<Me | null | undefined> {
  try {
    return await api.get<Me>('/api/me', { headers: { 'X-FBMS-Passive': '1' } });
  } catch (err) {
    return err instanceof ApiError && err.status === 401 ? null : undefined;
  }
}

export async function boot(element: HTMLElement) {
  const { pathname, search, hash } = window.location;
  if (PUBLIC_SCREENS.some((p) => pathname === p || pathname.startsWith(p))) return bootApp(element);

  if (pathname === '/login') {
    // Shown at once; someone already signed in goes on to where they were going.
    const redirect = new URLSearchParams(search).get('redirect') ?? undefined;
    const page = bootSignIn(element, redirect);
    const me = await whoIsSignedIn();
    if (me) await page.leave(safeRedirect(redirect), { me });
    return;
  }

  const me = await whoIsSignedIn();
  if (me === null) {
    const here = `${pathname}${search}${hash}`;
    const login = here === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: here })}`;
    window.history.replaceState(null, '', login);
    bootSignIn(element, here === '/' ? undefined : here);
    return;
  }
  return bootApp(element, me ? { me } : {});
}
