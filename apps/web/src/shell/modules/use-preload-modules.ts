import { type ModuleDescriptor, preloadOrder } from '@fbms/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { inBackground } from './module-loader.ts';

/** How long after the shell appears the preloading starts, so the first screen gets the network first. */
export const PRELOAD_DELAY_MS = 2000;

/**
 * After sign-in, the code of the user's modules is fetched in the background, highest priority first
 * (seed 001 §4), so opening one later does not wait for the network. Failures are left to the real
 * navigation, which retries and reports them.
 */
export function usePreloadModules(modules: ModuleDescriptor[]) {
  const router = useRouter();
  const paths = preloadOrder(modules)
    .map((m) => m.path)
    .join('\n');
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      for (const path of paths.split('\n')) {
        if (cancelled || !path) return;
        try {
          const route = router.routesByPath[path as keyof typeof router.routesByPath];
          const component = route?.options.component as { preload?: () => Promise<void> } | undefined;
          await inBackground(() => component?.preload?.() ?? Promise.resolve());
        } catch {
          // The navigation to it will retry and say so.
        }
      }
    }, PRELOAD_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [paths, router]);
}
