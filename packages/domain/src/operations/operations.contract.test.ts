import { describe, expect, it } from 'vitest';
import { terminalStatus } from './operations.contract.ts';

describe('terminalStatus', () => {
  const today = '2026-11-27';
  it('a past day left open is due its Z-reading, even with a shift still open', () => {
    expect(terminalStatus({ businessDate: '2026-11-26', dayOpen: true, openShift: true }, today)).toBe(
      'z_due',
    );
    expect(terminalStatus({ businessDate: '2026-11-26', dayOpen: true, openShift: false }, today)).toBe(
      'z_due',
    );
  });
  it('sells with a shift open today', () => {
    expect(terminalStatus({ businessDate: today, dayOpen: true, openShift: true }, today)).toBe('selling');
  });
  it('a Z-reading taken moves the date past today: the day is closed', () => {
    expect(terminalStatus({ businessDate: '2026-11-28', dayOpen: false, openShift: false }, today)).toBe(
      'day_closed',
    );
  });
  it('otherwise no shift is open (an idle day on a past date moves to today by itself)', () => {
    expect(terminalStatus({ businessDate: today, dayOpen: false, openShift: false }, today)).toBe('no_shift');
    expect(terminalStatus({ businessDate: '2026-11-20', dayOpen: false, openShift: false }, today)).toBe(
      'no_shift',
    );
  });
});
