import { checkAccess, getModule, type ModuleId } from '@fbms/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import { parseSearch, stringifySearch } from '../lib/search-params.ts';
import { type Me, meQuery, setupQuery } from '../modules/auth/auth.queries.ts';
import { LoginScreen } from '../modules/auth/login/login-screen.tsx';
import { inventorySearch, labelsSearch } from '../modules/inventory/inventory.search.ts';
import { systemSettingsSearch } from '../modules/system-settings/system-settings.search.ts';
import { userListSearch } from '../modules/users/users.search.ts';
import { AuthLayoutRoute } from '../shell/auth-layout.tsx';
import { loadModule } from '../shell/modules/module-loader.ts';
import { ModulePending } from '../shell/modules/module-pending.tsx';
import { RouteError } from '../shell/modules/route-error.tsx';

/**
 * Only the sign-in screen is in the first download; the other signed-out screens load when opened (the
 * password-setting ones carry the common-password list of the password policy).
 */
const AuthCallbackScreen = lazyRouteComponent(
  () => import('../modules/auth/callback/auth-callback-screen.tsx'),
  'AuthCallbackScreen',
);
const ForgotPasswordScreen = lazyRouteComponent(
  () => import('../modules/auth/forgot-password/forgot-password-screen.tsx'),
  'ForgotPasswordScreen',
);
const RegisterScreen = lazyRouteComponent(
  () => import('../modules/auth/register/register-screen.tsx'),
  'RegisterScreen',
);
const ResetPasswordScreen = lazyRouteComponent(
  () => import('../modules/auth/reset-password/reset-password-screen.tsx'),
  'ResetPasswordScreen',
);
const VerifyEmailScreen = lazyRouteComponent(
  () => import('../modules/auth/verify-email/verify-email-screen.tsx'),
  'VerifyEmailScreen',
);
const SignedInFrame = lazyRouteComponent(() => import('../shell/signed-in-frame.tsx'), 'SignedInFrame');
const HomeScreen = lazyRouteComponent(() => import('../modules/home/home-screen.tsx'), 'HomeScreen');

export interface RouterContext {
  queryClient: QueryClient;
}

const optionalString = z.string().optional().catch(undefined);

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

/** Signed-out screens share one card layout. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: AuthLayoutRoute,
});

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

/**
 * Everything below needs a session. An administrator of a store whose business details are missing is
 * sent to first-run setup until it is done.
 */
const authedRoute = createRoute({
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

const setupRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'setup',
  beforeLoad: async ({ context }) => {
    const setup = await context.queryClient.fetchQuery(setupQuery);
    if (context.me.user.role !== 'admin' || setup.step !== 'business')
      throw redirect({ to: '/', replace: true });
  },
  component: lazyRouteComponent(() => import('../modules/setup/setup-screen.tsx'), 'SetupScreen'),
});

const frameRoute = createRoute({ getParentRoute: () => authedRoute, id: 'frame', component: SignedInFrame });

const homeRoute = createRoute({ getParentRoute: () => frameRoute, path: '/', component: HomeScreen });

const accountRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'account',
  component: lazyRouteComponent(() => import('../modules/account/account-screen.tsx'), 'AccountScreen'),
});

/**
 * A module's screen opens only for a role the registry lets use it (the server refuses the data anyway);
 * anyone else typing its address lands on the dashboard, as the menus never offered it.
 */
function onlyFor(module: ModuleId) {
  return ({ context }: { context: { me: Me } }) => {
    const { role, isActive } = context.me.user;
    if (!checkAccess({ role, isActive }, getModule(module).access).allowed)
      throw redirect({ to: '/', replace: true });
  };
}

const usersRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'users',
  validateSearch: userListSearch,
  beforeLoad: onlyFor('user-roles'),
  component: lazyRouteComponent(
    () => loadModule('user-roles', () => import('../modules/users/users-screen.tsx')),
    'UsersScreen',
  ),
});

const posRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'pos',
  beforeLoad: onlyFor('sales'),
  component: lazyRouteComponent(
    () => loadModule('sales', () => import('../modules/sales/pos-screen.tsx')),
    'PosScreen',
  ),
});

const tinderaRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'tindera-pos',
  beforeLoad: onlyFor('tindera-pos'),
  component: lazyRouteComponent(
    () => loadModule('tindera-pos', () => import('../modules/sales/tindera-screen.tsx')),
    'TinderaScreen',
  ),
});

const salesHistoryRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'sales-history',
  beforeLoad: onlyFor('sales-history'),
  component: lazyRouteComponent(
    () => loadModule('sales-history', () => import('../modules/sales/sales-history-screen.tsx')),
    'SalesHistoryScreen',
  ),
});

const inventoryRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory',
  validateSearch: inventorySearch,
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('../modules/inventory/inventory-screen.tsx')),
    'InventoryScreen',
  ),
});

const categoriesRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/categories',
  beforeLoad: onlyFor('product-categories'),
  component: lazyRouteComponent(
    () => loadModule('product-categories', () => import('../modules/inventory/tools/categories-screen.tsx')),
    'CategoriesScreen',
  ),
});

const historyRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/history',
  beforeLoad: onlyFor('product-history'),
  component: lazyRouteComponent(
    () => loadModule('product-history', () => import('../modules/inventory/tools/history-screen.tsx')),
    'HistoryScreen',
  ),
});

const countsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/counts',
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('../modules/inventory/tools/counts-screen.tsx')),
    'CountsScreen',
  ),
});

const labelsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/labels',
  validateSearch: labelsSearch,
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('../modules/inventory/tools/labels-screen.tsx')),
    'LabelsScreen',
  ),
});

const countSheetRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/counts/$countId',
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('../modules/inventory/tools/count-sheet-route.tsx')),
    'CountSheetRoute',
  ),
});

const helpRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'help',
  validateSearch: z.object({ guide: optionalString }),
  component: lazyRouteComponent(
    () => loadModule('help', () => import('../modules/help/help-route.tsx')),
    'HelpRoute',
  ),
});

const settingsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'settings',
  component: lazyRouteComponent(
    () => loadModule('settings', () => import('../modules/settings/settings-screen.tsx')),
    'SettingsScreen',
  ),
});

const SystemSettingsScreen = lazyRouteComponent(
  () => loadModule('settings', () => import('../modules/system-settings/system-settings-screen.tsx')),
  'SystemSettingsScreen',
);

/** The store's settings: administrators only (the server refuses others too); others go back to /settings. */
const systemSettingsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'settings/system',
  validateSearch: systemSettingsSearch,
  beforeLoad: ({ context }) => {
    if (context.me.user.role !== 'admin') throw redirect({ to: '/settings', replace: true });
  },
  component: function SystemSettings() {
    const { section } = systemSettingsRoute.useSearch();
    return <SystemSettingsScreen section={section} />;
  },
});

/** Unknown paths fall back to the dashboard (DESIGN: "unknown paths fall back to the dashboard"). */
const fallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([loginRoute, registerRoute, forgotRoute, resetRoute, verifyRoute, callbackRoute]),
  authedRoute.addChildren([
    setupRoute,
    frameRoute.addChildren([
      homeRoute,
      accountRoute,
      usersRoute,
      posRoute,
      tinderaRoute,
      salesHistoryRoute,
      inventoryRoute,
      categoriesRoute,
      historyRoute,
      countsRoute,
      countSheetRoute,
      labelsRoute,
      settingsRoute,
      systemSettingsRoute,
      helpRoute,
    ]),
  ]),
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
