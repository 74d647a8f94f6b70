import { describe, expect, it } from 'vitest';
import { businessInfoSchema } from '../settings/system-settings.ts';
import { firstRunSetupSchema, formatTin, TIN_MESSAGE, tinSchema } from './schemas.ts';

describe("the store's TIN", () => {
  it('is 9 digits plus a 3- or 5-digit branch code, dashes and spaces ignored', () => {
    expect(tinSchema.parse('123-456-789-000')).toBe('123456789000');
    expect(tinSchema.parse(' 123 456 789 00000 ')).toBe('12345678900000');
    expect(formatTin('123456789000')).toBe('123-456-789-000');
    expect(formatTin('12345678900000')).toBe('123-456-789-00000');
  });

  it('refuses the 9 digits alone, and any other length, in the words of a store owner', () => {
    for (const tin of ['123456789', '123-456-789', '1234567890', '1234567890000', '123456789000000', 'abc']) {
      const r = tinSchema.safeParse(tin);
      expect(r.success, tin).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(TIN_MESSAGE);
    }
    expect(TIN_MESSAGE).toContain('123-456-789-000');
    expect(TIN_MESSAGE).toContain('123-456-789-00000');
  });

  it('holds at first-run setup and in the store settings alike', () => {
    const setup = firstRunSetupSchema.safeParse({
      businessName: 'Santos Agrivet',
      address: 'Malolos',
      tin: '123-456-789',
      vatRegistered: true,
    });
    expect(setup.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['tin', TIN_MESSAGE]]);
    const settings = businessInfoSchema.safeParse({
      name: 'Santos Agrivet',
      businessStyle: '',
      address: 'Malolos',
      phone: '',
      email: '',
      website: '',
      taxId: '123456789',
    });
    expect(settings.error?.issues.map((i) => i.path.join('.'))).toEqual(['taxId']);
  });
});
