import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
}

export interface LoadResult {
  url: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/**
 * autocannon in this process (it shares the machine's cores with the server): a warm-up run that is
 * thrown away, then the measured run.
 */
export async function measureLoad(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const base = { url, connections: settings.connections, headers, timeout: 10 };
  if (settings.warmupS > 0) await autocannon({ ...base, duration: settings.warmupS });
  const r = await autocannon({ ...base, duration: settings.durationS });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count;
  return {
    url,
    connections: settings.connections,
    durationS: r.duration,
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  };
}

/** A run only counts when every answer was a 2xx. */
export function loadProblem(r: LoadResult): string | undefined {
  if (r.requests === 0) return 'no request completed';
  if (r.non2xx + r.errors + r.timeouts === 0) return undefined;
  return `${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors, ${r.timeouts} timeouts`;
}
