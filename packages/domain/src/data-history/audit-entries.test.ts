import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditEntriesToRows,
  changeText,
  deviceOf,
  fieldWords,
  moduleOfAction,
} from './audit-entries.ts';
import { anonymizedName } from './privacy.ts';

describe('data history rules', () => {
  it('words a recorded field without a label: camelCase split, the unit dropped', () => {
    expect(fieldWords('minStockMilli')).toBe('Min stock');
    expect(fieldWords('priceCentavos')).toBe('Price');
    expect(fieldWords('creditTermsDays')).toBe('Credit terms days');
    expect(fieldWords('zip_code')).toBe('Zip code');
    expect(fieldWords('sku')).toBe('Sku');
  });

  it('reads the module of an action from its prefix', () => {
    expect(moduleOfAction('catalog.product_updated')).toBe('catalog');
    expect(moduleOfAction('privacy.sensitive_read')).toBe('privacy');
  });

  it('reads before → after from the shapes the services write', () => {
    expect(
      auditChanges({
        sku: 'FD-1',
        changed: ['priceCentavos'],
        changes: { priceCentavos: { from: 12000, to: 12500 } },
      }),
    ).toEqual([{ field: 'priceCentavos', from: 12000, to: 12500 }]);
    expect(auditChanges({ email: 'a@b.ph', from: 'cashier', to: 'manager' })).toEqual([
      { field: 'role', from: 'cashier', to: 'manager' },
    ]);
    expect(
      auditChanges({
        businessInfo: { from: { name: 'A', phone: '1' }, to: { name: 'B', phone: '1', tin: 'x' } },
      }),
    ).toEqual([
      { field: 'businessInfo.name', from: 'A', to: 'B' },
      { field: 'businessInfo.tin', from: undefined, to: 'x' },
    ]);
    expect(auditChanges({ maintenance: { from: false, to: true } })).toEqual([
      { field: 'maintenance', from: false, to: true },
    ]);
    expect(auditChanges({ sku: 'FD-1', changed: ['image'] })).toEqual([]);
  });

  it('writes a value as one line', () => {
    expect(changeText(null)).toBe('');
    expect(changeText(12)).toBe('12');
    expect(changeText(['a'])).toBe('["a"]');
  });

  it('names the device of a user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Edg/120',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('weird-agent')).toBe('weird-agent');
  });

  it('exports one row per entry under a header', () => {
    const rows = auditEntriesToRows([
      {
        id: '1',
        at: '2026-01-02T03:04:05.000Z',
        action: 'users.role_changed',
        actorUserId: 'u',
        actorName: 'Ana',
        actorEmail: 'ana@store.ph',
        targetType: 'user',
        targetId: 'u2',
        details: { from: 'cashier', to: 'manager' },
        ip: '10.0.0.1',
        userAgent: null,
      },
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      '2026-01-02T03:04:05.000Z',
      'Ana',
      'ana@store.ph',
      'users.role_changed',
      'user',
      'u2',
      'role: cashier → manager',
      '10.0.0.1',
      null,
      '{"from":"cashier","to":"manager"}',
    ]);
  });

  it('names an anonymized customer by number only', () => {
    expect(anonymizedName('C-00012')).toBe('Anonymized customer #C-00012');
  });
});
