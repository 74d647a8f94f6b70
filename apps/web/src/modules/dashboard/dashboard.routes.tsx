import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute } from '../../app/layout-routes.tsx';

const HomeScreen = lazyRouteComponent(() => import('./home-screen.tsx'), 'HomeScreen');

const homeRoute = createRoute({ getParentRoute: () => frameRoute, path: '/', component: HomeScreen });

export const dashboardRoutes = [homeRoute] as const;
