import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { authedRoute } from '../../app/layout-routes.tsx';
import { setupQuery } from '../../lib/session.ts';

const setupRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'setup',
  beforeLoad: async ({ context }) => {
    const setup = await context.queryClient.fetchQuery(setupQuery);
    if (context.me.user.role !== 'admin' || setup.step !== 'business')
      throw redirect({ to: '/', replace: true });
  },
  component: lazyRouteComponent(() => import('./setup-screen.tsx'), 'SetupScreen'),
});

export const setupRoutes = [setupRoute] as const;
