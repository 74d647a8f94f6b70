import { describe, expect, it } from 'vitest';
import { businessInfoSchema, maintenanceSchema, sniffImageType } from './system-settings.ts';

describe('businessInfoSchema', () => {
  it('normalises TIN and phone and turns empty optional fields into null', () => {
    const r = businessInfoSchema.parse({
      name: 'Santos Agrivet',
      businessStyle: '',
      address: 'Malolos',
      phone: '0917-123 4567',
      email: '',
      website: '',
      taxId: '123-456-789-00000',
    });
    expect(r).toMatchObject({
      phone: '09171234567',
      email: null,
      website: null,
      taxId: '12345678900000',
      businessStyle: null,
    });
  });

  it('says what is wrong in the words of a store owner', () => {
    const r = businessInfoSchema.safeParse({
      name: '',
      address: 'x',
      phone: '12345',
      email: 'x',
      website: 'ftp://x',
      taxId: '1',
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Enter the registered business name');
    expect(messages).toContain('Enter a Philippine number: +63 or 0 followed by 10 digits');
    expect(messages).toContain('Invalid Email');
    expect(messages).toContain('Enter the website as https://…');
    expect(messages).toContain(
      'Enter the TIN with its branch code: 123-456-789-000, or 123-456-789-00000 (000 is the head office)',
    );
  });
});

describe('maintenanceSchema', () => {
  it('lowercases the allowed e-mails and refuses others', () => {
    expect(
      maintenanceSchema.parse({ mode: true, message: 'Back at 9', allowedUsers: ['Owner@Store.ph'] })
        .allowedUsers,
    ).toEqual(['owner@store.ph']);
    expect(maintenanceSchema.safeParse({ mode: true, message: '', allowedUsers: [] }).success).toBe(false);
  });
});

describe('sniffImageType', () => {
  it('reads the type from the first bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});
