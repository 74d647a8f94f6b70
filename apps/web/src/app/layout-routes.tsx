import { checkAccess, getModule, type ModuleId } from '@fbms/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import { type Me, meQuery, setupQuery } from '../lib/session.ts';
import { AuthLayoutRoute } from '../shell/auth-layout.tsx';

/**
 * The routes every module's screens hang from: the root, the signed-out card layout, the signed-in
 * guard and the signed-in frame (sidebar and top bar). A module's routes (`<module>.routes.tsx`) name
 * one of them as their parent; router.tsx puts them together from WEB_MODULES.
 */
export interface RouterContext {
  queryClient: QueryClient;
}

export const optionalString = z.string().optional().catch(undefined);

export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

/** Signed-out screens share one card layout. */
export const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: AuthLayoutRoute,
});

/**
 * Everything below needs a session. An administrator of a store whose business details are missing is
 * sent to first-run setup until it is done.
 */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(meQuery);
    if (!me) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    if (me.user.role === 'admin' && location.pathname !== '/setup') {
      const setup = await context.queryClient.ensureQueryData(setupQuery);
      if (setup.step === 'business') throw redirect({ to: '/setup', replace: true });
    }
    return { me };
  },
});

const SignedInApp = lazyRouteComponent(() => import('./signed-in-app.tsx'), 'SignedInApp');

export const frameRoute = createRoute({
  getParentRoute: () => authedRoute,
  id: 'frame',
  component: SignedInApp,
});

/**
 * A module's screen opens only for a role the registry lets use it (the server refuses the data anyway);
 * anyone else typing its address lands on the dashboard, as the menus never offered it.
 */
export function onlyFor(module: ModuleId) {
  return ({ context }: { context: { me: Me } }) => {
    const { role, isActive } = context.me.user;
    if (!checkAccess({ role, isActive }, getModule(module).access).allowed)
      throw redirect({ to: '/', replace: true });
  };
}
