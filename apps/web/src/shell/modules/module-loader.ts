import { getModule, MODULE_RETRY_POLICY, type ModuleId, retryDelays } from '@fbms/domain';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';

/** Seed 001 §4: the phases a module goes through while it loads, with their progress. */
export const LOAD_PHASES = {
  initializing: 0,
  importing: 25,
  resolving: 50,
  hydrating: 75,
  complete: 100,
} as const;
export type LoadPhase = keyof typeof LOAD_PHASES;

export interface LoadState {
  module: ModuleId;
  phase: LoadPhase;
  attempt: number;
}

let current: LoadState | null = null;
const listeners = new Set<() => void>();
function setState(next: LoadState | null) {
  current = next;
  for (const l of listeners) l();
}

/** The module being loaded now (for the pending screen). */
export function useModuleLoadState(): LoadState | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

export type ModuleLoadErrorKind = 'timeout' | 'chunk' | 'network' | 'offline';

/** A module whose code could not be fetched after every retry. */
export class ModuleLoadError extends Error {
  readonly module: ModuleId;
  readonly kind: ModuleLoadErrorKind;
  constructor(module: ModuleId, kind: ModuleLoadErrorKind, message: string) {
    super(message);
    this.name = 'ModuleLoadError';
    this.module = module;
    this.kind = kind;
  }
}

const RELOAD_KEY = 'fbms-chunk-reload';
const isChunkError = (e: unknown) =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    e.message,
  );

/** Set while the shell preloads modules in the background: a failure there must never reload the page. */
let background = false;
export async function inBackground<T>(load: () => Promise<T>): Promise<T> {
  background = true;
  try {
    // The loader reads the flag synchronously when it starts; the wait happens after it is reset.
    const pending = load();
    background = false;
    return await pending;
  } finally {
    background = false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, module: ModuleId): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ModuleLoadError(module, 'timeout', i18n.t('moduleLoad.timeout', { ms }))),
      ms,
    );
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Loads a module's code chunk with the registry's per-attempt time-out and the retry delays of seed 001
 * §9. A chunk that is gone after an update reloads the page once (remembered for this tab, so a chunk
 * that is really missing shows the Module Load Error instead of reloading for ever).
 */
export async function loadModule<T>(id: ModuleId, importer: () => Promise<T>): Promise<T> {
  const { loadTimeoutMs } = getModule(id);
  const quiet = background;
  const delays = retryDelays({ attempts: MODULE_RETRY_POLICY.attempts - 1 });
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    if (!quiet) setState({ module: id, phase: 'importing', attempt: attempt + 1 });
    try {
      const loaded = await withTimeout(importer(), loadTimeoutMs, id);
      window.sessionStorage.removeItem(RELOAD_KEY);
      if (!quiet) {
        setState({ module: id, phase: 'resolving', attempt: attempt + 1 });
        setState({ module: id, phase: 'complete', attempt: attempt + 1 });
        setState(null);
      }
      return loaded;
    } catch (e) {
      lastError = e;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) break;
    }
  }
  if (!quiet) setState(null);
  if (!quiet && isChunkError(lastError) && !window.sessionStorage.getItem(RELOAD_KEY)) {
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return new Promise<T>(() => {});
  }
  if (lastError instanceof ModuleLoadError) throw lastError;
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ModuleLoadError(id, 'offline', i18n.t('moduleLoad.offline'));
  if (isChunkError(lastError)) throw new ModuleLoadError(id, 'chunk', i18n.t('moduleLoad.chunk'));
  throw new ModuleLoadError(id, 'network', i18n.t('moduleLoad.network'));
}
