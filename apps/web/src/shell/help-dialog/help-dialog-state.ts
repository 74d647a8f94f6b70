import { useSyncExternalStore } from 'react';

/** Whether the Help & Documentation dialog is open; the top bar, the user menu and the tour open it. */
let opened = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === opened) return;
  opened = next;
  for (const l of listeners) l();
}

export const openHelpDialog = () => set(true);
export const closeHelpDialog = () => set(false);

export function useHelpDialogOpened(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => opened,
  );
}
