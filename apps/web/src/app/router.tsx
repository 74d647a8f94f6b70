import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRoute,
  createRouter,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../lib/search-params.ts';
import { WEB_MODULES } from '../modules/index.ts';
import { ModulePending } from '../shell/modules/module-pending.tsx';
import { RouteError } from '../shell/modules/route-error.tsx';
import { authedRoute, frameRoute, publicRoute, rootRoute } from './layout-routes.tsx';

export type { RouterContext } from './layout-routes.tsx';

/** Unknown paths fall back to the dashboard (DESIGN: "unknown paths fall back to the dashboard"). */
const fallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

/** Every module's routes (WEB_MODULES), each under the parent it names (app/layout-routes.tsx). */
type ModuleRoute = (typeof WEB_MODULES)[number]['routes'][number];
const moduleRoutes = WEB_MODULES.flatMap<ModuleRoute>((m) => m.routes);
const childrenOf = (parent: AnyRoute): ModuleRoute[] =>
  moduleRoutes.filter((r) => (r.options as { getParentRoute: () => AnyRoute }).getParentRoute() === parent);

const routeTree = rootRoute.addChildren([
  publicRoute.addChildren(childrenOf(publicRoute)),
  authedRoute.addChildren([...childrenOf(authedRoute), frameRoute.addChildren(childrenOf(frameRoute))]),
  fallbackRoute,
]);

export function createAppRouter({
  queryClient,
  history,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPendingComponent: ModulePending,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
