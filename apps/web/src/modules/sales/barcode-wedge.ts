import { claimEarlyKeys, isEditable } from './early-keys.ts';

/**
 * A keyboard-wedge barcode scanner types the code much faster than a person and presses Enter. This
 * listener (on window, capture phase) sees those bursts from any focus, and loses none of their keys:
 *
 * - Times are the keys' own time stamps (when they were pressed), so a busy page that handles them late
 *   does not make a scanner look like a person.
 * - Keys that follow each other within `gapMs` are kept out of the focused field; a pause of up to
 *   `pauseMs` inside a burst that is clearly a scanner's (a slow machine's hiccup) does not end it.
 * - On Enter, the run of keys since the last pause longer than `pauseMs` is a scan when it has at least
 *   `minLength` characters and most of its gaps are a scanner's. The keys of that run that reached a
 *   field before the burst was recognisable (or were given back to it) are taken back out of it.
 * - Keys pressed before the listener started, which reached nothing (the register was still loading),
 *   are taken from early-keys.ts and start the run; their timing only says how busy the page was.
 *
 * A run that does not end as a scan (a quick typist, a short code) gives its held keys back to the field.
 */
export interface WedgeOptions {
  onScan: (code: string) => void;
  gapMs?: number;
  pauseMs?: number;
  minLength?: number;
  /** The time of a key; its time stamp by default. */
  now?: (e: KeyboardEvent) => number;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

interface RunKey {
  key: string;
  t: number;
  /** The field it was typed into (null: it reached nothing). */
  into: Field | null;
  /** Kept out of the field (part of a burst). */
  held: boolean;
  /** Pressed before the listener started: its timing says only how busy the page was. */
  early: boolean;
}

const timeOf = (e: KeyboardEvent) => (e.timeStamp > 0 ? e.timeStamp : performance.now());
/** The longest wait between keys pressed while the register was loading and the next key. */
const EARLY_PAUSE_MS = 3_000;

export function listenForScans(
  target: Window,
  { onScan, gapMs = 35, pauseMs = 200, minLength = 4, now = timeOf }: WedgeOptions,
) {
  let run: RunKey[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isFast = (a: RunKey, b: { t: number; early: boolean }) => a.early || b.early || b.t - a.t <= gapMs;
  const fastGaps = () => run.filter((k, i) => i > 0 && isFast(run[i - 1]!, k)).length;
  const paused = (t: number) => {
    const last = run.at(-1);
    return !!last && t - last.t > (last.early ? EARLY_PAUSE_MS : pauseMs);
  };

  /** Held keys go to their field (or the focused one), and stay in the run: an Enter may still claim them. */
  const release = () => {
    clearTimeout(timer);
    const focused = target.document.activeElement;
    const byField = new Map<Field, string>();
    for (const k of run) {
      if (!k.held) continue;
      k.held = false;
      k.into ??= isEditable(focused) ? focused : null;
      if (k.into?.isConnected) byField.set(k.into, (byField.get(k.into) ?? '') + k.key);
    }
    for (const [field, text] of byField) setValue(field, field.value + text);
  };
  const reset = () => {
    release();
    run = [];
  };

  /** Enter after the run: a scan (handed over, true) or not (the run given back, Enter left to the page). */
  const enter = (t: number): boolean => {
    const scannerLike = fastGaps() * 2 >= run.length - 1;
    if (run.length === 0 || paused(t) || run.length < minLength || !scannerLike) {
      reset();
      return false;
    }
    clearTimeout(timer);
    takeBack(run);
    const code = run.map((k) => k.key).join('');
    run = [];
    onScan(code);
    return true;
  };

  /** A character: true when it is kept out of the field. */
  const push = (key: string, t: number, into: Field | null, early: boolean): boolean => {
    if (paused(t)) reset();
    const previous = run.at(-1);
    const fast = !!previous && isFast(previous, { t, early });
    const burst = run.some((k) => k.held) && fastGaps() >= 2;
    const held = early || fast || burst;
    // A person's key after a burst: the burst's keys go back first, so the text keeps its order.
    if (!held && run.some((k) => k.held)) release();
    run.push({ key, t, into, held, early });
    clearTimeout(timer);
    timer = setTimeout(release, pauseMs + 100);
    return held;
  };

  const early = claimEarlyKeys(performance.now());
  for (const k of early.keys) {
    if (k.key === 'Enter') enter(k.t);
    else push(k.key, k.t, null, true);
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const t = now(e);
    if (e.key === 'Enter') {
      if (enter(t)) {
        e.preventDefault();
        e.stopPropagation();
      }
      return;
    }
    if (e.key.length !== 1) return;
    const into = isEditable(e.target) ? e.target : null;
    if (push(e.key, t, into, false)) e.preventDefault();
  };
  target.addEventListener('keydown', onKey, true);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('keydown', onKey, true);
    // Early keys that did not finish a scan wait for the next listener (a remount).
    early.release(run.every((k) => k.early) ? run.map(({ key, t }) => ({ key, t })) : []);
  };
}

/** The keys of a scan that reached a field before the burst was recognisable come back out of it. */
function takeBack(run: RunKey[]) {
  const typed = new Map<Field, string>();
  for (const k of run) if (k.into && !k.held) typed.set(k.into, (typed.get(k.into) ?? '') + k.key);
  for (const [field, text] of typed)
    if (field.isConnected && field.value.endsWith(text)) setValue(field, field.value.slice(0, -text.length));
}

/** Sets a React-controlled field's value the way typing would (so its onChange sees it). */
function setValue(el: Field, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
