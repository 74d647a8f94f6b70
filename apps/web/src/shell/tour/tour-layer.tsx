import type { Role } from '@fbms/domain';
import { useWindowEvent } from '@mantine/hooks';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TourOverlay } from './tour-overlay.tsx';
import { TourPicker } from './tour-picker.tsx';
import { AUTOPLAY_MS, dispatchTour, isTourShortcut, tourKeyEvent, useTourState } from './tour-state.ts';
import { progressPercent, stepTextKeys, toursFor } from './tours.ts';

/** Keys typed into a field belong to the field (Escape still closes the tour). */
function inField(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest?.('input, textarea, select, [contenteditable="true"]'));
}

/**
 * The interactive tour for the signed-in role: Ctrl+H opens the picker; while a tour runs, the arrow
 * keys move, Space plays or pauses, Esc closes, and autoplay moves on every 5 seconds. A step that
 * belongs to another screen opens that screen first.
 */
export function TourLayer({ role }: { role: Role }) {
  const { t } = useTranslation();
  const text = t as unknown as (key: string, options?: object) => string;
  const state = useTourState();
  const tours = useMemo(() => toursFor(role), [role]);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // In the capture phase, so a focused control (a menu, a combobox) cannot swallow the tour's keys.
  useWindowEvent(
    'keydown',
    (e) => {
      if (isTourShortcut(e)) {
        e.preventDefault();
        dispatchTour({ type: 'pick' });
        return;
      }
      if (state.status !== 'running' || e.ctrlKey || e.altKey || e.metaKey) return;
      const event = tourKeyEvent(e.key);
      if (!event || (event.type !== 'close' && inField(e.target))) return;
      // Space on a focused button would also click it: the tour's own key wins.
      e.preventDefault();
      e.stopPropagation();
      dispatchTour(event);
    },
    { capture: true },
  );

  const running = state.status === 'running' ? state : null;
  const tour = running ? (tours.find((t) => t.id === running.tourId) ?? null) : null;
  const step = running && tour ? tour.steps[running.index] : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step restarts the autoplay timer
  useEffect(() => {
    if (!running?.playing) return;
    const timer = window.setTimeout(() => dispatchTour({ type: 'tick' }), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running?.playing, running?.index]);

  const goTo = step?.action?.kind === 'navigate' ? step.action.to : null;
  // Only when the step starts: the user may still move elsewhere while reading it (pathname is read, not followed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per step, reads the path of the moment
  useEffect(() => {
    if (goTo && pathname !== goTo) void navigate({ to: goTo });
  }, [goTo, navigate, step]);

  // The tour ends with the session's shell (sign-out, role change).
  useEffect(() => () => dispatchTour({ type: 'close' }), []);

  if (state.status === 'picking') return <TourPicker opened tours={tours} />;
  if (!running || !tour || !step) return null;
  const keys = stepTextKeys(step);
  return (
    <TourOverlay
      tourName={text(`tour.tours.${tour.id}.name`)}
      step={step}
      index={running.index}
      count={running.count}
      percent={progressPercent(running.index, running.count)}
      playing={running.playing}
      title={text(keys.title)}
      description={text(keys.description)}
    />
  );
}
