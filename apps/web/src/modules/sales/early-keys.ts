/**
 * Keys typed on a selling screen before its register is there to hear them. A scanner fires the moment
 * the cashier pulls the trigger, and on a slow machine the register may still be loading: those keys
 * land on the page itself and would be lost. public/early-keys.js, a plain script in the page's head,
 * keeps them while the app downloads; this recorder (installed by main.tsx, before anything else loads)
 * takes those over and keeps recording, and the register's scanner listener (barcode-wedge.ts) takes
 * them when it starts.
 * It keeps only keys that reached no field, on the selling screens, for a short while.
 */
export interface EarlyKey {
  key: string;
  /** The event's own time stamp (when the key was pressed, not when the page got round to it). */
  t: number;
}

const SELLING_PATHS = ['/pos', '/tindera-pos'];
/** Older keys are not a scan the cashier is still waiting for. */
const MAX_AGE_MS = 30_000;
const MAX_KEYS = 64;

let keys: EarlyKey[] = [];
let claimed = 0;

export const isEditable = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement =>
  (el instanceof HTMLInputElement && !el.readOnly) || el instanceof HTMLTextAreaElement;

/** What public/early-keys.js leaves on the window: the keys it kept, and how to stop it. */
interface PageHeadKeys {
  keys: EarlyKey[];
  stop: () => void;
}

export function recordEarlyKeys(target: Window = window): () => void {
  const head = (target as Window & { __fbmsEarlyKeys?: PageHeadKeys }).__fbmsEarlyKeys;
  if (head) {
    head.stop();
    keys = [...head.keys, ...keys].slice(-MAX_KEYS);
  }
  const onKey = (e: KeyboardEvent) => {
    if (claimed > 0 || e.ctrlKey || e.altKey || e.metaKey) return;
    if (!SELLING_PATHS.includes(target.location.pathname) || isEditable(e.target)) {
      keys = [];
      return;
    }
    if (e.key.length !== 1 && e.key !== 'Enter') return;
    keys.push({ key: e.key, t: e.timeStamp });
    if (keys.length > MAX_KEYS) keys = keys.slice(-MAX_KEYS);
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}

/**
 * The scanner listener starts: it takes the recent keys that reached nothing, and the recorder stops
 * recording until `release` (the listener stopped). Keys it did not use can be given back.
 */
export function claimEarlyKeys(now: number): { keys: EarlyKey[]; release: (unused?: EarlyKey[]) => void } {
  claimed++;
  const taken = keys.filter((k) => now - k.t <= MAX_AGE_MS);
  keys = [];
  let released = false;
  return {
    keys: taken,
    release: (unused = []) => {
      if (released) return;
      released = true;
      claimed--;
      keys = [...unused, ...keys];
    },
  };
}
