import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.tsx';
import { installSessionHooks } from '../app/session-hooks.ts';
import { theme } from '../app/theme.ts';
import { trackRouter } from './live-routers.ts';

/** The app's query client, without retries, so a test sees a failure at once. */
function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  });
  return queryClient;
}

/** One screen alone with the app's providers (theme, toasts, queries), as its lazy route renders it. */
export function renderScreen(screen: ReactNode) {
  const queryClient = testQueryClient();
  const utils = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>{screen}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * One screen that reads and writes its address (search filters, links) under a minimal router at
 * `path`, with the app's providers.
 */
export function renderRoutedScreen(screen: ReactNode, path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: createRootRoute({ component: () => screen }), history });
  trackRouter(router);
  const utils = renderScreen(<RouterProvider router={router} />);
  return { ...utils, router, history };
}

/** The whole app (providers, router, guards) at one address, on an in-memory history. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  trackRouter(router);
  installSessionHooks(queryClient, router);
  const utils = render(<App queryClient={queryClient} router={router} />);
  return { ...utils, router, history, queryClient };
}
