import { z } from 'zod';
import { COMPLETENESS_ITEMS, type CompletenessItem } from '../completeness.ts';
import { TEXT_LIMITS } from '../limits.ts';
import {
  AVAILABILITIES,
  COMMITMENTS,
  DISCOVERY_FILTER_KEYS,
  INDIA_STATES,
  MATCHING_MESSAGES,
  MAX_FILTER_VALUES,
  SECTORS,
  STAGE_FILTERS,
  TICKET_BANDS,
} from '../matching.ts';
import { API_ERRORS } from '../messages.ts';
import { INVESTOR_TYPES } from '../profiles.ts';
import { hasControlCharacters } from '../text.ts';
import { SearchPageQuerySchema } from './common.ts';

/** A repeatable query parameter (`?sector=a&sector=b`, or `?sector=a,b`): a clean list of values. */
const many = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (value) => {
      const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
      const items = raw.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]));
      return [...new Set(items.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)))].filter(
        (entry) => entry !== '',
      );
    },
    z.array(item).max(MAX_FILTER_VALUES, MATCHING_MESSAGES.tooManyFilterValues),
  );
const oneOf = (values: readonly string[], message: string) =>
  z.enum(values as [string, ...string[]], { error: message });
/** A free-text filter value: a skill, or a city (each too long says so in its own words). */
const freeText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value), API_ERRORS.controlCharacters);

/**
 * The role lists' query (GET /api/userprofile/{role}profile and their facets): the text search and
 * paging, and every filter. Values within one filter are alternatives (any of them); different
 * filters must all hold. A filter the list does not offer (DISCOVERY_FILTERS) is a 400.
 */
export const DiscoveryFiltersSchema = z.object({
  stage: many(
    oneOf(
      STAGE_FILTERS.map((s) => s.value),
      MATCHING_MESSAGES.invalidStageFilter,
    ),
  ),
  sector: many(
    oneOf(
      SECTORS.map((s) => s.value),
      MATCHING_MESSAGES.invalidSector,
    ),
  ),
  skill: many(freeText(TEXT_LIMITS.skill, MATCHING_MESSAGES.skillTooLong)),
  state: many(
    oneOf(
      INDIA_STATES.map((s) => s.value),
      MATCHING_MESSAGES.invalidState,
    ),
  ),
  city: many(freeText(TEXT_LIMITS.city, MATCHING_MESSAGES.cityTooLong)),
  investorType: many(
    oneOf(
      INVESTOR_TYPES.map((t) => t.value),
      MATCHING_MESSAGES.invalidInvestorTypeFilter,
    ),
  ),
  ticket: many(
    oneOf(
      TICKET_BANDS.map((b) => b.value),
      MATCHING_MESSAGES.invalidTicketFilter,
    ),
  ),
  openToPitches: z.enum(['true'], { error: MATCHING_MESSAGES.invalidOpenToPitches }).optional(),
  commitment: many(
    oneOf(
      COMMITMENTS.map((c) => c.value),
      MATCHING_MESSAGES.invalidCommitment,
    ),
  ),
  availability: many(
    oneOf(
      AVAILABILITIES.map((a) => a.value),
      MATCHING_MESSAGES.invalidAvailability,
    ),
  ),
});
export type DiscoveryFilters = z.infer<typeof DiscoveryFiltersSchema>;

export const DiscoveryQuerySchema = SearchPageQuerySchema.extend(DiscoveryFiltersSchema.shape);
export type DiscoveryQuery = z.infer<typeof DiscoveryQuerySchema>;

/** The facets' query: the same filters and search, no paging. */
export const DiscoveryFacetsQuerySchema = DiscoveryFiltersSchema.extend({
  q: SearchPageQuerySchema.shape.q,
});

const FacetOptionSchema = z.object({ value: z.string(), count: z.number() });
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

const ITEM_KEYS = [...new Set(Object.values(COMPLETENESS_ITEMS).flat())] as [
  CompletenessItem,
  ...CompletenessItem[],
];
/** GET /api/userprofile/completeness: the signed-in user's score and missing items. */
export const CompletenessResponseSchema = z.object({
  success: z.literal(true),
  score: z.number(),
  missing: z.array(z.enum(ITEM_KEYS)),
});
export type CompletenessResponse = z.infer<typeof CompletenessResponseSchema>;
