import { useRef } from 'react';

export const LONG_PRESS_MS = 500;
export const REPEAT_TAP_MS = 300;

/**
 * Seed 000 §2 for the mobile navigation: a press held longer than 500 ms is not a tap, and a second tap
 * on the same item within 300 ms is the same tap. Spread the returned props on the item and check
 * `accept(id)` in its click handler.
 */
export function useTapGuard(now: () => number = () => Date.now()) {
  const pressedAt = useRef<number | null>(null);
  const last = useRef<{ id: string; at: number } | null>(null);
  return {
    pressProps: {
      onPointerDown: () => {
        pressedAt.current = now();
      },
    },
    accept(id: string): boolean {
      const at = now();
      const held = pressedAt.current === null ? 0 : at - pressedAt.current;
      pressedAt.current = null;
      if (held > LONG_PRESS_MS) return false;
      if (last.current && last.current.id === id && at - last.current.at < REPEAT_TAP_MS) return false;
      last.current = { id, at };
      return true;
    },
  };
}
