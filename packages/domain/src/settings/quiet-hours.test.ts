import { describe, expect, it } from 'vitest';
import { deliveryChannels, isWithinQuietHours, shouldNotify } from './quiet-hours.ts';
import { mergeUserSettings } from './resolve-user-settings.ts';
import { DEFAULT_USER_SETTINGS } from './user-settings.ts';

// Manila is UTC+8 all year (no daylight saving).
const manila = {
  '21:59': new Date('2026-03-10T13:59:00Z'),
  '22:00': new Date('2026-03-10T14:00:00Z'),
  '00:00': new Date('2026-03-10T16:00:00Z'),
  '07:59': new Date('2026-03-10T23:59:00Z'),
  '08:00': new Date('2026-03-11T00:00:00Z'),
  '12:00': new Date('2026-03-11T04:00:00Z'),
  '13:00': new Date('2026-03-11T05:00:00Z'),
  '13:59': new Date('2026-03-11T05:59:00Z'),
  '14:00': new Date('2026-03-11T06:00:00Z'),
};

const overnight = { enabled: true, start: '22:00', end: '08:00' };

describe('isWithinQuietHours', () => {
  it('22:00–08:00 across midnight, Manila clock: start inside, end outside', () => {
    expect(isWithinQuietHours(overnight, manila['21:59'])).toBe(false);
    expect(isWithinQuietHours(overnight, manila['22:00'])).toBe(true);
    expect(isWithinQuietHours(overnight, manila['00:00'])).toBe(true);
    expect(isWithinQuietHours(overnight, manila['07:59'])).toBe(true);
    expect(isWithinQuietHours(overnight, manila['08:00'])).toBe(false);
    expect(isWithinQuietHours(overnight, manila['12:00'])).toBe(false);
  });

  it('a same-day range', () => {
    const lunch = { enabled: true, start: '13:00', end: '14:00' };
    expect(isWithinQuietHours(lunch, manila['12:00'])).toBe(false);
    expect(isWithinQuietHours(lunch, manila['13:00'])).toBe(true);
    expect(isWithinQuietHours(lunch, manila['13:59'])).toBe(true);
    expect(isWithinQuietHours(lunch, manila['14:00'])).toBe(false);
  });

  it('start == end is never quiet', () => {
    const empty = { enabled: true, start: '22:00', end: '22:00' };
    for (const at of Object.values(manila)) expect(isWithinQuietHours(empty, at)).toBe(false);
  });

  it('off is never quiet', () => {
    expect(isWithinQuietHours({ ...overnight, enabled: false }, manila['00:00'])).toBe(false);
  });

  it('reads the clock of the zone it is given', () => {
    // 14:00Z is 22:00 in Manila but 14:00 in UTC.
    expect(isWithinQuietHours(overnight, manila['22:00'], 'UTC')).toBe(false);
    expect(isWithinQuietHours(overnight, manila['08:00'], 'UTC')).toBe(true);
  });
});

describe('shouldNotify', () => {
  const quiet = mergeUserSettings(DEFAULT_USER_SETTINGS, {
    notifications: { quietHours: { enabled: true } },
  }).notifications;

  it('stores and alerts by default', () => {
    expect(shouldNotify(DEFAULT_USER_SETTINGS.notifications, 'inventory', manila['12:00'])).toEqual({
      store: true,
      alert: true,
    });
  });

  it('during quiet hours: stored, no toast or sound', () => {
    expect(shouldNotify(quiet, 'sales', manila['22:00'])).toEqual({ store: true, alert: false });
    expect(shouldNotify(quiet, 'sales', manila['08:00'])).toEqual({ store: true, alert: true });
  });

  it('nothing when notifications or the category are off', () => {
    const off = mergeUserSettings(DEFAULT_USER_SETTINGS, { notifications: { enabled: false } }).notifications;
    expect(shouldNotify(off, 'system', manila['12:00'])).toEqual({ store: false, alert: false });
    expect(shouldNotify(DEFAULT_USER_SETTINGS.notifications, 'marketing', manila['12:00'])).toEqual({
      store: false,
      alert: false,
    });
  });

  it('maps the entity categories: finance → reports, hr → reminders', () => {
    const noReports = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      notifications: { categories: { reports: false } },
    }).notifications;
    expect(shouldNotify(noReports, 'finance', manila['12:00']).store).toBe(false);
    expect(shouldNotify(noReports, 'hr', manila['12:00']).store).toBe(true);
    const noReminders = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      notifications: { categories: { reminders: false } },
    }).notifications;
    expect(shouldNotify(noReminders, 'hr', manila['12:00']).store).toBe(false);
    expect(shouldNotify(noReminders, 'finance', manila['12:00']).store).toBe(true);
  });

  it('a batched frequency stores without interrupting', () => {
    const daily = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      notifications: { frequency: 'daily' },
    }).notifications;
    expect(shouldNotify(daily, 'inventory', manila['12:00'])).toEqual({ store: true, alert: false });
  });
});

describe('deliveryChannels', () => {
  it('nothing leaves FBMS until the user turns a channel on', () => {
    expect(deliveryChannels(DEFAULT_USER_SETTINGS.notifications, 'lowStock', manila['12:00'])).toEqual([]);
  });

  it("the event's channels among those turned on; quiet hours hold back push and SMS", () => {
    const on = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      notifications: { email: true, push: true, quietHours: { enabled: true } },
    }).notifications;
    expect(deliveryChannels(on, 'lowStock', manila['12:00'])).toEqual(['email', 'push']);
    expect(deliveryChannels(on, 'newSale', manila['12:00'])).toEqual(['push']);
    expect(deliveryChannels(on, 'lowStock', manila['22:00'])).toEqual(['email']);
    expect(deliveryChannels(on, 'newSale', manila['07:59'])).toEqual([]);
  });

  it("nothing when the event's category is off", () => {
    const on = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      notifications: { email: true, push: true, categories: { inventory: false } },
    }).notifications;
    expect(deliveryChannels(on, 'lowStock', manila['12:00'])).toEqual([]);
    expect(deliveryChannels(on, 'systemAlert', manila['12:00'])).toEqual(['email', 'push']);
  });
});
