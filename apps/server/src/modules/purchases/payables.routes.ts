import type { createRouter } from '../../platform/http/route.ts';

/** Payables (issue 24): supplier bills, payments with withholding, ageing, 2307 data. */
export function mountPayables(_router: ReturnType<typeof createRouter>) {}
