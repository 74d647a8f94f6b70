import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanFile, redact, sanitize } from './error-redaction.ts';
import {
  addSighting,
  buildReport,
  type CapturedError,
  type ErrorInput,
  ErrorStore,
  filterErrors,
  MAX_ERRORS,
  MAX_REPORTS_PER_MINUTE,
  RECENT_WINDOW_MS,
  REPORT_DELAY_MS,
  reportBudget,
  type SendResult,
  type ServerPayload,
  STORAGE_KEY,
  type StoreDeps,
} from './error-store.ts';

const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);

const input = (message: string, extra: Partial<ErrorInput> = {}): ErrorInput => ({
  message,
  source: 'window',
  file: 'http://shop.local/assets/index.js',
  line: 10,
  ...extra,
});

function add(list: CapturedError[], e: ErrorInput, now: number, id = `E${now}`) {
  return addSighting(list, sanitize(e), { now, path: '/', id });
}

describe('redact', () => {
  it('removes tokens, passwords, Authorization headers and secret query parameters', () => {
    const out = redact(
      'GET /api/x?page=2&token=abc123&access_token=zzz failed; Authorization: Bearer s3cr3t-value; {"password":"hunter2","name":"ok"} apiKey: k-999 https://x.test/cb?code=AUTHCODE&state=st',
    );
    expect(out).not.toMatch(/abc123|zzz|s3cr3t-value|hunter2|k-999|AUTHCODE|=st\b/);
    expect(out).toContain('page=2');
    expect(out).toContain('token=[redacted]');
    expect(out).toContain('"name":"ok"');
  });

  it('removes JSON Web Tokens, e-mail addresses and long random keys, keeps record ids', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const uuid = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const out = redact(
      `jwt ${jwt} by ana.cruz@example.ph key sk_live_4eC39HqLyjWDarjtT1zdp7dc product ${uuid}`,
    );
    expect(out).not.toContain(jwt);
    expect(out).not.toContain('ana.cruz@example.ph');
    expect(out).not.toContain('4eC39HqLyjWDarjtT1zdp7dc');
    expect(out).toContain(uuid);
  });

  it('leaves ordinary error messages alone', () => {
    for (const text of [
      "TypeError: Cannot read properties of undefined (reading 'name')",
      'Error code: 500 while saving',
      'at useSyncExternalStoreWithSelector (http://shop.local/assets/index-B7x.js:12:34)',
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  it('is applied to every stored field, and query strings leave file addresses', () => {
    const clean = sanitize(
      input('failed with token=abc', {
        file: 'http://shop.local/assets/app.js?token=abc#x',
        stack: 'Error\n at http://shop.local/a.js?password=pw:1:2',
        context: { header: 'Authorization: Bearer abcdefgh' },
      }),
    );
    expect(JSON.stringify(clean)).not.toMatch(/abc(?!d)|=pw|abcdefgh/);
    expect(clean.file).toBe('http://shop.local/assets/app.js');
    expect(cleanFile('/x.js?v=1')).toBe('/x.js');
  });

  it('cuts fields to what the server accepts', () => {
    const clean = sanitize(input('x'.repeat(5000), { stack: 'y '.repeat(6000) }));
    expect(clean.message.length).toBeLessThanOrEqual(2000);
    expect(clean.stack?.length).toBeLessThanOrEqual(8000);
  });
});

describe('the error list', () => {
  it('counts a repeat of the same message, file and line as one error', () => {
    let list: CapturedError[] = [];
    list = add(list, input('boom'), T0).list;
    const repeat = add(list, input('boom'), T0 + 5000);
    expect(repeat.isNew).toBe(false);
    expect(repeat.list).toHaveLength(1);
    expect(repeat.entry).toMatchObject({ count: 2, firstSeen: T0, lastSeen: T0 + 5000, id: `E${T0}` });

    const otherLine = add(repeat.list, input('boom', { line: 11 }), T0 + 6000);
    expect(otherLine.isNew).toBe(true);
    expect(otherLine.list).toHaveLength(2);
  });

  it(`keeps at most ${MAX_ERRORS} distinct errors, dropping the one seen longest ago`, () => {
    let list: CapturedError[] = [];
    for (let i = 0; i < MAX_ERRORS; i++) list = add(list, input(`error ${i}`), T0 + i * 1000).list;
    // error 0 is seen again, so error 1 is now the oldest
    list = add(list, input('error 0'), T0 + 100_000).list;
    list = add(list, input('one too many'), T0 + 200_000).list;
    expect(list).toHaveLength(MAX_ERRORS);
    const messages = list.map((e) => e.message);
    expect(messages).toContain('error 0');
    expect(messages).not.toContain('error 1');
    expect(messages).toContain('one too many');
  });

  it('"Recent" is the last 30 minutes, newest first; "All" keeps the rest', () => {
    let list: CapturedError[] = [];
    list = add(list, input('old'), T0).list;
    list = add(list, input('edge'), T0 + 1000).list;
    list = add(list, input('new'), T0 + RECENT_WINDOW_MS).list;
    const now = T0 + RECENT_WINDOW_MS + 1000;
    expect(filterErrors(list, 'recent', now).map((e) => e.message)).toEqual(['new', 'edge']);
    expect(filterErrors(list, 'all', now).map((e) => e.message)).toEqual(['new', 'edge', 'old']);
  });

  it('the report names the user by id only', () => {
    const { list } = add([], input('boom', { stack: 'Error: boom' }), T0);
    const report = buildReport(list, {
      now: T0,
      path: '/inventory?token=abc',
      userAgent: 'TestBrowser/1',
      userId: 'user-1',
      appVersion: '0.1.0',
      filter: 'all',
    });
    expect(report).toMatchObject({ version: '0.1.0', path: '/inventory', userId: 'user-1', errorCount: 1 });
    expect(report.errors[0]).toMatchObject({ message: 'boom', count: 1, line: 10, stack: 'Error: boom' });
    expect(Object.keys(report).sort()).toEqual(
      [
        'app',
        'errorCount',
        'errors',
        'filter',
        'generatedAt',
        'path',
        'userAgent',
        'userId',
        'version',
      ].sort(),
    );
  });
});

describe('reportBudget', () => {
  it(`allows ${MAX_REPORTS_PER_MINUTE} reports in any minute`, () => {
    expect(reportBudget([], T0)).toEqual({ allowed: MAX_REPORTS_PER_MINUTE, retryAt: T0 });
    const full = Array.from({ length: MAX_REPORTS_PER_MINUTE }, (_, i) => T0 + i * 1000);
    expect(reportBudget(full, T0 + 20_000)).toEqual({ allowed: 0, retryAt: T0 + 60_000 });
    expect(reportBudget(full, T0 + 60_500).allowed).toBe(1);
  });
});

describe('ErrorStore', () => {
  let sent: ServerPayload[];
  let online: boolean;
  let onlineCallbacks: (() => void)[];
  let storage: Map<string, string>;
  let result: SendResult;

  function makeStore(extra: Partial<StoreDeps> = {}) {
    return new ErrorStore({
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
      send: async (payload) => {
        if (!online) return 'offline';
        sent.push(payload);
        return result;
      },
      isOnline: () => online,
      whenOnline: (cb) => {
        onlineCallbacks.push(cb);
        return () => {
          onlineCallbacks = onlineCallbacks.filter((c) => c !== cb);
        };
      },
      path: () => '/sales?token=abc',
      userAgent: () => 'TestBrowser/1',
      ...extra,
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    sent = [];
    online = true;
    onlineCallbacks = [];
    storage = new Map();
    result = 'sent';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports each new distinct error once, batched after a short pause', async () => {
    const store = makeStore();
    const first = store.capture(input('boom'));
    store.capture(input('boom'));
    store.capture(input('bang'));
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    expect(sent.map((p) => p.message)).toEqual(['boom', 'bang']);
    expect(sent[0]).toMatchObject({ errorId: first.id, path: '/sales', userAgent: 'TestBrowser/1' });

    store.capture(input('boom'));
    await vi.advanceTimersByTimeAsync(10 * REPORT_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(store.getErrors().every((e) => e.report === 'sent')).toBe(true);
    store.dispose();
  });

  it(`sends at most ${MAX_REPORTS_PER_MINUTE} reports a minute and the rest later`, async () => {
    const store = makeStore();
    for (let i = 0; i < 15; i++) store.capture(input(`error ${i}`));
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE);
    // The minute of the first ten has passed (with room for the flush's own pause): the rest leave.
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sent).toHaveLength(15);
    expect(new Set(sent.map((p) => p.errorId)).size).toBe(15);
    store.dispose();
  });

  it('never retries a report the server refused, so reporting cannot loop', async () => {
    result = 'failed';
    const store = makeStore();
    store.capture(input('boom'));
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sent).toHaveLength(1);
    expect(store.getErrors()[0]?.report).toBe('failed');
    store.dispose();
  });

  it('keeps reports while offline and sends them when the connection returns', async () => {
    online = false;
    const store = makeStore();
    store.capture(input('boom'));
    await vi.advanceTimersByTimeAsync(5 * REPORT_DELAY_MS);
    expect(sent).toHaveLength(0);
    expect(onlineCallbacks).toHaveLength(1);
    online = true;
    for (const cb of onlineCallbacks) cb();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((p) => p.message)).toEqual(['boom']);
    store.dispose();
  });

  it('keeps the list across a reload (sessionStorage) and sends what was not sent yet', async () => {
    const before = makeStore();
    before.capture(input('boom', { message: 'boom password=pw1' }));
    before.dispose();
    expect(storage.get(STORAGE_KEY)).not.toContain('pw1');

    const after = makeStore();
    expect(after.getErrors().map((e) => e.message)).toEqual(['boom password=[redacted]']);
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    expect(sent).toHaveLength(1);
    after.dispose();

    const third = makeStore();
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    expect(sent).toHaveLength(1);
    third.clear();
    expect(storage.has(STORAGE_KEY)).toBe(false);
    third.dispose();
  });

  it('tells listeners after the capture, and new-error listeners of new errors only', async () => {
    const store = makeStore();
    const changed = vi.fn();
    const fresh = vi.fn();
    store.subscribe(changed);
    store.onNewError(fresh);
    store.capture(input('boom'));
    expect(changed).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
    store.capture(input('boom'));
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(fresh).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('ignores a stored list it cannot read', () => {
    storage.set(STORAGE_KEY, '{not json');
    expect(makeStore().getErrors()).toEqual([]);
    storage.set(STORAGE_KEY, JSON.stringify([{ id: 1 }, 'x']));
    expect(makeStore().getErrors()).toEqual([]);
  });
});
