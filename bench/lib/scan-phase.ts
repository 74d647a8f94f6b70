import { loadavg } from 'node:os';
import { type Database, openDatabase } from '@fbms/db';
import { type Browser, chromium, type Page } from '@playwright/test';
import { seedProducts } from '../../apps/server/src/modules/demo/seed-products.ts';
import { type Percentiles, percentiles } from './catalog-phase.ts';
import { benchDatabaseFor } from './postgres.ts';
import { makeTempDir, onCleanup, sleep } from './proc.ts';
import { type Running, startFbms, stopServer } from './server.ts';
import {
  buildWeb,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  uncommittedWebSources,
  WEB_RATE_LIMITS,
} from './web-phase.ts';

/** A normal desktop screen; the CPU is NOT slowed (unlike the web phase). */
export const SCAN_VIEWPORT = { width: 1366, height: 768 };
/** Scans per cart: the cart grows to this many lines, then "New sale" empties it. */
export const SCAN_CART_LINES = 30;
/** Carts of SCAN_CART_LINES scans each: every scan a different product. */
export const SCAN_CARTS = 3;
/** Scans (and bare fetches) of other products first, discarded: the first JIT, plans and caches. */
export const SCAN_WARMUP = 3;
/** Pause of the simulated scanner between two keys, drawn anew for each key (the wedge needs < 35 ms). */
export const KEY_DELAY_MS = [0, 5] as const;
/** Quiet time after each scan's line showed, before the next one (a cashier takes longer). */
const SETTLE_MS = 150;

const MANAGER = { email: 'manager@demo.fbms.ph', password: 'Demo#2026pos', firstName: 'Marco' };
const TERMINAL_NAME = 'Bench scanner';
/** The register's search box (pos.i18n.ts, search.label); the first key of a scan lands in it. */
const SEARCH_LABEL = 'Scan or search a product';
/** The register's button that empties the cart (pos.i18n.ts, actions.clear). */
const NEW_SALE = 'New sale';

type Log = (line: string) => void;

interface Code {
  barcode: string;
  sku: string;
  /** The unit the barcode names (a sack, a bag), or null for the base unit. */
  unit: string | null;
}

export interface ScanSample {
  barcode: string;
  sku: string;
  unit: string | null;
  /** Lines in the cart once this scan's line showed. */
  cartLines: number;
  /** Whether the bare fetch of this code ran before the scan (alternates, so neither side warms the other). */
  fetchFirst: boolean;
  /** Bench clock: first key sent → Enter sent (the simulated scanner's own speed). */
  typingMs: number;
  /** Page clock: Enter keydown → the cart line with this product's SKU in the DOM, laid out and visible. */
  lineMs: number;
  /** Page clock: Enter keydown → the first animation frame after that (the frame that paints it). */
  frameMs: number;
  /** The register's own GET /api/products/barcode/{code} (Resource Timing): Enter → request start. */
  requestStartMs: number | null;
  /** The register's own GET, request start → response end. */
  requestMs: number | null;
  /** The register's own GET's response end → line in the DOM (JSON, cart, React render). */
  renderMs: number | null;
  /** Whether the new line was inside the 1366×768 viewport when it appeared. */
  inViewport: boolean;
  /** The Enter keydown's Event.timeStamp to our listener seeing it: how late the page took the key. */
  enterLagMs: number;
  /** Other requests the page made during the scan (none expected). */
  otherRequests: string[];
  /** The same browser: fetch('/api/products/barcode/{code}') → JSON parsed (page clock). */
  fetchMs: number;
}

export interface ScanResult {
  database: 'pglite' | 'postgres';
  postgresVersion?: string;
  products: number;
  seedMs: number;
  chromium: { path: string; version: string; args: string[] };
  viewport: typeof SCAN_VIEWPORT;
  cpuSlowdown: 1;
  build: { command: string; buildMs: number; uncommittedWebSources: string[] };
  carts: number;
  cartLines: number;
  warmup: number;
  keyDelayMs: readonly [number, number];
  scans: number;
  scanToLine: Percentiles;
  scanToFrame: Percentiles;
  /** The register's own GET inside the scans (Resource Timing), request start → response end. */
  appRequest: Percentiles;
  /** Enter → the register's GET leaves, and its response → line in the DOM. */
  beforeRequest: Percentiles;
  afterResponse: Percentiles;
  fetch: Percentiles;
  /** Scans whose new line appeared outside the window (not scrolled into view when it is drawn). */
  outsideViewport: number;
  /** Scans during which the page fetched anything besides the register's barcode GET. */
  withOtherRequests: number;
  /** Half of each cart (lines 1–15 vs 16–30): does a longer cart slow the scan? */
  firstHalf: Percentiles;
  secondHalf: Percentiles;
  samples: ScanSample[];
  loadAverage: { before: number[]; after: number[] };
}

// ---------------------------------------------------------------------------------------------------
// In the page: installed before any page script (so its Enter listener runs before the register's).

interface ScanOutcome {
  start: number;
  eventTimeStamp: number;
  lineAt: number;
  frameAt: number;
  inViewport: boolean;
  cartLines: number;
  searchValue: string | null;
  request: { startTime: number; responseEnd: number } | null;
  /** Anything else the page fetched between arming and the line (a search of the first digit, say). */
  otherRequests: string[];
}
interface ScanBench {
  arm(sku: string, code: string): void;
  result(timeoutMs: number): Promise<ScanOutcome>;
  fetchOnce(code: string, sku: string): Promise<number>;
}
type ScanWindow = Window & { __scanBench?: ScanBench };

/**
 * Runs in the page. `arm(sku)` waits for the next Enter keydown (window, capture phase, registered
 * before the app's scanner listener, so it fires first) and then, on every DOM mutation, for a cart
 * line (`[data-testid="cart-line"]`) reading that SKU, with a layout box and checkVisibility(); then
 * for the next animation frame. A document-level listener sees an Enter the scanner listener let
 * through (not taken as a scan), which fails the scan rather than timing the search box's own path.
 */
function scanWatcher(searchLabel: string): void {
  const w = window as ScanWindow;
  performance.setResourceTimingBufferSize(1000);
  type Armed = {
    sku: string;
    code: string;
    start: number | null;
    eventTimeStamp: number;
    lineAt: number | null;
    frameAt: number | null;
    inViewport: boolean;
    cartLines: number;
    leaked: boolean;
    done: (() => void) | null;
  };
  let armed: Armed | null = null;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const check = () => {
    const a = armed;
    if (!a || a.start === null || a.lineAt !== null) return;
    const rows = document.querySelectorAll('[data-testid="cart-line"]');
    for (const row of rows) {
      if (!(row.textContent ?? '').includes(a.sku) || !shown(row)) continue;
      a.lineAt = performance.now();
      const box = row.getBoundingClientRect();
      // A scroll position is whole pixels and a row's edges are not: within a pixel counts as in view.
      a.inViewport = box.top >= -1 && box.bottom <= window.innerHeight + 1;
      a.cartLines = rows.length;
      requestAnimationFrame(() => {
        a.frameAt = performance.now();
        a.done?.();
      });
      return;
    }
  };
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter' || !armed || armed.start !== null) return;
      armed.start = performance.now();
      armed.eventTimeStamp = e.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Enter' && armed) armed.leaked = true;
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  w.__scanBench = {
    arm(sku, code) {
      performance.clearResourceTimings();
      armed = {
        sku,
        code,
        start: null,
        eventTimeStamp: 0,
        lineAt: null,
        frameAt: null,
        inViewport: false,
        cartLines: 0,
        leaked: false,
        done: null,
      };
    },
    result(timeoutMs) {
      const a = armed;
      if (!a) return Promise.reject(new Error('not armed'));
      return new Promise<ScanOutcome>((resolve, reject) => {
        const finish = () => {
          clearTimeout(timer);
          armed = null;
          if (a.leaked)
            return reject(new Error(`the Enter of ${a.code} reached the page: not taken as a scan`));
          const path = `/api/products/barcode/${encodeURIComponent(a.code)}`;
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const entry = entries.find(
            (e) => new URL(e.name).pathname === path && e.startTime >= (a.start ?? 0),
          );
          const otherRequests = entries
            .filter((e) => e !== entry)
            .map((e) => new URL(e.name))
            .map((u) => `${u.pathname}${u.search}`);
          const search = document.querySelector(
            `input[aria-label="${searchLabel}"]`,
          ) as HTMLInputElement | null;
          resolve({
            start: a.start!,
            eventTimeStamp: a.eventTimeStamp,
            lineAt: a.lineAt!,
            frameAt: a.frameAt!,
            inViewport: a.inViewport,
            cartLines: a.cartLines,
            searchValue: search ? search.value : null,
            request: entry ? { startTime: entry.startTime, responseEnd: entry.responseEnd } : null,
            otherRequests,
          });
        };
        const timer = setTimeout(() => {
          armed = null;
          const notes = [...document.querySelectorAll('.mantine-Notification-root')]
            .map((n) => (n.textContent ?? '').trim())
            .join(' | ');
          reject(
            new Error(
              a.start === null
                ? `no Enter keydown seen for ${a.code}`
                : `no cart line for ${a.sku} (${a.code}) within ${timeoutMs} ms${a.leaked ? '; the Enter was not taken as a scan' : ''}${notes ? `; notifications: ${notes}` : ''}`,
            ),
          );
        }, timeoutMs);
        if (a.frameAt !== null) finish();
        else a.done = finish;
      });
    },
    // The reference: what the register's api.get does (same headers, same-origin cookies), bare.
    async fetchOnce(code, sku) {
      const t0 = performance.now();
      const res = await fetch(`/api/products/barcode/${encodeURIComponent(code)}`, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const text = await res.text();
      const body = JSON.parse(text) as { product?: { sku?: string } };
      const ms = performance.now() - t0;
      performance.clearResourceTimings();
      if (!res.ok || body.product?.sku !== sku)
        throw new Error(`fetch ${code}: HTTP ${res.status} ${text.slice(0, 200)}`);
      return ms;
    },
  };
}

// ---------------------------------------------------------------------------------------------------

/** Random products a register can add with no dialog: not Rx, not restricted, not lot-tracked, in stock. */
async function pickCodes(db: Database, n: number): Promise<Code[]> {
  const rows = await db.query<Code>(
    `SELECT b.barcode, p.sku, u.code AS unit
       FROM product_barcodes b
       JOIN products p ON p.id = b.product_id
       LEFT JOIN product_units u ON u.id = b.unit_id
      WHERE p.sku LIKE 'SEED-%' AND p.is_active AND NOT p.is_banned AND NOT p.is_rx_vet_drug
        AND NOT p.is_restricted_pesticide AND NOT p.is_lot_tracked
        AND EXISTS (SELECT 1 FROM stock_balances s WHERE s.product_id = p.id
                     AND s.qty_milli >= coalesce(u.base_milli_per_unit, 1000))
      ORDER BY random() LIMIT $1`,
    [n * 3],
  );
  const seen = new Set<string>();
  const codes = rows.filter((r) => !seen.has(r.sku) && seen.add(r.sku)).slice(0, n);
  if (codes.length < n) throw new Error(`only ${codes.length} sellable seeded products, need ${n}`);
  return codes;
}

/** Seeds the catalog (the code of `npm run seed`, as the catalog phase does) before the server opens it. */
async function seedCatalog(
  target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  products: number,
  n: number,
): Promise<{ seedMs: number; codes: Code[] }> {
  const db = await openDatabase(target);
  try {
    await db.migrate();
    const seeded = await seedProducts(db, products);
    return { seedMs: seeded.ms, codes: await pickCodes(db, n) };
  } finally {
    await db.close();
  }
}

/** Signs the demo manager in through the sign-in screen, enrolls the browser, opens the register. */
async function openRegister(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('heading', { name: `Welcome, ${MANAGER.firstName}!` })
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.goto(`${base}/pos`);
  await page.getByRole('heading', { name: 'Make this browser a POS terminal' }).waitFor({ state: 'visible' });
  // page.request shares the context's cookies: the session goes out, the fbms_terminal cookie comes back.
  const res = await page.request.post(`${base}/api/pos/terminals`, {
    data: { name: TERMINAL_NAME },
    headers: { origin: base },
  });
  if (res.status() !== 201)
    throw new Error(`enroll: HTTP ${res.status()} ${(await res.text()).slice(0, 300)}`);
  // `fbms_terminal`, or `__Secure-fbms_terminal` when the server sets secure cookies; path /api.
  const cookies = await page.context().cookies(`${base}/api/pos/terminal`);
  if (!cookies.some((c) => c.name.endsWith('fbms_terminal')))
    throw new Error(
      `enroll answered 201 but the browser kept no fbms_terminal cookie (has: ${cookies.map((c) => c.name).join(', ')})`,
    );
  // A terminal sells only in an open shift: without one the register shows "Open a shift" instead.
  const shift = await page.request.post(`${base}/api/shifts`, {
    data: { openingFundCentavos: 0 },
    headers: { origin: base },
  });
  if (shift.status() !== 201)
    throw new Error(`open shift: HTTP ${shift.status()} ${(await shift.text()).slice(0, 300)}`);
  await page.reload();
  const search = page.getByRole('combobox', { name: SEARCH_LABEL });
  await search.waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByText(`${TERMINAL_NAME} ·`).waitFor({ state: 'visible' });
}

const bench = (page: Page) => ({
  arm: (sku: string, code: string) =>
    page.evaluate(([s, c]) => (window as ScanWindow).__scanBench!.arm(s, c), [sku, code] as const),
  result: () => page.evaluate((ms) => (window as ScanWindow).__scanBench!.result(ms), 15_000),
  fetchOnce: (code: string, sku: string) =>
    page.evaluate(([c, s]) => (window as ScanWindow).__scanBench!.fetchOnce(c, s), [code, sku] as const),
});

/** A keyboard-wedge scanner: the digits 0–5 ms apart, then Enter; nothing focused on purpose. */
async function scan(page: Page, code: Code) {
  const b = bench(page);
  await b.arm(code.sku, code.barcode);
  const t0 = performance.now();
  for (const ch of code.barcode) {
    await page.keyboard.press(ch);
    const pause = KEY_DELAY_MS[0] + Math.floor(Math.random() * (KEY_DELAY_MS[1] - KEY_DELAY_MS[0] + 1));
    if (pause > 0) await sleep(pause);
  }
  const typingMs = performance.now() - t0;
  await page.keyboard.press('Enter');
  const outcome = await b.result();
  return { outcome, typingMs };
}

async function newSale(page: Page): Promise<void> {
  await page.getByRole('button', { name: NEW_SALE, exact: true }).click();
  await page.locator('[data-testid="cart-line"]').first().waitFor({ state: 'detached' });
}

async function measure(page: Page, codes: Code[], log: Log, label: string): Promise<ScanSample[]> {
  const b = bench(page);
  const warm = codes.slice(0, SCAN_WARMUP);
  for (const c of warm) {
    await b.fetchOnce(c.barcode, c.sku);
    await scan(page, c);
    await sleep(SETTLE_MS);
  }
  await newSale(page);
  const samples: ScanSample[] = [];
  const measured = codes.slice(SCAN_WARMUP);
  for (let i = 0; i < measured.length; i++) {
    const c = measured[i]!;
    if (i > 0 && i % SCAN_CART_LINES === 0) await newSale(page);
    const fetchFirst = i % 2 === 0;
    let fetchMs = fetchFirst ? await b.fetchOnce(c.barcode, c.sku) : 0;
    await sleep(SETTLE_MS);
    const { outcome: o, typingMs } = await scan(page, c);
    if (o.searchValue) throw new Error(`after scanning ${c.barcode} the search box holds "${o.searchValue}"`);
    if (o.cartLines !== (i % SCAN_CART_LINES) + 1)
      throw new Error(
        `after scanning ${c.barcode} the cart has ${o.cartLines} lines, expected ${(i % SCAN_CART_LINES) + 1}`,
      );
    await sleep(SETTLE_MS);
    if (!fetchFirst) fetchMs = await b.fetchOnce(c.barcode, c.sku);
    samples.push({
      barcode: c.barcode,
      sku: c.sku,
      unit: c.unit,
      cartLines: o.cartLines,
      fetchFirst,
      typingMs,
      lineMs: o.lineAt - o.start,
      frameMs: o.frameAt - o.start,
      requestStartMs: o.request ? o.request.startTime - o.start : null,
      requestMs: o.request ? o.request.responseEnd - o.request.startTime : null,
      renderMs: o.request ? o.lineAt - o.request.responseEnd : null,
      inViewport: o.inViewport,
      enterLagMs: o.start - o.eventTimeStamp,
      otherRequests: o.otherRequests,
      fetchMs,
    });
    if ((i + 1) % SCAN_CART_LINES === 0) {
      const cart = samples.slice(-SCAN_CART_LINES);
      const p = percentiles(cart.map((s) => s.lineMs));
      const f = percentiles(cart.map((s) => s.fetchMs));
      log(
        `  ${label}: cart ${(i + 1) / SCAN_CART_LINES} (${SCAN_CART_LINES} lines): scan → line p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms; bare fetch p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`,
      );
    }
  }
  return samples;
}

let built: Promise<{ dist: string; buildMs: number; command: string }> | undefined;

/**
 * Scan to line visible at the point of sale: the built web app served by the real server on a fresh
 * database seeded with `products` sample products; in Chromium (1366×768, CPU not slowed) the demo
 * manager signs in, enrolls the browser and opens the register; a simulated keyboard-wedge scanner
 * types random seeded barcodes and Enter, each timed in the page from the Enter keydown to its cart
 * line in the DOM, next to the same browser fetching the same barcode's JSON (the limit).
 */
export async function runScan(kind: 'pglite' | 'postgres', products: number, log: Log): Promise<ScanResult> {
  const loadBefore = loadavg();
  const uncommitted = uncommittedWebSources();
  if (!built) {
    if (uncommitted.length > 0)
      log(
        `  note: ${uncommitted.length} uncommitted change(s) under apps/web or packages/domain are in this build`,
      );
    built = buildWeb(log);
  }
  const { dist, buildMs, command } = await built;
  const dataDir = makeTempDir('scan-data');
  const benchDb = await benchDatabaseFor(kind, log);
  let browser: Browser | undefined;
  let server: Running | undefined;
  try {
    const n = SCAN_WARMUP + SCAN_CARTS * SCAN_CART_LINES;
    const { seedMs, codes } = await seedCatalog(
      benchDb ? { kind: 'postgres', url: benchDb.url } : { kind: 'pglite', dataDir },
      products,
      n,
    );
    log(`  ${kind}: seeded ${products.toLocaleString('en-US')} products in ${(seedMs / 1000).toFixed(1)} s`);
    server = await startFbms({
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      DEMO: 'true',
      NODE_ENV: 'production',
      ...WEB_RATE_LIMITS,
      ...(benchDb ? { DATABASE_URL: benchDb.url } : {}),
    });
    const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    browser = b;
    onCleanup(() => b.close());
    const context = await b.newContext({
      viewport: SCAN_VIEWPORT,
      locale: 'en-PH',
      timezoneId: 'Asia/Manila',
    });
    // tsx (esbuild keepNames) wraps inner functions in __name(); the page has no such helper.
    await context.addInitScript({
      content: `(() => { const __name = (f) => f; (${scanWatcher.toString()})(${JSON.stringify(SEARCH_LABEL)}); })();`,
    });
    const page = await context.newPage();
    await openRegister(page, server.base);
    log(`  ${kind}: manager signed in, browser enrolled as "${TERMINAL_NAME}", register open`);
    const samples = await measure(page, codes, log, kind);
    const half = SCAN_CART_LINES / 2;
    const pick = (f: (s: ScanSample) => number | null) =>
      samples.map(f).filter((v): v is number => v !== null);
    return {
      database: kind,
      postgresVersion: benchDb?.serverVersion,
      products,
      seedMs,
      chromium: { path: CHROMIUM_PATH, version: b.version(), args: CHROMIUM_ARGS },
      viewport: SCAN_VIEWPORT,
      cpuSlowdown: 1,
      build: { command, buildMs, uncommittedWebSources: uncommitted },
      carts: SCAN_CARTS,
      cartLines: SCAN_CART_LINES,
      warmup: SCAN_WARMUP,
      keyDelayMs: KEY_DELAY_MS,
      scans: samples.length,
      scanToLine: percentiles(pick((s) => s.lineMs)),
      scanToFrame: percentiles(pick((s) => s.frameMs)),
      appRequest: percentiles(pick((s) => s.requestMs)),
      beforeRequest: percentiles(pick((s) => s.requestStartMs)),
      afterResponse: percentiles(pick((s) => s.renderMs)),
      fetch: percentiles(pick((s) => s.fetchMs)),
      outsideViewport: samples.filter((s) => !s.inViewport).length,
      withOtherRequests: samples.filter((s) => s.otherRequests.length > 0).length,
      firstHalf: percentiles(pick((s) => (s.cartLines <= half ? s.lineMs : null))),
      secondHalf: percentiles(pick((s) => (s.cartLines > half ? s.lineMs : null))),
      samples,
      loadAverage: { before: loadBefore, after: loadavg() },
    };
  } finally {
    await browser?.close();
    if (server) await stopServer(server, kind === 'pglite' ? dataDir : undefined);
    await benchDb?.drop();
  }
}
