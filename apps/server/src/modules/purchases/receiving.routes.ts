import type { createRouter } from '../../platform/http/route.ts';

/** Receiving vouchers and supplier returns (issue 24). */
export function mountReceiving(_router: ReturnType<typeof createRouter>) {}
