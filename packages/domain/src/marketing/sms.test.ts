import { describe, expect, it } from 'vitest';
import { personalize, smsBody, smsFits, smsLength } from './sms.ts';

describe('smsLength', () => {
  it('counts GSM text in parts of 160, then 153', () => {
    expect(smsLength('')).toEqual({ encoding: 'gsm', length: 0, parts: 0, limit: 160 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm', length: 160, parts: 1, limit: 160 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm', length: 161, parts: 2, limit: 306 });
    expect(smsLength('a'.repeat(306)).parts).toBe(2);
    expect(smsLength('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extended character twice and ñ once', () => {
    expect(smsLength('€5').length).toBe(3);
    expect(smsLength('Señor').length).toBe(5);
    expect(smsLength('Señor').encoding).toBe('gsm');
  });

  it('switches to UCS-2 for an emoji or a curly quote: 70 a message', () => {
    expect(smsLength('Hi 🌾')).toMatchObject({ encoding: 'ucs2', length: 5, parts: 1, limit: 70 });
    expect(smsLength('’'.repeat(71))).toMatchObject({ encoding: 'ucs2', parts: 2, limit: 134 });
  });
});

describe('messages', () => {
  it('puts the name in and the opt-out line after an SMS', () => {
    expect(personalize('Hi {name}, {name}!', 'Ana')).toBe('Hi Ana, Ana!');
    expect(smsBody('Hi {name}', 'Ana')).toBe('Hi Ana\nReply STOP to opt out.');
  });

  it('lets a message fit two texts with the opt-out line and a name', () => {
    expect(smsFits('a'.repeat(250))).toBe(true);
    expect(smsFits('a'.repeat(300))).toBe(false);
  });
});
