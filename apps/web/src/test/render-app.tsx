import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.tsx';
import { installSessionHooks } from '../app/session-hooks.ts';

/** The whole app (providers, router, guards) at one address, on an in-memory history. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  installSessionHooks(queryClient, router);
  const utils = render(<App queryClient={queryClient} router={router} />);
  return { ...utils, router, history, queryClient };
}
