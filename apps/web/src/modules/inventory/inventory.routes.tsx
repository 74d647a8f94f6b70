import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';
import { inventorySearch, labelsSearch } from './inventory.search.ts';

const inventoryRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory',
  validateSearch: inventorySearch,
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('./inventory-screen.tsx')),
    'InventoryScreen',
  ),
});

const categoriesRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/categories',
  beforeLoad: onlyFor('product-categories'),
  component: lazyRouteComponent(
    () => loadModule('product-categories', () => import('./tools/categories-screen.tsx')),
    'CategoriesScreen',
  ),
});

const historyRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/history',
  beforeLoad: onlyFor('product-history'),
  component: lazyRouteComponent(
    () => loadModule('product-history', () => import('./tools/history-screen.tsx')),
    'HistoryScreen',
  ),
});

const countsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/counts',
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('./tools/counts-screen.tsx')),
    'CountsScreen',
  ),
});

const labelsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/labels',
  validateSearch: labelsSearch,
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('./tools/labels-screen.tsx')),
    'LabelsScreen',
  ),
});

const countSheetRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'inventory/counts/$countId',
  beforeLoad: onlyFor('inventory'),
  component: lazyRouteComponent(
    () => loadModule('inventory', () => import('./tools/count-sheet-route.tsx')),
    'CountSheetRoute',
  ),
});

export const inventoryRoutes = [
  inventoryRoute,
  categoriesRoute,
  historyRoute,
  countsRoute,
  countSheetRoute,
  labelsRoute,
] as const;
