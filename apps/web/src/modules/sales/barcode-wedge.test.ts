// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { listenForScans } from './barcode-wedge.ts';

function typeKeys(keys: string[], gap: number, clock: { t: number }, target: EventTarget = window) {
  const events: KeyboardEvent[] = [];
  for (const key of keys) {
    clock.t += gap;
    const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    target.dispatchEvent(e);
    events.push(e);
  }
  return events;
}

describe('keyboard-wedge scanner', () => {
  it('hands a fast burst ending in Enter to onScan and keeps it out of the page', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    const events = typeKeys([...'4800016644290', 'Enter'], 5, clock);
    expect(onScan).toHaveBeenCalledWith('4800016644290');
    expect(events.slice(1).every((e) => e.defaultPrevented)).toBe(true);
    stop();
  });

  it('leaves a person typing alone', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    const events = typeKeys([...'urea', 'Enter'], 120, clock);
    expect(onScan).not.toHaveBeenCalled();
    expect(events.some((e) => e.defaultPrevented)).toBe(false);
    stop();
  });

  it('takes the first character back out of the focused field', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const input = document.createElement('input');
    document.body.append(input);
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    input.value = 'x4';
    typeKeys([...'4800', 'Enter'], 5, clock, input);
    expect(onScan).toHaveBeenCalledWith('4800');
    expect(input.value).toBe('x');
    stop();
    input.remove();
  });
});

describe('keyboard-wedge scanner, slow Enter', () => {
  it('accepts an Enter a little after a fast burst, but not a typed word', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    typeKeys([...'48001664'], 5, clock);
    typeKeys(['Enter'], 90, clock);
    expect(onScan).toHaveBeenCalledWith('48001664');
    typeKeys([...'urea'], 90, clock);
    typeKeys(['Enter'], 90, clock);
    expect(onScan).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('keyboard-wedge scanner, fast typing', () => {
  it('gives a short fast burst back to the field', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const input = document.createElement('input');
    document.body.append(input);
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    input.value = '2';
    typeKeys([...'2.5'], 5, clock, input);
    typeKeys(['Enter'], 5, clock, input);
    expect(onScan).not.toHaveBeenCalled();
    expect(input.value).toBe('2.5');
    stop();
    input.remove();
  });
});

describe('keyboard-wedge scanner on a slow machine', () => {
  it('keeps a scan whole when the first keys reached the search box late and slowly', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const input = document.createElement('input');
    document.body.append(input);
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    // The page was busy drawing what the first keys typed: they arrived 95, 41 and 36 ms apart.
    for (const [key, gap] of [
      ['4', 95],
      ['8', 95],
      ['1', 41],
      ['7', 36],
    ] as const) {
      clock.t += gap;
      const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      input.dispatchEvent(e);
      if (!e.defaultPrevented) input.value += key;
    }
    typeKeys([...'956739318', 'Enter'], 12, clock, input);
    expect(onScan).toHaveBeenCalledWith('4817956739318');
    expect(input.value).toBe('');
    stop();
    input.remove();
  });

  it('a pause longer than a hiccup inside a burst does not split it', () => {
    const clock = { t: 1000 };
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    typeKeys([...'480000'], 8, clock);
    typeKeys(['0'], 150, clock);
    typeKeys([...'39606', 'Enter'], 8, clock);
    expect(onScan).toHaveBeenCalledWith('480000039606');
    stop();
  });
});

describe('keyboard-wedge scanner, keys before the register', () => {
  it('a scan pressed while the register was loading is handed over when it starts', async () => {
    const { recordEarlyKeys } = await import('./early-keys.ts');
    window.history.pushState(null, '', '/pos');
    const stopRecording = recordEarlyKeys(window);
    for (const key of [...'4800000039606', 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan });
    expect(onScan).toHaveBeenCalledWith('4800000039606');
    stop();
    stopRecording();
  });

  it('the start of a scan pressed before the register joins the rest pressed after', async () => {
    const { recordEarlyKeys } = await import('./early-keys.ts');
    window.history.pushState(null, '', '/pos');
    const stopRecording = recordEarlyKeys(window);
    for (const key of '48000')
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const onScan = vi.fn();
    const clock = { t: performance.now() + 400 };
    const stop = listenForScans(window, { onScan, now: () => clock.t });
    typeKeys([...'00039606', 'Enter'], 10, clock);
    expect(onScan).toHaveBeenCalledWith('4800000039606');
    stop();
    stopRecording();
  });

  it('keeps nothing typed on other screens or into a field', async () => {
    const { recordEarlyKeys } = await import('./early-keys.ts');
    window.history.pushState(null, '', '/inventory');
    const stopRecording = recordEarlyKeys(window);
    for (const key of [...'4800000039606', 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    window.history.pushState(null, '', '/pos');
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan });
    expect(onScan).not.toHaveBeenCalled();
    stop();
    stopRecording();
  });

  it('keys pressed while the app itself was still downloading (public/early-keys.js) are not lost', async () => {
    window.history.pushState(null, '', '/pos');
    // The page's head runs the plain script before any of the app has arrived.
    const headScript = readFileSync(`${process.cwd()}/apps/web/public/early-keys.js`, 'utf8');
    new Function(headScript).call(window);
    for (const key of '480')
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    // Then main.tsx installs the app's recorder, which takes those keys over.
    const { recordEarlyKeys } = await import('./early-keys.ts');
    const stopRecording = recordEarlyKeys(window);
    for (const key of [...'0000039606', 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const onScan = vi.fn();
    const stop = listenForScans(window, { onScan });
    expect(onScan).toHaveBeenCalledWith('4800000039606');
    stop();
    stopRecording();
  });
});
