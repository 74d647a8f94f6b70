import { IconDeviceDesktop, IconMoon, IconPlant2, IconSun, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, StrictMode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { StartOptions } from '../../../app/start-app.tsx';
import { initialLanguage, type Language } from '../../../i18n/language.ts';
import { setApiTexts } from '../../../lib/api.ts';
import { TOAST_MS } from '../../../lib/toast-ms.ts';
import type { SignInTexts } from './sign-in.i18n.ts';
import classes from './sign-in.module.css';
import boot from './sign-in-boot.module.css';
import { SignInForm } from './sign-in-form.tsx';
import type { SignInHost, ToastInput, ToastKind } from './sign-in-host.ts';
import { textsFor } from './sign-in-host.ts';

type AppModule = typeof import('../../../app/start-app.tsx');

// ---------------------------------------------------------------------------------------------------
// The app's code: fetched once, when the person starts using the page or the page hands over.

let appModule: Promise<AppModule> | undefined;

/** Fetches the app's chunk; a failed fetch is forgotten, so the next call tries again. */
export function loadApp(): Promise<AppModule> {
  appModule ??= import('../../../app/start-app.tsx').catch((err: unknown) => {
    appModule = undefined;
    throw err;
  });
  return appModule;
}

// ---------------------------------------------------------------------------------------------------
// Toasts, top centre, with the app's durations, until the app's own toasts take over.

interface BootToast {
  id: number;
  kind: ToastKind;
  toast: ToastInput;
  timer: ReturnType<typeof setTimeout>;
}

let toasts: BootToast[] = [];
let nextToastId = 0;
const toastListeners = new Set<() => void>();

function setToasts(next: BootToast[]) {
  toasts = next;
  for (const listener of toastListeners) listener();
}

function dismiss(id: number) {
  const gone = toasts.find((t) => t.id === id);
  if (gone) clearTimeout(gone.timer);
  setToasts(toasts.filter((t) => t.id !== id));
}

export function showBootToast(kind: ToastKind, toast: ToastInput): void {
  const id = ++nextToastId;
  const timer = setTimeout(() => dismiss(id), TOAST_MS[kind]);
  // At most four at once, as the app's toasts.
  setToasts([...toasts, { id, kind, toast, timer }].slice(-4));
}

/** Takes the toasts still showing, for the app to show again. */
function takeToasts(): StartOptions['toasts'] {
  const open = toasts.map(({ kind, toast }) => ({ kind, toast }));
  for (const t of toasts) clearTimeout(t.timer);
  setToasts([]);
  return open;
}

function Toasts({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(
    (listener) => {
      toastListeners.add(listener);
      return () => toastListeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <div className={`${classes.scope} ${boot.toasts}`}>
      {list.map(({ id, kind, toast }) => (
        <div key={id} className={boot.toast} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
          <div className={boot.toastText}>
            <p className={boot.toastTitle}>{toast.title}</p>
            {toast.message && <p>{toast.message}</p>}
          </div>
          <button
            type="button"
            className={boot.iconButton}
            aria-label={closeLabel}
            onClick={() => dismiss(id)}
          >
            <IconX size={16} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// The colour scheme: the key and attribute of public/color-scheme.js and the app's Mantine manager.

type Scheme = 'light' | 'dark' | 'auto';
const SCHEME_KEY = 'fbms-color-scheme';

function storedScheme(): Scheme {
  try {
    const saved = window.localStorage.getItem(SCHEME_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'auto';
  } catch {
    return 'auto';
  }
}

function applyScheme(scheme: Scheme) {
  try {
    window.localStorage.setItem(SCHEME_KEY, scheme);
  } catch {
    // storage blocked: the choice still applies to this page
  }
  const dark =
    scheme === 'dark' || (scheme === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}

const SCHEMES = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
] as const;

/** Light, Dark or System, as a menu button (the app's ColorSchemeMenu, without Mantine). */
function SchemeMenu({ texts }: { texts: SignInTexts['theme'] }) {
  const [scheme, setScheme] = useState<Scheme>(storedScheme);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const Current = SCHEMES.find((s) => s.value === scheme)?.icon ?? IconDeviceDesktop;

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  /** Arrow keys walk the three choices; Esc closes the menu and returns to its button. */
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  }

  function choose(value: Scheme) {
    applyScheme(value);
    setScheme(value);
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div ref={box} className={boot.menuBox}>
      <button
        type="button"
        className={boot.iconButton}
        data-bordered
        aria-label={texts.label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        ref={toggle}
      >
        <Current size={18} stroke={1.7} aria-hidden />
      </button>
      {open && (
        <div className={boot.menu} role="menu" aria-label={texts.label} onKeyDown={moveFocus}>
          <p className={boot.menuLabel}>{texts.label}</p>
          {SCHEMES.map(({ value, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={scheme === value}
              className={boot.menuItem}
              onClick={() => choose(value)}
            >
              <Icon size={16} aria-hidden />
              <span>{texts[value]}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// The page and the hand-over to the app.

function Page({
  host,
  redirect,
  onFirstUse,
}: {
  host: SignInHost;
  redirect?: string | undefined;
  onFirstUse: () => void;
}) {
  const texts = textsFor(host.language);
  const [storeName, setStoreName] = useState<string | null>(null);
  return (
    // The first focus or press starts fetching the app, so it is there when the password is accepted.
    <div
      className={`${classes.scope} ${boot.page}`}
      onFocusCapture={onFirstUse}
      onPointerDownCapture={onFirstUse}
    >
      <div className={boot.container}>
        <header className={boot.header}>
          <div className={boot.brand}>
            <span className={boot.mark} aria-hidden>
              <IconPlant2 size={22} stroke={1.8} />
            </span>
            <div className={boot.brandText}>
              <p className={boot.brandName}>{texts.brand.name}</p>
              <p className={boot.brandTagline}>{storeName || texts.brand.tagline}</p>
            </div>
          </div>
          <SchemeMenu texts={texts.theme} />
        </header>
        <main className={boot.card}>
          <SignInForm host={host} redirect={redirect} onStoreName={setStoreName} />
        </main>
      </div>
    </div>
  );
}

/** While the app's code arrives after a link was followed: the old page must not take more typing. */
function Loading({ texts }: { texts: SignInTexts['login'] }) {
  return (
    <div className={`${classes.scope} ${boot.page}`}>
      <div className={boot.container}>
        <main className={`${boot.card} ${boot.loading}`} aria-busy="true">
          <span className={classes.spinner} aria-hidden />
          <p>{texts.loading}</p>
        </main>
      </div>
    </div>
  );
}

/** A page the app's code could not be fetched for, after every retry. */
function LoadFailed({ texts }: { texts: SignInTexts['login'] }) {
  return (
    <div className={`${classes.scope} ${boot.page}`}>
      <div className={boot.container}>
        <main className={boot.card} role="alert">
          <p>{texts.loadFailed}</p>
          <button
            type="button"
            className={classes.button}
            data-tone="filled"
            style={{ marginTop: '1rem' }}
            onClick={() => window.location.reload()}
          >
            <span>{texts.reload}</span>
          </button>
        </main>
      </div>
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RELOAD_KEY = 'fbms-chunk-reload';

/**
 * Fetches the app's chunk with the module retry policy (3 attempts, 1 s then 2 s). A chunk gone after an
 * update reloads the page once, for the new index.html; after that the failure is shown.
 */
async function loadAppWithRetry(): Promise<AppModule> {
  let last: unknown;
  for (const wait of [0, 1000, 2000]) {
    if (wait) await sleep(wait * (0.9 + Math.random() * 0.2));
    try {
      const app = await loadApp();
      window.sessionStorage.removeItem(RELOAD_KEY);
      return app;
    } catch (err) {
      last = err;
    }
  }
  if (!window.sessionStorage.getItem(RELOAD_KEY)) {
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return new Promise<AppModule>(() => {});
  }
  throw last;
}

/** Starts the app in `element` (signed in, or on a screen other than sign-in). */
export async function bootApp(element: HTMLElement, options: StartOptions = {}): Promise<void> {
  let app: AppModule;
  try {
    app = await loadAppWithRetry();
  } catch {
    createRoot(element).render(<LoadFailed texts={textsFor(initialLanguage()).login} />);
    return;
  }
  await app.startApp(element, options);
}

/**
 * Shows the sign-in page in `element` with no library but React. Following a link or signing in hands the
 * page to the app: its chunk is fetched (usually already, see Page), this page goes, and the app starts at
 * the new address with the toasts still showing and, after a sign-in, the welcome.
 */
export function bootSignIn(
  element: HTMLElement,
  redirect: string | undefined,
): { leave(href: string, options: StartOptions): Promise<void> } {
  const language: Language = initialLanguage();
  const texts = textsFor(language);
  document.documentElement.lang = language;
  setApiTexts(texts.api);

  const toastElement = document.createElement('div');
  document.body.append(toastElement);
  const toastRoot = createRoot(toastElement);
  toastRoot.render(<Toasts closeLabel={texts.login.close} />);

  const root: Root = createRoot(element);
  let leaving = false;

  async function leave(href: string, options: StartOptions, push = false): Promise<void> {
    if (leaving) return;
    leaving = true;
    if (push) root.render(<Loading texts={texts.login} />);
    let app: AppModule;
    try {
      app = await loadAppWithRetry();
    } catch {
      leaving = false;
      if (push) render();
      showBootToast('error', { title: texts.login.failedTitle, message: texts.login.loadFailed });
      return;
    }
    if (push) window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
    root.unmount();
    toastRoot.unmount();
    toastElement.remove();
    await app.startApp(element, { ...options, toasts: takeToasts() });
  }

  const host: SignInHost = {
    language,
    open: (href) => void leave(href, {}, true),
    enter: (href, email) => leave(href, { welcome: email }),
    toast: showBootToast,
  };
  const prefetch = () => void loadApp().catch(() => undefined);
  const render = () =>
    root.render(
      <StrictMode>
        <Page host={host} redirect={redirect} onFirstUse={prefetch} />
      </StrictMode>,
    );
  render();
  return { leave: (href, options) => leave(href, options) };
}
