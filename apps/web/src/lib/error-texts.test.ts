import { ERROR_CATALOGUE, REFUSAL_REASONS } from '@fbms/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsEn } from '../i18n/errors.en.ts';
import { errorsFil } from '../i18n/errors.fil.ts';
import { apiTextsEn, apiTextsFil } from './api.i18n.ts';
import { parseErrorBody, setApiTexts } from './api.ts';
import { type ErrorText, type ErrorTexts, FIELD_MESSAGES } from './error-texts.ts';

const envelope = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }), requestId: 'req-test' },
});

const slots = (text: ErrorText) =>
  (typeof text === 'string' ? [text] : [text.one, text.other]).map((t) =>
    [...t.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort(),
  );

const inFilipino = () => setApiTexts(apiTextsFil, errorsFil);
afterEach(() => setApiTexts(apiTextsEn, errorsEn));

describe('the refusal tables', () => {
  const groups = ['codes', 'reasons', 'modules', 'roles', 'actions', 'fields'] as const;

  it('word every code of the catalogue and every reason, in both languages', () => {
    for (const table of [errorsEn, errorsFil]) {
      expect(Object.keys(table.codes).sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
      expect(Object.keys(table.reasons).sort()).toEqual([...REFUSAL_REASONS].sort());
      expect(Object.keys(table.fields).sort()).toEqual([...FIELD_MESSAGES].sort());
    }
    for (const group of groups)
      expect(Object.keys(errorsFil[group]).sort()).toEqual(Object.keys(errorsEn[group]).sort());
  });

  it('use the same placeholders in English and Filipino, and no empty text', () => {
    for (const group of ['codes', 'reasons'] as const) {
      const en: Record<string, ErrorText> = errorsEn[group];
      const fil: Record<string, ErrorText> = errorsFil[group];
      for (const key of Object.keys(en)) {
        expect({ key, slots: slots(fil[key]!) }).toEqual({ key, slots: slots(en[key]!) });
        for (const text of [en[key]!, fil[key]!])
          expect(typeof text === 'string' ? text : text.one + text.other).not.toBe('');
      }
    }
  });

  it('says the catalogue’s messages in English as the server does', () => {
    for (const [code, e] of Object.entries(ERROR_CATALOGUE))
      expect(errorsEn.codes[code as keyof ErrorTexts['codes']]).toBe(e.message);
  });
});

describe('ApiError in the page’s language', () => {
  it('fills a Filipino text from the refusal’s parameters (HELD_CARTS_FULL)', () => {
    inFilipino();
    const e = parseErrorBody(
      409,
      envelope('HELD_CARTS_FULL', 'This terminal already holds 20 carts, the most it can. …', {
        reason: 'heldCartsFull',
        held: 20,
        max: 20,
      }),
    );
    expect(e.code).toBe('HELD_CARTS_FULL');
    expect(e.message).toBe(
      'May 20 na naka-hold na cart na ang terminal na ito, iyan na ang pinakamarami. Ituloy o burahin muna ang isa.',
    );
    expect(e.details).toMatchObject({ reason: 'heldCartsFull', held: 20 });
  });

  it('words a reason with pesos, quantities and its fields', () => {
    inFilipino();
    const price = parseErrorBody(
      409,
      envelope('SALE_PRICE_CHANGED', 'The price of Layer Mash per sack is now ₱1,250.00 …', {
        reason: 'priceChanged',
        productName: 'Layer Mash',
        unit: 'sack',
        priceCentavos: 125_000,
        cartPriceCentavos: 120_000,
        fields: { 'lines.0.unitPriceCentavos': 'Now ₱1,250.00' },
      }),
    );
    expect(price.message).toBe(
      'Ang presyo ng Layer Mash per sack ay ₱1,250.00 na ngayon (sa cart ay ₱1,200.00). Tingnan ang cart.',
    );
    // A field message with a figure in it stays as the server wrote it.
    expect(price.fields).toEqual({ 'lines.0.unitPriceCentavos': 'Now ₱1,250.00' });

    const message = 'Layer Mash: insufficient stock. Available: 2.5 kg, Requested: 3 kg';
    const stock = parseErrorBody(
      409,
      envelope('INSUFFICIENT_STOCK', message, {
        reason: 'saleStockInsufficient',
        productName: 'Layer Mash',
        availableMilli: 2_500,
        requestedMilli: 3_000,
        unit: 'kg',
        fields: { 'lines.0.qtyMilli': '2.5 kg left' },
      }),
    );
    expect(stock.message).toBe('Layer Mash: kulang ang stock. Mayroon: 2.5 kg, Hinihingi: 3 kg');
  });

  it('translates a field that repeats the message, and the fixed sentences of the domain', () => {
    inFilipino();
    const e = parseErrorBody(
      422,
      envelope('VALIDATION_FAILED', 'Choose an active location', {
        reason: 'locationInactive',
        fields: { locationId: 'Choose an active location' },
      }),
    );
    expect(e.message).toBe('Pumili ng aktibong lokasyon');
    expect(e.fields).toEqual({ locationId: 'Pumili ng aktibong lokasyon' });

    const pay = parseErrorBody(
      422,
      envelope('VALIDATION_FAILED', 'The payments do not cover the total yet', {
        fields: { payments: 'The payments do not cover the total yet', cardLast4: 'Expected string' },
      }),
    );
    expect(pay.message).toBe('Hindi pa sapat ang bayad sa total');
    expect(pay.fields).toEqual({
      payments: 'Hindi pa sapat ang bayad sa total',
      cardLast4: 'Expected string',
    });
  });

  it('names the module and the role of an access denial', () => {
    inFilipino();
    const e = parseErrorBody(
      403,
      envelope('AUTH_INSUFFICIENT_PERMISSIONS', 'Access Denied — You do not have permission …', {
        reason: 'accessModule',
        module: 'inventory',
        action: 'edit',
        minRole: null,
      }),
    );
    expect(e.message).toBe('Bawal — Wala kang pahintulot na buksan ang module na Imbentaryo.');
    const role = parseErrorBody(
      403,
      envelope(
        'AUTH_INSUFFICIENT_PERMISSIONS',
        'Access Denied — This feature requires manager role or higher.',
        {
          reason: 'accessRole',
          module: 'operations',
          action: 'view',
          minRole: 'manager',
        },
      ),
    );
    expect(role.message).toBe('Bawal — Kailangan ng role na Manager o mas mataas para dito.');
  });

  it('shows a lockout time in Manila time', () => {
    inFilipino();
    const e = parseErrorBody(
      429,
      envelope('AUTH_ACCOUNT_LOCKED', 'Too Many Attempts: Please wait until 3:45 PM before trying again', {
        reason: 'lockedUntil',
        until: '2026-03-14T07:45:00.000Z',
      }),
    );
    expect(e.message).toBe('Sobrang dami ng subok: Maghintay hanggang 3:45 PM bago sumubok ulit');
  });

  it('translates a code the server sent with the catalogue’s message', () => {
    inFilipino();
    const e = parseErrorBody(403, envelope('APPROVAL_REQUIRED', ERROR_CATALOGUE.APPROVAL_REQUIRED.message));
    expect(e.message).toBe('Kailangan ng approval ng manager.');
  });

  it('falls back to the server’s English for an unknown code, an unknown reason or an unkeyed message', () => {
    inFilipino();
    expect(parseErrorBody(409, envelope('SOMETHING_NEW', 'A brand new refusal')).message).toBe(
      'A brand new refusal',
    );
    expect(
      parseErrorBody(409, envelope('BUSINESS_INVALID_OPERATION', 'A newer reason', { reason: 'notYetKnown' }))
        .message,
    ).toBe('A newer reason');
    // The admin's own maintenance note, and zod's wording, are shown as written.
    expect(parseErrorBody(503, envelope('API_MAINTENANCE', 'Back at 2 PM')).message).toBe('Back at 2 PM');
  });

  it('reads in English as the server wrote it', () => {
    const cases = [
      envelope(
        'HELD_CARTS_FULL',
        'This terminal already holds 20 carts, the most it can. Resume or delete one of them first.',
        {
          reason: 'heldCartsFull',
          held: 20,
          max: 20,
        },
      ),
      envelope(
        'BUSINESS_INVALID_OPERATION',
        'Feeds is used by 1 product. Move them to another category or deactivate it instead.',
        {
          reason: 'categoryInUse',
          name: 'Feeds',
          count: 1,
        },
      ),
      envelope('VALIDATION_FAILED', '3 problems in this file; nothing was imported', {
        reason: 'importHasProblems',
        count: 3,
        problems: [],
      }),
      envelope('SALE_TOTAL_CHANGED', 'The total is ₱1,250.00, not ₱1,200.00. Check the cart and try again.', {
        reason: 'totalChanged',
        totalCentavos: 125_000,
        sentCentavos: 120_000,
      }),
      envelope(
        'AUTH_INSUFFICIENT_PERMISSIONS',
        'Insufficient Permissions — You do not have permission to edit in the Inventory module.',
        { reason: 'accessAction', module: 'inventory', action: 'edit', minRole: null },
      ),
      envelope('AUTH_ACCOUNT_LOCKED', 'Too Many Attempts: Please wait until 3:45 PM before trying again', {
        reason: 'lockedUntil',
        until: '2026-03-14T07:45:00.000Z',
      }),
    ];
    for (const body of cases) expect(parseErrorBody(409, body).message).toBe(body.error.message);
  });
});
