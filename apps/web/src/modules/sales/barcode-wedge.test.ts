// @vitest-environment happy-dom
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
