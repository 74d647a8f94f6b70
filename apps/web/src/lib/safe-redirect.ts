/** A path inside this app to return to after sign-in; anything else (other sites, auth screens) goes home. */
export function safeRedirect(target: string | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const path = target.split(/[?#]/)[0] ?? '/';
  const authScreens = [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/auth/',
  ];
  if (authScreens.some((p) => path === p || path.startsWith(p))) return '/';
  return target;
}
