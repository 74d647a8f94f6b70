type AnyRouter = { _pending?: unknown[] };
const liveRouters = new Set<AnyRouter>();

/**
 * Stops what the routers of the finished test still had scheduled. A navigation still loading when
 * a test ends leaves the router's "show the pending screen" timer behind; it fired after the
 * happy-dom window was gone and failed the whole run ("window is not defined"). The timer is only
 * reachable on the router's internal pending session (TanStack Router has no public cancel for it).
 */
export function stopRouters() {
  for (const router of liveRouters) {
    const timer = router._pending?.[3];
    if (timer !== undefined) clearTimeout(timer as ReturnType<typeof setTimeout>);
    router._pending = undefined;
  }
  liveRouters.clear();
}

/** Remembers a router a test made, for {@link stopRouters} after the test. */
export function trackRouter(router: object) {
  liveRouters.add(router as AnyRouter);
}
