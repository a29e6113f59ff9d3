import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { INVESTOR_TYPES } from '../profiles/constants.ts';
import { oneOf, plainText, SearchPageQuerySchema } from '../schemas/common.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import {
  AVAILABILITIES,
  COMMITMENTS,
  DISCOVERY_FILTER_KEYS,
  INDIA_STATES,
  MAX_FILTER_VALUES,
  SECTORS,
  STAGE_FILTERS,
  TICKET_BANDS,
} from './constants.ts';
import { DISCOVERY_WORDS } from './words.ts';

/** A repeatable query parameter (`?sector=a&sector=b`, or `?sector=a,b`): a clean list of values. */
export const many = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (value) => {
      const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
      const items = raw.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]));
      return [...new Set(items.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)))].filter(
        (entry) => entry !== '',
      );
    },
    z.array(item).max(MAX_FILTER_VALUES, DISCOVERY_WORDS.tooManyFilterValues),
  );
/** A filter over a contract list: any of its options' values, anything else refused with `message`. */
const anyOf = (options: readonly { readonly value: string }[], message: string) =>
  many(oneOf(options, message));

/**
 * The role lists' query (GET /api/userprofile/{role}profile and their facets): the text search and
 * paging, and every filter. Values within one filter are alternatives (any of them); different
 * filters must all hold. A filter the list does not offer (DISCOVERY_FILTERS) is a 400.
 */
export const DiscoveryFiltersSchema = z.object({
  stage: anyOf(STAGE_FILTERS, DISCOVERY_WORDS.invalidStageFilter),
  sector: anyOf(SECTORS, DISCOVERY_WORDS.invalidSector),
  skill: many(plainText(TEXT_LIMITS.skill, VALIDATION_WORDS.skillTooLong)),
  state: anyOf(INDIA_STATES, DISCOVERY_WORDS.invalidState),
  city: many(plainText(TEXT_LIMITS.city, DISCOVERY_WORDS.cityTooLong)),
  investorType: anyOf(INVESTOR_TYPES, DISCOVERY_WORDS.invalidInvestorTypeFilter),
  ticket: anyOf(TICKET_BANDS, DISCOVERY_WORDS.invalidTicket),
  openToPitches: z.enum(['true'], { error: DISCOVERY_WORDS.invalidOpenToPitches }).optional(),
  commitment: anyOf(COMMITMENTS, DISCOVERY_WORDS.invalidCommitment),
  availability: anyOf(AVAILABILITIES, DISCOVERY_WORDS.invalidAvailability),
});
export type DiscoveryFilters = z.infer<typeof DiscoveryFiltersSchema>;

export const DiscoveryQuerySchema = SearchPageQuerySchema.extend(DiscoveryFiltersSchema.shape);
export type DiscoveryQuery = z.infer<typeof DiscoveryQuerySchema>;

/** The facets' query: the same filters and search, no paging. */
export const DiscoveryFacetsQuerySchema = DiscoveryFiltersSchema.extend({
  q: SearchPageQuerySchema.shape.q,
});

export const FacetOptionSchema = z.object({ value: z.string(), count: z.number() });
export type FacetOption = z.infer<typeof FacetOptionSchema>;

/**
 * GET /api/discovery/{role}/facets: how many profiles match everything (`total`), and for each
 * filter the list offers, how many would match with each option (the other filters held).
 * Enumerated filters list every option, zero counts included; skill and city list the most common.
 */
export const DiscoveryFacetsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  facets: z.partialRecord(z.enum(DISCOVERY_FILTER_KEYS), z.array(FacetOptionSchema)),
});
export type DiscoveryFacetsResponse = z.infer<typeof DiscoveryFacetsResponseSchema>;
