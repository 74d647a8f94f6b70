/**
 * The browser's error monitor (seed 001 §2, §9): distinct errors with their count, first and last
 * sighting, kept in memory and in sessionStorage (a reload keeps them, a closed tab forgets them), and
 * each new one reported once to the server's log. Nothing here knows React or the app: the pure parts
 * are exported for tests, the wiring to the browser is in capture.ts.
 */

import { cleanPath, LIMITS, sanitize } from './error-redaction.ts';

/** Seed 001 §9: at most 50 distinct errors, "Recent" is the last 30 minutes. */
export const MAX_ERRORS = 50;
export const RECENT_WINDOW_MS = 30 * 60_000;
/** Errors arriving together go to the server in one flush, after this pause. */
export const REPORT_DELAY_MS = 1500;
/** At most this many reports per minute leave the browser; an error storm cannot flood the log. */
export const MAX_REPORTS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

export type ErrorSource = 'window' | 'promise' | 'boundary' | 'module' | 'api';

/** What a capture point knows about one error. */
export interface ErrorInput {
  message: string;
  source: ErrorSource;
  file?: string;
  line?: number;
  column?: number;
  stack?: string;
  /** Small facts worth keeping (HTTP status, request id, module); values are redacted like the rest. */
  context?: Record<string, string>;
}

/** `pending`: not sent yet; `sent`: the server has it; `failed`: sending failed and is not retried. */
export type ReportState = 'pending' | 'sent' | 'failed';

export interface CapturedError extends ErrorInput {
  id: string;
  context: Record<string, string>;
  count: number;
  /** Epoch milliseconds. */
  firstSeen: number;
  lastSeen: number;
  /** The page the error last happened on (path only, no query string). */
  path: string;
  report: ReportState;
}

// ── The list ─────────────────────────────────────────────────────────────────────────────────────

/** Two sightings are the same error when message, file and line agree. */
export const errorKey = (e: Pick<ErrorInput, 'message' | 'file' | 'line'>) =>
  `${e.message}\u0000${e.file ?? ''}\u0000${e.line ?? ''}`;

export const newErrorId = (now: number) =>
  `ERR-${now.toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/**
 * Adds one sighting (already sanitised): a repeat raises the count and the last-seen time of its
 * entry; a new error is added, dropping the one seen longest ago when the list is full.
 */
export function addSighting(
  list: readonly CapturedError[],
  input: ErrorInput,
  at: { now: number; path: string; id: string },
): { list: CapturedError[]; entry: CapturedError; isNew: boolean } {
  const key = errorKey(input);
  const index = list.findIndex((e) => errorKey(e) === key);
  const existing = list[index];
  if (existing) {
    const entry: CapturedError = {
      ...existing,
      count: existing.count + 1,
      lastSeen: at.now,
      path: at.path,
      context: { ...existing.context, ...input.context },
      stack: existing.stack ?? input.stack,
    };
    const next = [...list];
    next[index] = entry;
    return { list: next, entry, isNew: false };
  }
  const entry: CapturedError = {
    id: at.id,
    message: input.message,
    source: input.source,
    file: input.file,
    line: input.line,
    column: input.column,
    stack: input.stack,
    context: input.context ?? {},
    count: 1,
    firstSeen: at.now,
    lastSeen: at.now,
    path: at.path,
    report: 'pending',
  };
  let next = [...list, entry];
  if (next.length > MAX_ERRORS) {
    const oldest = next.reduce((a, b) => (b.lastSeen < a.lastSeen ? b : a));
    next = next.filter((e) => e !== oldest);
  }
  return { list: next, entry, isNew: true };
}

/** "Recent": seen in the last 30 minutes. Newest first, like the list shows them. */
export function filterErrors(
  list: readonly CapturedError[],
  filter: 'recent' | 'all',
  now: number,
): CapturedError[] {
  const kept = filter === 'all' ? [...list] : list.filter((e) => now - e.lastSeen <= RECENT_WINDOW_MS);
  return kept.sort((a, b) => b.lastSeen - a.lastSeen);
}

/** Distinct errors and their total sightings. */
export function countErrors(list: readonly CapturedError[]) {
  return { distinct: list.length, total: list.reduce((n, e) => n + e.count, 0) };
}

// ── The report a person copies or downloads ─────────────────────────────────────────────────────

export interface ReportMeta {
  now: number;
  path: string;
  userAgent: string;
  /** The signed-in user's id: the only personal fact in the report. */
  userId?: string;
  appVersion?: string;
  filter: 'recent' | 'all';
}

export function buildReport(errors: readonly CapturedError[], meta: ReportMeta) {
  return {
    app: 'FBMS',
    version: meta.appVersion ?? 'unknown',
    generatedAt: new Date(meta.now).toISOString(),
    path: cleanPath(meta.path),
    userAgent: meta.userAgent.slice(0, LIMITS.userAgent),
    userId: meta.userId ?? null,
    filter: meta.filter,
    errorCount: errors.length,
    errors: errors.map((e) => ({
      id: e.id,
      message: e.message,
      source: e.source,
      file: e.file ?? null,
      line: e.line ?? null,
      column: e.column ?? null,
      count: e.count,
      firstSeen: new Date(e.firstSeen).toISOString(),
      lastSeen: new Date(e.lastSeen).toISOString(),
      path: e.path,
      context: e.context,
      stack: e.stack ?? null,
    })),
  };
}

// ── Reporting to the server ─────────────────────────────────────────────────────────────────────

/** The body of POST /api/client-errors for one error. */
export function serverPayload(e: CapturedError, userAgent: string) {
  return {
    errorId: e.id,
    message: e.message,
    file: e.file,
    line: e.line,
    column: e.column,
    stack: e.stack,
    count: e.count,
    context: { ...e.context, source: e.source },
    path: e.path,
    userAgent: userAgent.slice(0, LIMITS.userAgent),
  };
}
export type ServerPayload = ReturnType<typeof serverPayload>;

/**
 * How many reports may leave now, given when the earlier ones left: at most MAX_REPORTS_PER_MINUTE
 * in any minute. `retryAt` is when the next one may go when none may now.
 */
export function reportBudget(sentAt: readonly number[], now: number): { allowed: number; retryAt: number } {
  const recent = sentAt.filter((t) => now - t < MINUTE_MS).sort((a, b) => a - b);
  const allowed = Math.max(0, MAX_REPORTS_PER_MINUTE - recent.length);
  const retryAt = allowed > 0 ? now : (recent[0] ?? now) + MINUTE_MS;
  return { allowed, retryAt };
}

/** `offline`: the browser had no connection (kept for later); `failed`: any other failure (dropped). */
export type SendResult = 'sent' | 'offline' | 'failed';

/** What the store needs from the browser; tests give fakes. */
export interface StoreDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  send: (payload: ServerPayload) => Promise<SendResult>;
  isOnline: () => boolean;
  /** Calls back once when the connection returns; returns a function that cancels it. */
  whenOnline: (callback: () => void) => () => void;
  now?: () => number;
  path?: () => string;
  userAgent?: () => string;
}

export const STORAGE_KEY = 'fbms-error-monitor';

function isCaptured(v: unknown): v is CapturedError {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.message === 'string' &&
    typeof e.count === 'number' &&
    typeof e.firstSeen === 'number' &&
    typeof e.lastSeen === 'number'
  );
}

/**
 * The one list of the tab. Listeners hear of changes in a microtask, so an error captured while React
 * renders (the error boundary) never updates another component in the middle of that render.
 */
export class ErrorStore {
  private list: CapturedError[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly newListeners = new Set<(e: CapturedError) => void>();
  private readonly fresh: CapturedError[] = [];
  private notifyQueued = false;
  private readonly sentAt: number[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private cancelOnline: (() => void) | null = null;
  private flushing = false;
  private readonly deps: StoreDeps;

  constructor(deps: StoreDeps) {
    this.deps = deps;
    this.list = this.load();
    if (this.list.some((e) => e.report === 'pending')) this.scheduleFlush();
  }

  private now = () => (this.deps.now ?? Date.now)();

  /** The errors, oldest first; the same array until something changes. */
  getErrors = (): readonly CapturedError[] => this.list;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Hears of each new distinct error (not of repeats), e.g. for auto-copy. */
  onNewError(listener: (e: CapturedError) => void): () => void {
    this.newListeners.add(listener);
    return () => this.newListeners.delete(listener);
  }

  /** Records one sighting; returns the error's entry (its id is the one the user and the log see). */
  capture(input: ErrorInput): CapturedError {
    const clean = sanitize(input);
    const now = this.now();
    const path = cleanPath(this.deps.path?.() ?? '/');
    const result = addSighting(this.list, clean, { now, path, id: newErrorId(now) });
    this.list = result.list;
    if (result.isNew) {
      this.fresh.push(result.entry);
      this.scheduleFlush();
    }
    this.changed();
    return result.entry;
  }

  clear(): void {
    this.list = [];
    this.changed();
  }

  /** Drops the timers; pending reports stay stored and go on the next page load. */
  dispose(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.cancelOnline?.();
    this.cancelOnline = null;
    this.listeners.clear();
    this.newListeners.clear();
  }

  private changed() {
    this.save();
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      const fresh = this.fresh.splice(0);
      for (const l of this.listeners) l();
      for (const e of fresh) for (const l of this.newListeners) l(e);
    });
  }

  private load(): CapturedError[] {
    try {
      const raw = this.deps.storage?.getItem(STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter(isCaptured).slice(-MAX_ERRORS) : [];
    } catch {
      return [];
    }
  }

  private save() {
    try {
      if (this.list.length === 0) this.deps.storage?.removeItem(STORAGE_KEY);
      else this.deps.storage?.setItem(STORAGE_KEY, JSON.stringify(this.list));
    } catch {
      // A full or blocked storage only costs the list across a reload.
    }
  }

  private scheduleFlush(delay = REPORT_DELAY_MS) {
    if (this.flushTimer || this.flushing) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, delay);
  }

  private setReport(id: string, report: ReportState) {
    const index = this.list.findIndex((e) => e.id === id);
    const entry = this.list[index];
    if (!entry || entry.report === report) return;
    this.list = [...this.list];
    this.list[index] = { ...entry, report };
    this.save();
  }

  /**
   * Sends the pending reports the budget allows, one after another. Offline, nothing is sent: the
   * flush waits for the connection. A failed report is marked and never retried, so reporting cannot
   * loop; the error stays in the monitor.
   */
  async flush(): Promise<void> {
    if (this.flushing) return;
    if (!this.deps.isOnline()) {
      this.cancelOnline ??= this.deps.whenOnline(() => {
        this.cancelOnline = null;
        void this.flush();
      });
      return;
    }
    this.flushing = true;
    try {
      const pending = this.list.filter((e) => e.report === 'pending');
      const { allowed } = reportBudget(this.sentAt, this.now());
      for (const entry of pending.slice(0, allowed)) {
        if (!this.deps.isOnline()) break;
        this.sentAt.push(this.now());
        const result = await this.deps
          .send(serverPayload(entry, this.deps.userAgent?.() ?? ''))
          .catch((): SendResult => 'failed');
        if (result === 'offline') {
          this.sentAt.pop();
          break;
        }
        this.setReport(entry.id, result);
      }
      this.sentAt.splice(0, Math.max(0, this.sentAt.length - MAX_REPORTS_PER_MINUTE));
      this.flushing = false;
      if (this.list.some((e) => e.report === 'pending')) {
        // Offline: the next flush waits for the connection. Else the rest go when the budget allows.
        if (!this.deps.isOnline()) void this.flush();
        else
          this.scheduleFlush(
            Math.max(REPORT_DELAY_MS, reportBudget(this.sentAt, this.now()).retryAt - this.now()),
          );
      }
    } finally {
      this.flushing = false;
    }
  }
}
