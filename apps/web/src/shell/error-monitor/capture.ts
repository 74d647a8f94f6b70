import { ApiError, setServerErrorHook } from '../../lib/api.ts';
import {
  type CapturedError,
  type ErrorInput,
  type ErrorSource,
  ErrorStore,
  type SendResult,
} from './error-store.ts';

const CLIENT_ERRORS_PATH = '/api/client-errors';

/**
 * Sends one report with a bare fetch, not the app's api client: a failing report must never be
 * recorded as a new server error (that would loop), and it has no session to end.
 */
async function sendReport(payload: unknown): Promise<SendResult> {
  try {
    const res = await fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      keepalive: true,
    });
    return res.ok ? 'sent' : 'failed';
  } catch {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'failed';
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's one error list. */
export const errorStore = new ErrorStore({
  storage: sessionStore(),
  send: sendReport,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  whenOnline: (callback) => {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', callback, { once: true });
    return () => window.removeEventListener('online', callback);
  },
  path: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
});

/** The same thrown object seen by two capture points (boundary and window, a re-render) counts once. */
const seen = new WeakMap<object, CapturedError>();

/** Browser noise that is no fault of the app and would only alarm the person reading the monitor. */
const IGNORED = [/^ResizeObserver loop/i];

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The first frame of a stack that names a file: where the error was thrown. */
export function firstFrame(stack: string | undefined): Pick<ErrorInput, 'file' | 'line' | 'column'> {
  const match = stack?.match(/((?:https?|file|blob):\/\/[^\s)]+?|\/[^\s):]+):(\d+):(\d+)/);
  if (!match) return {};
  return { file: match[1], line: Number(match[2]), column: Number(match[3]) };
}

/**
 * Records an error thrown somewhere in the app and returns its entry (the id to show the user).
 * Refusals from the server (ApiError) are left out: a 4xx is the user's business, and a 5xx was
 * already recorded when the answer arrived.
 */
export function captureError(
  error: unknown,
  source: ErrorSource,
  extra: Omit<Partial<ErrorInput>, 'source'> = {},
): CapturedError | null {
  if (error instanceof ApiError) return null;
  if (typeof error === 'object' && error !== null) {
    const known = seen.get(error);
    if (known) return known;
  }
  const { message, stack } = describe(error);
  if (IGNORED.some((re) => re.test(message))) return null;
  const entry = errorStore.capture({ ...firstFrame(stack), message, stack, source, ...extra });
  if (typeof error === 'object' && error !== null) seen.set(error, entry);
  return entry;
}

/** The error boundary's id for an error: the monitor's, so the id the user reads out is in the log. */
export function errorIdFor(error: unknown, source: ErrorSource): string {
  return captureError(error, source)?.id ?? `ERR-${Date.now().toString(36).toUpperCase()}`;
}

function onServerError(error: ApiError, method: string, path: string) {
  if (path.startsWith(CLIENT_ERRORS_PATH)) return;
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  errorStore.capture({
    source: 'api',
    message: `HTTP ${error.status} ${method} ${bare}: ${error.message}`,
    context: {
      status: String(error.status),
      code: error.code,
      ...(error.requestId ? { requestId: error.requestId } : {}),
    },
  });
}

let installed = 0;
let uninstall: (() => void) | null = null;

/**
 * Listens for uncaught errors, unhandled promise rejections and 5xx answers. Called once by the app;
 * the returned function undoes it (tests mount and unmount the app many times).
 */
export function installErrorCapture(): () => void {
  installed += 1;
  if (installed === 1) {
    const onError = (event: ErrorEvent) => {
      const error: unknown = event.error ?? event.message;
      const frame = event.filename ? { file: event.filename, line: event.lineno, column: event.colno } : {};
      captureError(error, 'window', frame);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      captureError(event.reason, 'promise');
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    setServerErrorHook(onServerError);
    uninstall = () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      setServerErrorHook(null);
    };
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    installed -= 1;
    if (installed === 0) {
      uninstall?.();
      uninstall = null;
    }
  };
}
