import { describe, expect, it } from 'vitest';
import { igniteActionsFor } from '../connects/pipeline.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { API_ERRORS } from '../words.ts';
import { canonicalCity, formatRupees, MAX_FILTER_VALUES } from './constants.ts';
import { DiscoveryFiltersSchema } from './schemas.ts';
import { DISCOVERY_WORDS } from './words.ts';

/** The first message a filter query is refused with, or null when it is taken. */
function refusal(query: Record<string, unknown>): string | null {
  const result = DiscoveryFiltersSchema.safeParse(query);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('DiscoveryFiltersSchema', () => {
  it('takes repeated and comma-joined values as one clean list', () => {
    const filters = DiscoveryFiltersSchema.parse({
      sector: ['fintech', ' saas , fintech', ''],
      stage: 'seed,preseed',
      city: ' Pune ',
    });
    expect(filters.sector).toEqual(['fintech', 'saas']);
    expect(filters.stage).toEqual(['seed', 'preseed']);
    expect(filters.city).toEqual(['Pune']);
    expect(filters.skill).toEqual([]);
    expect(filters.openToPitches).toBeUndefined();
  });

  it.each([
    [{ stage: 'unicorn' }, DISCOVERY_WORDS.invalidStageFilter],
    [{ sector: 'fintech,crypto' }, DISCOVERY_WORDS.invalidSector],
    [{ state: 'ZZ' }, DISCOVERY_WORDS.invalidState],
    [{ investorType: 'bank' }, DISCOVERY_WORDS.invalidInvestorTypeFilter],
    [{ ticket: '1Cr' }, DISCOVERY_WORDS.invalidTicket],
    [{ commitment: 'weekends' }, DISCOVERY_WORDS.invalidCommitment],
    [{ availability: 'never' }, DISCOVERY_WORDS.invalidAvailability],
    [{ openToPitches: 'false' }, DISCOVERY_WORDS.invalidOpenToPitches],
    [{ city: 'x'.repeat(61) }, DISCOVERY_WORDS.cityTooLong],
    [{ skill: 'x'.repeat(61) }, VALIDATION_WORDS.skillTooLong],
    [{ skill: 'Go\u0000' }, API_ERRORS.controlCharacters],
    [{ city: 'Pune\u0007' }, API_ERRORS.controlCharacters],
  ])('refuses %j with its own words', (query, message) => {
    expect(refusal(query)).toBe(message);
  });

  it(`takes at most ${MAX_FILTER_VALUES} values of one filter`, () => {
    const cities = Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, index) => `City ${index}`);
    expect(refusal({ city: cities.slice(0, MAX_FILTER_VALUES) })).toBeNull();
    expect(refusal({ city: cities })).toBe(DISCOVERY_WORDS.tooManyFilterValues);
  });
});

describe('formatRupees', () => {
  it.each([
    [50_000, '₹50,000'],
    [100_000, '₹1 lakh'],
    [2_500_000, '₹25 lakh'],
    [10_000_000, '₹1 crore'],
    [15_000_000, '₹1.5 crore'],
    [1_000_000_000, '₹100 crore'],
  ])('says %d as %j', (amount, words) => {
    expect(formatRupees(amount)).toBe(words);
  });

  it('says lakh and crore in Hindi', () => {
    expect(formatRupees(2_500_000, 'hi-IN')).toBe('₹25 लाख');
    expect(formatRupees(15_000_000, 'hi-IN')).toBe('₹1.5 करोड़');
  });
});

describe('canonicalCity', () => {
  it('gives a listed city its listed spelling, and keeps any other as typed (tidied)', () => {
    expect(canonicalCity('  bengaluru ')).toBe('Bengaluru');
    expect(canonicalCity('THIRUVANANTHAPURAM')).toBe('Thiruvananthapuram');
    expect(canonicalCity(' Kolhapur   city ')).toBe('Kolhapur city');
  });
});

describe('igniteActionsFor', () => {
  it('gives each side only its own moves from where the Ignite stands', () => {
    expect(igniteActionsFor('investor', 'new')).toEqual(['view']);
    expect(igniteActionsFor('investor', 'viewed')).toEqual(['meeting', 'pass']);
    expect(igniteActionsFor('investor', 'meeting')).toEqual(['pass']);
    expect(igniteActionsFor('hustler', 'meeting')).toEqual(['connect']);
    expect(igniteActionsFor('hustler', 'new')).toEqual([]);
    for (const final of ['passed', 'connected'] as const) {
      expect(igniteActionsFor('investor', final)).toEqual([]);
      expect(igniteActionsFor('hustler', final)).toEqual([]);
    }
  });
});
