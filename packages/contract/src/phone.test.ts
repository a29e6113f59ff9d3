import { describe, expect, it } from 'vitest';
import { PHONE_WORDS_HI } from './hi/phone.ts';
import { formatPhone, normalizePhone, PHONE_WORDS } from './phone.ts';
import { PROFILE_SCHEMAS } from './profiles/schemas.ts';

const refused = (reason: keyof typeof PHONE_WORDS) => ({ ok: false, reason });

describe('normalizePhone', () => {
  it.each([
    '9876543210',
    '+91 98765 43210',
    '+919876543210',
    '09876543210',
    '919876543210',
    '98765-43210',
    '(+91) 98765 43210',
    '+91 (0) 98765 43210',
    ' 98765.43210 ',
    '९८७६५ ४३२१०',
  ])('reads the Indian mobile %j as +919876543210', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: true, e164: '+919876543210' });
  });

  it('keeps the empty field empty', () => {
    expect(normalizePhone('')).toEqual({ ok: true, e164: '' });
    expect(normalizePhone('   ')).toEqual({ ok: true, e164: '' });
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
    ['+971 50 123 4567', '+971501234567'],
    ['+65 8123 4567', '+6581234567'],
  ])('accepts the foreign number %j with its country code', (input, e164) => {
    expect(normalizePhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['123456', 'addCountryCode'],
    ['0000000', 'addCountryCode'],
    ['5876543210', 'addCountryCode'],
    ['98765 4321', 'addCountryCode'],
    ['442079460958', 'addCountryCode'],
    ['+91 5876543210', 'indianMobile'],
    ['+91 98765 4321', 'indianMobile'],
    ['+91 98765 432100', 'indianMobile'],
    ['abc', 'notANumber'],
    ['call me', 'notANumber'],
    ['98765 43210 ext 2', 'notANumber'],
    ['++919876543210', 'notANumber'],
    ['9876+543210', 'notANumber'],
    ['---', 'notANumber'],
    ['+0 123456789', 'invalidCountryCode'],
    ['+44 2079', 'foreignTooShort'],
    ['+44 2079 4609 5812 3456', 'foreignTooLong'],
  ] as const)('refuses %j (%s)', (input, reason) => {
    expect(normalizePhone(input)).toEqual(refused(reason));
  });

  it('tells a number without + to add the country code', () => {
    const result = normalizePhone('442079460958');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(PHONE_WORDS[result.reason]).toMatch(/include the country code \(e\.g\. \+44/);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['+14155552671', '+1 415 555 2671'],
    ['+442079460958', '+44 207 946 0958'],
    ['+971501234567', '+971 50 123 4567'],
    ['+6581234567', '+65 8123 4567'],
    ['+79161234567', '+7 916 123 4567'],
  ])('shows %s as %s', (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });

  it('leaves anything that is not E.164 as it is', () => {
    for (const stored of ['', '123456', '+91 98765 43210', 'call me'])
      expect(formatPhone(stored)).toBe(stored);
  });
});

describe('the profile schemas', () => {
  it('store the phone in E.164 and refuse with the phone message', () => {
    expect(PROFILE_SCHEMAS.Hustler.parse({ phoneno: '98765 43210' }).phoneno).toBe('+919876543210');
    expect(PROFILE_SCHEMAS.Investor.parse({ phoneno: '' }).phoneno).toBe('');
    const refusal = PROFILE_SCHEMAS.Cofounder.safeParse({ phoneno: '123456' });
    expect(refusal.error?.issues.map((issue) => issue.message)).toEqual([PHONE_WORDS.addCountryCode]);
  });
});

describe('PHONE_WORDS', () => {
  it('has a different Hindi text for every English one', () => {
    expect(Object.keys(PHONE_WORDS_HI)).toEqual(Object.keys(PHONE_WORDS));
    for (const key of Object.keys(PHONE_WORDS) as Array<keyof typeof PHONE_WORDS>) {
      expect(PHONE_WORDS[key]).toMatch(/\.$/);
      expect(PHONE_WORDS_HI[key]).toMatch(/[\u0900-\u097f]/);
      expect(PHONE_WORDS_HI[key]).not.toBe(PHONE_WORDS[key]);
    }
    expect(new Set(Object.values(PHONE_WORDS)).size).toBe(Object.keys(PHONE_WORDS).length);
  });
});
