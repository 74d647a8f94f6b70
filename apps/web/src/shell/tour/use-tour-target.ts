import { useEffect, useState } from 'react';
import type { Box } from './place-card.ts';
import { targetSelector } from './tours.ts';

/** How often the target is looked for and measured (it may appear after a screen loads, or move). */
const POLL_MS = 250;
/** The attribute the highlighted element carries while its step is shown. */
export const ACTIVE_ATTR = 'data-tour-active';

function isShown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

/** The first of the step's targets that is on screen now, or null. */
export function findTarget(names: readonly string[], root: ParentNode = document): HTMLElement | null {
  for (const name of names) {
    for (const el of root.querySelectorAll<HTMLElement>(targetSelector(name))) {
      if (isShown(el)) return el;
    }
  }
  return null;
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * Finds the step's element, scrolls it into view once, marks it `data-tour-active` and follows its box
 * through scrolling, resizing and screens that load late. `searching` stays true for a moment after the
 * step starts, so a screen that is still opening is not reported as missing.
 */
export function useTourTarget(stepKey: string, names: readonly string[]) {
  const [box, setBox] = useState<Box | null>(null);
  const [searching, setSearching] = useState(true);
  const namesKey = names.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: stepKey restarts the search for each step; namesKey stands for names
  useEffect(() => {
    let current: HTMLElement | null = null;
    let scrolled = false;
    const list = namesKey ? namesKey.split('|') : [];
    setSearching(true);
    const measure = () => {
      const el = findTarget(list);
      if (el !== current) {
        current?.removeAttribute(ACTIVE_ATTR);
        el?.setAttribute(ACTIVE_ATTR, 'true');
        current = el;
        if (el && !scrolled) {
          scrolled = true;
          el.scrollIntoView?.({ block: 'center', inline: 'nearest' });
        }
      }
      const r = el?.getBoundingClientRect();
      const next = r ? { top: r.top, left: r.left, width: r.width, height: r.height } : null;
      setBox((prev) => (sameBox(prev, next) ? prev : next));
    };
    measure();
    const poll = window.setInterval(measure, POLL_MS);
    const settle = window.setTimeout(() => setSearching(false), 1500);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(settle);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      current?.removeAttribute(ACTIVE_ATTR);
    };
  }, [stepKey, namesKey]);

  return { box, searching: searching && box === null };
}
