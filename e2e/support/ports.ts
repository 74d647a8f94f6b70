/**
 * The two e2e servers' ports. E2E_PORT_BASE moves both (base and base + 1), so two checkouts on one
 * machine can run their browser journeys at the same time.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3901);
export const FRESH_PORT = base;
export const DEMO_PORT = base + 1;
export const FRESH_URL = `http://localhost:${FRESH_PORT}`;
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
