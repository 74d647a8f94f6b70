/**
 * A keyboard-wedge barcode scanner types the code much faster than a person and presses Enter. This
 * listener (on window, capture phase) sees those bursts from any focus: keys less than `gapMs` apart
 * after the first are kept out of the focused field, and on Enter a burst of at least `minLength`
 * characters is handed to `onScan` (the first character, which reached the field before the burst was
 * recognisable, is taken back out of it). A burst that ends otherwise (fast typing, a short code) is
 * given back to the field.
 */
export interface WedgeOptions {
  onScan: (code: string) => void;
  gapMs?: number;
  minLength?: number;
  now?: () => number;
}

export function listenForScans(
  target: Window,
  { onScan, gapMs = 35, minLength = 4, now = () => performance.now() }: WedgeOptions,
) {
  let buffer = '';
  let burst = false;
  let last = 0;
  let firstInto: HTMLInputElement | HTMLTextAreaElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A fast burst that did not end as a scan (a quick typist, a test): give the field its keys back. */
  const flush = () => {
    clearTimeout(timer);
    if (burst && firstInto?.isConnected && buffer.length > 1)
      setValue(firstInto, firstInto.value + buffer.slice(1));
    buffer = '';
    burst = false;
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const t = now();
    const previous = last;
    const fast = t - last <= gapMs;
    last = t;
    if (e.key === 'Enter') {
      // Some scanners (and busy machines) pause a little before the Enter.
      if (t - previous <= gapMs * 4 && burst && buffer.length >= minLength) {
        e.preventDefault();
        e.stopPropagation();
        const code = buffer;
        if (firstInto?.value.endsWith(code[0]!)) setValue(firstInto, firstInto.value.slice(0, -1));
        buffer = '';
        burst = false;
        firstInto = null;
        onScan(code);
        return;
      }
      flush();
      return;
    }
    if (e.key.length !== 1) return;
    if (fast && buffer) {
      buffer += e.key;
      burst = true;
      e.preventDefault();
      clearTimeout(timer);
      timer = setTimeout(flush, gapMs * 4);
      return;
    }
    flush();
    buffer = e.key;
    burst = false;
    const el = e.target as HTMLElement | null;
    firstInto = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
  };
  target.addEventListener('keydown', onKey, true);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('keydown', onKey, true);
  };
}

/** Sets a React-controlled field's value the way typing would (so its onChange sees it). */
function setValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
