import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { frameRoute, optionalString } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const helpRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'help',
  validateSearch: z.object({ guide: optionalString }),
  component: lazyRouteComponent(() => loadModule('help', () => import('./help-route.tsx')), 'HelpRoute'),
});

export const helpRoutes = [helpRoute] as const;
