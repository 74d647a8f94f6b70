import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before a text or number field saves. */
export const TYPING_SAVE_MS = 600;

/**
 * The text a field shows while the user types. Saves after a pause, at once on blur, and on unmount;
 * follows the saved value when it changes from outside (a refusal rolled back, an import, a reset).
 */
export function useDebouncedDraft<V, D>(value: V, toDraft: (value: V) => D, save: (draft: D) => void) {
  const [draft, setDraft] = useState<D>(() => toDraft(value));
  const pending = useRef<{ draft: D } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ save, toDraft });
  latest.current = { save, toDraft };

  useEffect(() => {
    setDraft(latest.current.toDraft(value));
  }, [value]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) latest.current.save(next.draft);
  }, []);

  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: D) => {
      setDraft(next);
      pending.current = { draft: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPING_SAVE_MS);
    },
    [flush],
  );

  return { draft, change, flush };
}
