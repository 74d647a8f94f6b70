import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { makeTempDir, onCleanup, startProcess } from './proc.ts';
import { type Summary, summarize } from './report.ts';
import { DEMO_ADMIN, ROOT, type Running, startFbms, startOneButtonPage, stopServer } from './server.ts';
import { BENCH_RATE_LIMITS } from './throughput-phase.ts';

/** The budget, "sign-in JS ≤ 120 KB gzip", read as Vite reports sizes (1 kB = 1000 bytes). */
export const SIGN_IN_BUDGET_BYTES = 120_000;
export const CPU_SLOWDOWN = 4;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The three flags of the brief, plus the e2e suite's flags that keep Chromium's own traffic out. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SIGN_IN_BUTTON = 'Sign in';
const DASHBOARD_HEADING = 'Welcome, Andrea!'; // the demo admin, Andrea Santos
const SIGN_IN_API = '/api/auth/sign-in/email';
/** The sign-ins of the runs come from one address; the limiter is not what this phase measures. */
export const WEB_RATE_LIMITS = { ...BENCH_RATE_LIMITS, RATE_LIMIT_AUTH: '100000/1m' };

export interface FileSize {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

export interface FileSet {
  files: FileSize[];
  bytes: number;
  gzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BrowserFetch extends FileSet {
  /** Sum of Resource Timing's transferSize: what crossed the wire, headers included (no compression). */
  transferBytes: number;
}

export interface WebRun {
  /** Navigation start → Sign in button in the page, visible and enabled (page clock, performance.now()). */
  signInUsableMs: number;
  /** Click on Sign in → heading "Welcome, Andrea!" visible (page clock). */
  dashboardMs: number;
  /** The sign-in POST alone, request start → response end, from the page's Resource Timing. */
  signInPostMs: number;
  /** The same two spans on the bench's clock, up to Playwright seeing the element (cross-check). */
  wallSignInUsableMs: number;
  wallDashboardMs: number;
  /** JS and CSS the page had finished fetching when Sign in became usable. */
  fetched: BrowserFetch;
}

export interface WebResults {
  cpuSlowdown: number;
  runs: number;
  chromium: { path: string; version: string; args: string[] };
  build: { command: string; buildMs: number; uncommittedWebSources: string[] };
  /** What index.html asks for before any script runs: scripts, modulepreloads, stylesheets. */
  indexHtml: FileSet;
  /** The react chunk (react, react-dom, scheduler): the floor of any React sign-in page. */
  reactChunk: FileSize;
  budgetBytes: number;
  /** What the browser fetched for /login by the time Sign in was usable (first run; later runs in `app`). */
  browserFetch: BrowserFetch;
  /** Files fetched in the runs that index.html does not name (lazy chunks of the sign-in screen). */
  lazyForLogin: string[];
  signInUsableMs: Summary;
  dashboardMs: Summary;
  signInPostMs: Summary;
  oneButtonMs: Summary;
  app: WebRun[];
  oneButton: OneButtonRun[];
  /**
   * A fixed busy loop in each reference page, throttled then unthrottled (the same page): the slowdown
   * the page really ran under, per run.
   */
  throttleCheck: { slowdown: Summary; loopMsThrottled: Summary; loopMsUnthrottled: Summary };
  /** os.loadavg() before and after the phase: anything else running on the machine shows here. */
  loadAverage: { before: number[]; after: number[] };
}

export interface OneButtonRun {
  buttonMs: number;
  wallMs: number;
  loopMsThrottled: number;
  loopMsUnthrottled: number;
}

type Log = (line: string) => void;

// ---------------------------------------------------------------------------------------------------
// First download: index.html's files, gzip -9 each.

const kindOf = (path: string): 'js' | 'css' | undefined =>
  /\.m?js$/.test(path) ? 'js' : /\.css$/.test(path) ? 'css' : undefined;

function fileSize(dist: string, path: string): FileSize {
  const kind = kindOf(path);
  if (!kind) throw new Error(`not a JS or CSS file: ${path}`);
  const body = readFileSync(join(dist, path));
  return { path, kind, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

function fileSet(files: FileSize[]): FileSet {
  const sum = (f: (x: FileSize) => number) => files.reduce((a, x) => a + f(x), 0);
  return {
    files,
    bytes: sum((x) => x.bytes),
    gzipBytes: sum((x) => x.gzipBytes),
    jsGzipBytes: sum((x) => (x.kind === 'js' ? x.gzipBytes : 0)),
    cssGzipBytes: sum((x) => (x.kind === 'css' ? x.gzipBytes : 0)),
  };
}

/** The `src` of every script and the `href` of every modulepreload and stylesheet link, in order. */
export function firstDownload(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const rel = attr('rel')?.toLowerCase();
    const url = tag.toLowerCase().startsWith('<script')
      ? attr('src')
      : rel === 'modulepreload' || rel === 'stylesheet'
        ? attr('href')
        : undefined;
    if (url && !/^[a-z]+:|^\/\//i.test(url)) paths.push(url.split(/[?#]/)[0]!);
  }
  return paths;
}

export async function buildWeb(log: Log): Promise<{ dist: string; buildMs: number; command: string }> {
  const dist = makeTempDir('web-dist');
  const args = ['vite', 'build', '--outDir', dist, '--emptyOutDir'];
  const t0 = performance.now();
  const proc = startProcess('npx', args, process.env, join(ROOT, 'apps/web'));
  const code = await proc.exited;
  if (code !== 0) throw new Error(`npx ${args.join(' ')} exited with ${code}:\n${proc.output()}`);
  const buildMs = performance.now() - t0;
  log(`  built the web app into ${dist} in ${Math.round(buildMs)} ms`);
  return { dist, buildMs, command: `npx ${args.join(' ')} (cwd apps/web)` };
}

/** Web sources the other side of the checkout has changed and not committed: they are in this build. */
export function uncommittedWebSources(): string[] {
  try {
    const out = execFileSync('git', ['status', '--porcelain', '--', 'apps/web', 'packages/domain'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------------
// Time to usable: a watcher injected before any page script (CDP, so the CSP does not apply).

interface Targets {
  button: string;
  heading: string;
}
type MarkName = 'buttonUsable' | 'click' | 'heading';
type BenchWindow = Window & { __benchMark?: (name: MarkName, t: number) => void };

/**
 * Runs in the page. On every DOM mutation and every frame it checks, cheapest test first, for a
 * <button> reading `button` that is enabled and visible (layout box, checkVisibility), and after a
 * click on that button for a heading reading `heading` that is visible; each first hit is reported
 * with performance.now() (0 = navigation start).
 */
function pageWatcher(targets: Targets): void {
  const w = window as BenchWindow;
  const done = new Set<string>();
  const mark = (name: MarkName) => {
    if (done.has(name)) return;
    done.add(name);
    const t = performance.now();
    w.__benchMark?.(name, t);
  };
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const check = () => {
    if (!done.has('buttonUsable')) {
      for (const b of document.querySelectorAll('button')) {
        if (
          text(b) === targets.button &&
          !b.disabled &&
          b.getAttribute('aria-disabled') !== 'true' &&
          shown(b)
        ) {
          mark('buttonUsable');
          break;
        }
      }
    }
    if (done.has('click') && !done.has('heading')) {
      for (const h of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')) {
        if (text(h) === targets.heading && shown(h)) {
          mark('heading');
          break;
        }
      }
    }
  };
  window.addEventListener(
    'click',
    (e) => {
      const b = e.target instanceof Element ? e.target.closest('button') : null;
      if (b && text(b) === targets.button) mark('click');
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  const frame = () => {
    check();
    if (!done.has('heading')) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Marks reported by the page, awaited on the bench side. */
class Marks {
  private readonly seen = new Map<MarkName, number>();
  private readonly waiting = new Map<MarkName, (t: number) => void>();
  /** Bench clock when each mark arrived. */
  readonly arrived = new Map<MarkName, number>();

  set(name: MarkName, t: number): void {
    if (this.seen.has(name)) return;
    this.seen.set(name, t);
    this.arrived.set(name, performance.now());
    this.waiting.get(name)?.(t);
  }

  wait(name: MarkName, timeoutMs = 60_000): Promise<number> {
    const t = this.seen.get(name);
    if (t !== undefined) return Promise.resolve(t);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${name}' within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(name, (v) => {
        clearTimeout(timer);
        resolve(v);
      });
    });
  }
}

/** A cold browser: a new context (empty cache, cookies, storage), the watcher, CPU slowed `rate`×. */
async function coldPage(browser: Browser, rate: number, targets: Targets) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  const marks = new Marks();
  await context.exposeBinding('__benchMark', (_source, name: MarkName, t: number) => marks.set(name, t));
  // tsx (esbuild keepNames) wraps inner functions in __name(); the page has no such helper.
  const content = `(() => { const __name = (f) => f; (${pageWatcher.toString()})(${JSON.stringify(targets)}); })();`;
  await context.addInitScript({ content });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp, marks };
}

interface ResourceEntry {
  name: string;
  responseEnd: number;
  startTime: number;
  transferSize: number;
  encodedBodySize: number;
}

const resourceEntries = (): ResourceEntry[] =>
  performance.getEntriesByType('resource').map((e) => {
    const r = e as PerformanceResourceTiming;
    return {
      name: r.name,
      responseEnd: r.responseEnd,
      startTime: r.startTime,
      transferSize: r.transferSize,
      encodedBodySize: r.encodedBodySize,
    };
  });

async function appRun(browser: Browser, base: string, dist: string): Promise<WebRun> {
  const { context, page, marks } = await coldPage(browser, CPU_SLOWDOWN, {
    button: SIGN_IN_BUTTON,
    heading: DASHBOARD_HEADING,
  });
  try {
    const t0 = performance.now();
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    const signInUsableMs = await marks.wait('buttonUsable');
    const wallSignInUsableMs = marks.arrived.get('buttonUsable')! - t0;
    // Playwright's own idea of "visible and enabled" must agree before we go on.
    const button = page.getByRole('button', { name: SIGN_IN_BUTTON, exact: true });
    await button.waitFor({ state: 'visible' });
    if (!(await button.isEnabled()))
      throw new Error('Sign in was reported usable but Playwright finds it disabled');

    const entries = await page.evaluate(resourceEntries);
    const needed = entries.filter((e) => e.responseEnd <= signInUsableMs && kindOf(new URL(e.name).pathname));
    const fetched: BrowserFetch = {
      ...fileSet(needed.map((e) => fileSize(dist, new URL(e.name).pathname))),
      transferBytes: needed.reduce((a, e) => a + e.transferSize, 0),
    };

    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await button.click();
    const clickMs = await marks.wait('click');
    const headingMs = await marks.wait('heading');
    const wallDashboardMs = marks.arrived.get('heading')! - marks.arrived.get('click')!;
    await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor({ state: 'visible' });
    const post = (await page.evaluate(resourceEntries)).find((e) => new URL(e.name).pathname === SIGN_IN_API);
    if (!post) throw new Error(`no Resource Timing entry for ${SIGN_IN_API}`);
    return {
      signInUsableMs,
      dashboardMs: headingMs - clickMs,
      signInPostMs: post.responseEnd - post.startTime,
      wallSignInUsableMs,
      wallDashboardMs,
      fetched,
    };
  } finally {
    await context.close();
  }
}

/** A fixed amount of work, timed in the page: shows the slowdown the page really runs under. */
const busyLoop = (): number => {
  const t = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  return x >= 0 ? performance.now() - t : -1;
};

async function oneButtonRun(browser: Browser, base: string): Promise<OneButtonRun> {
  const { context, page, cdp, marks } = await coldPage(browser, CPU_SLOWDOWN, {
    button: SIGN_IN_BUTTON,
    heading: '',
  });
  try {
    const t0 = performance.now();
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const buttonMs = await marks.wait('buttonUsable');
    const wallMs = marks.arrived.get('buttonUsable')! - t0;
    const loopMsThrottled = await page.evaluate(busyLoop);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const loopMsUnthrottled = await page.evaluate(busyLoop);
    return { buttonMs, wallMs, loopMsThrottled, loopMsUnthrottled };
  } finally {
    await context.close();
  }
}

/**
 * Builds the web app into a temp folder, serves it with the real server in demo mode and measures,
 * in Chromium at 4× CPU slowdown with a cold cache each run: /login until Sign in is usable, and a
 * sign-in until the dashboard greets the admin; next to a one-button page in the same browser.
 */
export async function runWeb(runs: number, log: Log): Promise<WebResults> {
  const loadBefore = loadavg();
  const uncommitted = uncommittedWebSources();
  if (uncommitted.length > 0)
    log(
      `  note: ${uncommitted.length} uncommitted change(s) under apps/web or packages/domain are in this build`,
    );
  const { dist, buildMs, command } = await buildWeb(log);

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const indexHtml = fileSet(firstDownload(html).map((p) => fileSize(dist, p)));
  const reactChunk = indexHtml.files.find((f) => /\/react-[^/]*\.js$/.test(f.path));
  if (!reactChunk)
    throw new Error('index.html has no react-*.js chunk (see build.rolldownOptions in vite.config.ts)');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  const dataDir = makeTempDir('web-data');
  let server: Running | undefined;
  let reference: Running | undefined;
  try {
    server = await startFbms({
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      DEMO: 'true',
      NODE_ENV: 'production',
      ...WEB_RATE_LIMITS,
    });
    reference = await startOneButtonPage();
    const app: WebRun[] = [];
    const oneButton: OneButtonRun[] = [];
    // Interleaved, so drift on the machine touches both sides alike.
    for (let i = 0; i < runs; i++) {
      const ref = await oneButtonRun(browser, reference.base);
      const run = await appRun(browser, server.base, dist);
      oneButton.push(ref);
      app.push(run);
      log(
        `  run ${i + 1}: one-button page ${Math.round(ref.buttonMs)} ms; /login usable ${Math.round(run.signInUsableMs)} ms; ` +
          `sign in → dashboard ${Math.round(run.dashboardMs)} ms (POST ${Math.round(run.signInPostMs)} ms)`,
      );
    }
    const indexPaths = new Set(indexHtml.files.map((f) => f.path));
    const lazy = new Set(
      app.flatMap((r) => r.fetched.files.map((f) => f.path)).filter((p) => !indexPaths.has(p)),
    );
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      chromium: { path: CHROMIUM_PATH, version: browser.version(), args: CHROMIUM_ARGS },
      build: { command, buildMs, uncommittedWebSources: uncommitted },
      indexHtml,
      reactChunk,
      budgetBytes: SIGN_IN_BUDGET_BYTES,
      browserFetch: app[0]!.fetched,
      lazyForLogin: [...lazy],
      signInUsableMs: summarize(app.map((r) => r.signInUsableMs)),
      dashboardMs: summarize(app.map((r) => r.dashboardMs)),
      signInPostMs: summarize(app.map((r) => r.signInPostMs)),
      oneButtonMs: summarize(oneButton.map((r) => r.buttonMs)),
      app,
      oneButton,
      throttleCheck: {
        slowdown: summarize(oneButton.map((r) => r.loopMsThrottled / r.loopMsUnthrottled)),
        loopMsThrottled: summarize(oneButton.map((r) => r.loopMsThrottled)),
        loopMsUnthrottled: summarize(oneButton.map((r) => r.loopMsUnthrottled)),
      },
      loadAverage: { before: loadBefore, after: loadavg() },
    };
  } finally {
    if (reference) await stopServer(reference);
    if (server) await stopServer(server, dataDir);
    await browser.close();
  }
}
