import { getModule } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { fil } from '../../i18n/fil.ts';
import { MARGIN, placeCard } from './place-card.ts';
import { isTourShortcut, type TourState, tourKeyEvent, tourReducer } from './tour-state.ts';
import { progressPercent, TOURS, toursFor } from './tours.ts';

const running = (index: number, count = 4): TourState => ({
  status: 'running',
  tourId: 'getting-started',
  index,
  count,
  playing: false,
});

describe('tour moves', () => {
  it('starts at the first step, paused', () => {
    expect(tourReducer({ status: 'picking' }, { type: 'start', tourId: 'admin', count: 4 })).toEqual({
      status: 'running',
      tourId: 'admin',
      index: 0,
      count: 4,
      playing: false,
    });
  });

  it('Next finishes on the last step; Previous stays on the first', () => {
    expect(tourReducer(running(1), { type: 'next' })).toMatchObject({ index: 2 });
    expect(tourReducer(running(3), { type: 'next' })).toEqual({ status: 'closed' });
    expect(tourReducer(running(0), { type: 'previous' })).toMatchObject({ index: 0 });
  });

  it('autoplay moves on and stops on the last step so it can be read', () => {
    const playing = { ...running(2), playing: true } as TourState;
    expect(tourReducer(playing, { type: 'tick' })).toMatchObject({ index: 3, playing: true });
    expect(tourReducer({ ...running(3), playing: true } as TourState, { type: 'tick' })).toMatchObject({
      index: 3,
      playing: false,
    });
  });

  it('ignores moves when no tour runs', () => {
    const closed: TourState = { status: 'closed' };
    expect(tourReducer(closed, { type: 'next' })).toBe(closed);
  });

  it('maps the keys of seed 001 §2 and Ctrl+H', () => {
    expect(tourKeyEvent('ArrowRight')).toEqual({ type: 'next' });
    expect(tourKeyEvent('ArrowLeft')).toEqual({ type: 'previous' });
    expect(tourKeyEvent(' ')).toEqual({ type: 'toggle-play' });
    expect(tourKeyEvent('Escape')).toEqual({ type: 'close' });
    expect(tourKeyEvent('a')).toBeNull();
    const key = { key: 'h', ctrlKey: true, altKey: false, metaKey: false };
    expect(isTourShortcut(key)).toBe(true);
    expect(isTourShortcut({ ...key, ctrlKey: false })).toBe(false);
    expect(isTourShortcut({ ...key, altKey: true })).toBe(false);
  });
});

describe('tours by role', () => {
  it('offers Admin Features to administrators only, and module tours to roles that use a landed module', () => {
    const ids = (role: Parameters<typeof toursFor>[0]) => toursFor(role).map((t) => t.id);
    expect(ids('admin')).toEqual(['getting-started', 'point-of-sale', 'inventory', 'reports', 'admin']);
    expect(ids('cashier')).toContain('point-of-sale');
    expect(ids('cashier')).not.toContain('admin');
    for (const role of ['manager', 'accountant', 'employee'] as const) {
      expect(ids(role)[0]).toBe('getting-started');
      expect(ids(role)).not.toContain('admin');
    }
  });

  it('has a title and description for every step in English and Filipino', () => {
    const texts = (lang: typeof en) => lang.tour.tours as Record<string, { steps: Record<string, object> }>;
    for (const tour of TOURS) {
      for (const step of tour.steps) {
        for (const lang of [en, fil]) {
          const s = texts(lang)[tour.id]?.steps[step.id] as Record<string, string> | undefined;
          expect(s?.title, `${tour.id}.${step.id}`).toBeTruthy();
          expect(s?.description, `${tour.id}.${step.id}`).toBeTruthy();
        }
      }
    }
  });

  it('shows the stock-alert steps only to the managers and administrators who receive stock alerts', () => {
    const steps = (role: Parameters<typeof toursFor>[0]) =>
      toursFor(role)
        .find((t) => t.id === 'inventory')
        ?.steps.map((s) => s.id);
    expect(steps('manager')?.slice(0, 4)).toEqual(['where', 'thresholds', 'alerts', 'branch-switcher']);
    expect(steps('cashier')).toEqual(['where']);
  });

  it('shows the transfer steps to those who may open Multi-Branch, once it has landed', () => {
    const landed = getModule('branches').available;
    const steps = (role: Parameters<typeof toursFor>[0]) =>
      toursFor(role)
        .find((t) => t.id === 'inventory')
        ?.steps.map((s) => s.id);
    const transfers = landed ? ['transfers', 'transfer-new'] : [];
    expect(steps('manager')).toEqual(['where', 'thresholds', 'alerts', 'branch-switcher', ...transfers]);
    expect(steps('admin')).toEqual(['where', 'thresholds', 'alerts', 'branch-switcher', ...transfers]);
    // A cashier may look at inventory but not at transfers.
    expect(steps('cashier')).toEqual(['where']);
  });

  it('shows the Operations steps of the POS tour to managers and admins only', () => {
    const steps = (role: Parameters<typeof toursFor>[0]) =>
      toursFor(role)
        .find((t) => t.id === 'point-of-sale')
        ?.steps.map((s) => s.id);
    for (const role of ['admin', 'manager'] as const)
      expect(steps(role)).toEqual([
        'where',
        'server',
        'theme',
        'permissions',
        'operations-terminals',
        'operations-waiting',
      ]);
    expect(steps('cashier')).toEqual(['where', 'server', 'theme', 'permissions']);
    // Accountants and employees have no POS and no Operations: the tour is not theirs.
    for (const role of ['accountant', 'employee'] as const) expect(steps(role)).toBeUndefined();
    const pos = TOURS.find((t) => t.id === 'point-of-sale')!;
    for (const step of pos.steps.filter((s) => s.id.startsWith('operations-'))) {
      expect(step.module).toBe('operations');
      expect(step.action).toEqual({ kind: 'navigate', to: '/operations' });
    }
  });

  it('shows the reports export step only to those who may export reports', () => {
    const steps = (role: Parameters<typeof toursFor>[0]) =>
      toursFor(role)
        .find((t) => t.id === 'reports')
        ?.steps.map((s) => s.id);
    for (const role of ['admin', 'manager', 'accountant'] as const)
      expect(steps(role)).toEqual(['where', 'pick', 'export', 'more']);
    for (const role of ['cashier', 'employee'] as const)
      expect(steps(role)).toEqual(['where', 'pick', 'more']);
  });

  it('counts progress from 1', () => {
    expect(progressPercent(0, 4)).toBe(25);
    expect(progressPercent(3, 4)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('where the step card goes', () => {
  const card = { width: 300, height: 160 };
  const desk = { width: 1366, height: 768 };

  it('sits on the asked side when it fits, else the opposite side', () => {
    const left = { top: 100, left: 20, width: 200, height: 40 };
    expect(placeCard(left, 'right', card, desk)).toEqual({ top: 100, left: 234 });
    expect(placeCard(left, 'left', card, desk).left).toBe(234);
  });

  it('stays inside the window and is centred without a target', () => {
    const corner = { top: 700, left: 1300, width: 60, height: 60 };
    const at = placeCard(corner, 'bottom', card, desk);
    expect(at.top).toBeGreaterThanOrEqual(MARGIN);
    expect(at.top + card.height).toBeLessThanOrEqual(desk.height - MARGIN);
    expect(at.left + card.width).toBeLessThanOrEqual(desk.width - MARGIN);
    expect(placeCard(null, 'right', card, desk)).toEqual({ top: 304, left: 533 });
  });

  it('docks on a phone to the edge away from the target', () => {
    const phone = { width: 360, height: 740 };
    const low = { top: 680, left: 10, width: 60, height: 50 };
    const high = { top: 10, left: 10, width: 60, height: 40 };
    expect(placeCard(low, 'top', card, phone).top).toBe(MARGIN);
    expect(placeCard(high, 'bottom', card, phone).top).toBe(740 - 160 - MARGIN);
  });
});
