/**
 * Phone numbers in E.164 ("+919876543210"): what the profile forms accept, what the server
 * stores and what the web dials. Indian mobiles may be written the way people write them;
 * other countries' numbers need their "+" and country code. Pure and dependency-free:
 * libphonenumber would add hundreds of kilobytes to the web bundle for rules we barely need.
 */

/** Why a phone number was refused (the Hindi is hi/phone.ts). */
export const PHONE_WORDS = {
  notANumber: 'Please enter a phone number in digits, e.g. 98765 43210 or +44 20 7946 0958.',
  indianMobile: 'Please enter a 10-digit Indian mobile number after +91, starting with 6, 7, 8 or 9.',
  addCountryCode:
    'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, or include the country code (e.g. +44 …) for other countries.',
  invalidCountryCode: 'Country codes never start with 0: please check the digits after the +.',
  foreignTooShort: 'This number is too short: with its country code it should have at least 8 digits.',
  foreignTooLong: 'This number is too long: with its country code it can have at most 15 digits.',
} as const;

export type PhoneResult = { ok: true; e164: string } | { ok: false; reason: keyof typeof PHONE_WORDS };

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** Spaces (any kind), dashes, dots and brackets people put between digits. */
const SEPARATORS = /[\s().-]/g;
/** Devanagari digits (०–९), as a Hindi keyboard types them. */
const DEVANAGARI_DIGIT = /[\u0966-\u096f]/g;

const refuse = (reason: keyof typeof PHONE_WORDS): PhoneResult => ({ ok: false, reason });
const toResult = (e164: string | null, reason: keyof typeof PHONE_WORDS): PhoneResult =>
  e164 ? { ok: true, e164 } : refuse(reason);

/** A national Indian mobile, with or without the trunk 0: the E.164, or null. */
function indianMobile(national: string): string | null {
  const digits = national.startsWith('0') ? national.slice(1) : national;
  return INDIAN_MOBILE.test(digits) ? `+91${digits}` : null;
}

/**
 * A phone number as typed → its E.164 form, or why it is refused. The empty string stays empty
 * (the field is optional). For +91 only mobiles are accepted: landlines are out of scope.
 * Other country codes are checked only for plausibility (no leading 0, 8–15 digits in all),
 * not against the numbering plan of each country.
 */
export function normalizePhone(input: string): PhoneResult {
  const trimmed = input.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966)).trim();
  if (trimmed === '') return { ok: true, e164: '' };
  const compact = trimmed.replace(SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return refuse('notANumber');
  const [, plus, digits = ''] = match;
  if (!plus) {
    // "9876543210", "09876543210" or "919876543210": an Indian mobile is the only number we
    // can place without its country code.
    const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
    return toResult(indianMobile(national), 'addCountryCode');
  }
  if (digits.startsWith('0')) return refuse('invalidCountryCode');
  // No other country code starts with 91, so +91 is always India.
  if (digits.startsWith('91')) return toResult(indianMobile(digits.slice(2)), 'indianMobile');
  if (digits.length < 8) return refuse('foreignTooShort');
  if (digits.length > 15) return refuse('foreignTooLong');
  return { ok: true, e164: `+${digits}` };
}

/**
 * How long the country code at the start of `digits` is. Country codes are prefix-free: these
 * are the one- and two-digit ones (ITU-T E.164 assignments); every other code has three digits.
 */
function countryCodeLength(digits: string): number {
  if (/^[17]/.test(digits)) return 1;
  if (/^(?:2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/.test(digits)) return 2;
  return 3;
}

/**
 * Digits in groups: the last four together, then threes from the right, a leading group of up
 * to four. Readable everywhere, though not each country's own national format.
 */
function groupDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  const groups = [digits.slice(-4)];
  let rest = digits.slice(0, -4);
  while (rest.length > 4) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  groups.unshift(rest);
  return groups.join(' ');
}

/**
 * An E.164 number as people read it: "+91 98765 43210" for an Indian mobile, else
 * "+<country code> <digits grouped>" ("+1 415 555 2671", "+44 207 946 0958"). Anything that
 * is not E.164 (an old stored value) comes back unchanged.
 */
export function formatPhone(e164: string): string {
  const match = /^\+([1-9]\d{7,14})$/.exec(e164);
  if (!match?.[1]) return e164;
  const digits = match[1];
  if (/^91[6-9]\d{9}$/.test(digits)) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  const codeLength = countryCodeLength(digits);
  return `+${digits.slice(0, codeLength)} ${groupDigits(digits.slice(codeLength))}`;
}
