import { type Agent, type IncomingHttpHeaders, request } from 'node:http';
import { isRunning, type Proc, sleep } from './proc.ts';

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** A keep-alive agent, to time requests as a browser sends them (one open connection). */
  agent?: Agent;
}

/** One HTTP request, on a fresh connection unless an agent is given (then no socket outlives it). */
export function httpRequest(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 2_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export type ReadyCheck = (res: HttpResponse) => boolean;

export const healthOk: ReadyCheck = (res) => {
  if (res.status !== 200) return false;
  try {
    return (JSON.parse(res.body) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
};

/**
 * Polls `url` every `intervalMs` until `ready` accepts the answer. Fails at once when the process
 * exits, and after `timeoutMs`, with the process's last output.
 */
export async function waitReady(
  url: string,
  proc: Proc,
  ready: ReadyCheck,
  { intervalMs = 20, timeoutMs = 90_000 } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer yet';
  while (performance.now() < deadline) {
    if (!isRunning(proc)) {
      const code = await proc.exited;
      throw new Error(`process exited (code ${code}) before ${url} was ready:\n${proc.output()}`);
    }
    try {
      const res = await httpRequest(url, { timeoutMs: 1_000 });
      if (ready(res)) return;
      last = `HTTP ${res.status} ${res.body.slice(0, 200)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (last: ${last}):\n${proc.output()}`);
}
