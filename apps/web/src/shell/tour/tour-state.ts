import { useSyncExternalStore } from 'react';
import type { TourId } from './tours.ts';

/** Seed 001 §2: autoplay advances every 5 seconds. */
export const AUTOPLAY_MS = 5000;

export type TourState =
  | { status: 'closed' }
  | { status: 'picking' }
  | { status: 'running'; tourId: TourId; index: number; count: number; playing: boolean };

export type TourEvent =
  | { type: 'pick' }
  | { type: 'start'; tourId: TourId; count: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'toggle-play' }
  | { type: 'tick' }
  | { type: 'close' };

/**
 * The tour's moves. Next on the last step finishes the tour; autoplay (`tick`) stops on the last step
 * instead, so the user can read it. Previous on the first step stays there.
 */
export function tourReducer(state: TourState, event: TourEvent): TourState {
  switch (event.type) {
    case 'pick':
      return { status: 'picking' };
    case 'start':
      return { status: 'running', tourId: event.tourId, index: 0, count: event.count, playing: false };
    case 'close':
      return { status: 'closed' };
  }
  if (state.status !== 'running') return state;
  const last = state.index >= state.count - 1;
  switch (event.type) {
    case 'next':
      return last ? { status: 'closed' } : { ...state, index: state.index + 1 };
    case 'previous':
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'toggle-play':
      return { ...state, playing: !state.playing };
    case 'tick':
      return last ? { ...state, playing: false } : { ...state, index: state.index + 1 };
  }
}

/** Seed 001 §2 keys while a tour runs: arrows move, Space plays or pauses, Esc closes. */
export function tourKeyEvent(key: string): TourEvent | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { type: 'previous' };
    case ' ':
    case 'Spacebar':
      return { type: 'toggle-play' };
    case 'Escape':
    case 'Esc':
      return { type: 'close' };
    default:
      return null;
  }
}

/** Ctrl+H (⌘H on a Mac is the system's "hide", so Ctrl only) opens the tour picker. */
export const isTourShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>) =>
  e.ctrlKey && !e.altKey && !e.metaKey && e.key.toLowerCase() === 'h';

let state: TourState = { status: 'closed' };
const listeners = new Set<() => void>();

/** Moves the one tour of the page; the top bar's menu and Ctrl+H use it too. */
export function dispatchTour(event: TourEvent) {
  const next = tourReducer(state, event);
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

export function useTourState(): TourState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
