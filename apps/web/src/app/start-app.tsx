import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { notify } from '../lib/notify.ts';
import { type Me, meQuery } from '../lib/session.ts';
import type { ToastInput, ToastKind } from '../modules/auth/login/sign-in-host.ts';
import { welcome } from '../modules/auth/login/welcome.ts';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { installSessionHooks } from './session-hooks.ts';

export interface StartOptions {
  /** The answer of /api/me the boot already has (null: signed out), so the app does not ask again. */
  me?: Me | null;
  /** Signed in just now, as this e-mail: greet the person before the first screen. */
  welcome?: string;
  /** Toasts the sign-in page was still showing, shown again by the app's own toasts. */
  toasts?: { kind: ToastKind; toast: ToastInput }[];
}

/**
 * The whole app: Mantine, the router, React Query, i18next and every screen. main.tsx loads this chunk
 * for a signed-in visit at once, and for a signed-out one when the sign-in page hands over.
 */
export async function startApp(element: HTMLElement, options: StartOptions = {}): Promise<void> {
  const queryClient = createQueryClient();
  if (options.me !== undefined) queryClient.setQueryData(meQuery.queryKey, options.me);
  if (options.welcome !== undefined) await welcome(queryClient, options.welcome);
  const router = createAppRouter({ queryClient });
  installSessionHooks(queryClient, router);
  createRoot(element).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  for (const { kind, toast } of options.toasts ?? []) notify[kind](toast);
}
