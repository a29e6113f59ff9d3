import {
  AVAILABILITIES,
  COMMITMENTS,
  canonicalCity,
  DISCOVERY_FILTERS,
  type DiscoveryFilterKey,
  INDIA_STATES,
  INVESTOR_TYPES,
  MAX_FILTER_VALUES,
  type Role,
  SECTORS,
  STAGE_FILTERS,
  TEXT_LIMITS,
  TICKET_BANDS,
} from '@ideaignite/contract';

/**
 * Discovery's filters as they live in the URL (`?stage=seed&sector=fintech&sector=saas&q=chai`):
 * the one source of the filtered view, so it can be shared, survives reload, and back and
 * forward step through it. Values within a filter are alternatives; filters all hold.
 */
export type FilterValues = Partial<Record<DiscoveryFilterKey, string[]>>;

/** The values each enumerated filter may take; skill and city are typed (null). */
export const FILTER_CHOICES: Readonly<Record<DiscoveryFilterKey, readonly string[] | null>> = {
  stage: STAGE_FILTERS.map((option) => option.value),
  sector: SECTORS.map((option) => option.value),
  skill: null,
  state: INDIA_STATES.map((option) => option.value),
  city: null,
  investorType: INVESTOR_TYPES.map((option) => option.value),
  ticket: TICKET_BANDS.map((option) => option.value),
  openToPitches: ['true'],
  commitment: COMMITMENTS.map((option) => option.value),
  availability: AVAILABILITIES.map((option) => option.value),
};

const FREE_TEXT_LIMIT: Partial<Record<DiscoveryFilterKey, number>> = {
  skill: TEXT_LIMITS.skill,
  city: TEXT_LIMITS.city,
};

/** A typed value as the filter keeps it: trimmed, one space between words, a listed city's spelling. */
export function cleanFreeValue(key: DiscoveryFilterKey, typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  return key === 'city' ? canonicalCity(trimmed) : trimmed;
}

/**
 * The role's filters read from the URL: repeated or comma-joined values, unknown ones dropped
 * (a hand-edited link shows the list rather than an error), at most MAX_FILTER_VALUES each.
 */
export function readFilters(params: URLSearchParams, role: Role): FilterValues {
  const filters: FilterValues = {};
  for (const key of DISCOVERY_FILTERS[role]) {
    const choices = FILTER_CHOICES[key];
    const limit = FREE_TEXT_LIMIT[key];
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => (choices ? value.trim() : cleanFreeValue(key, value)))
      .filter((value) => value !== '' && (choices ? choices.includes(value) : value.length <= (limit ?? 0)));
    const unique = [...new Set(values)].slice(0, MAX_FILTER_VALUES);
    if (unique.length > 0) filters[key] = unique;
  }
  return filters;
}

/** How many values are chosen across the filters. */
export function countChosen(filters: FilterValues): number {
  return Object.values(filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
}

/**
 * The filters as query parameters, in the list's order, each value its own parameter, sorted so
 * one selection is one request (and one cache entry) whatever order it was made in.
 */
export function filterEntries(filters: FilterValues, role: Role): [DiscoveryFilterKey, string][] {
  return DISCOVERY_FILTERS[role].flatMap((key) =>
    [...(filters[key] ?? [])].sort().map((value): [DiscoveryFilterKey, string] => [key, value]),
  );
}

/** The URL's parameters with one filter set to `values` (none: the filter is dropped); the rest kept. */
export function withFilter(
  params: URLSearchParams,
  key: DiscoveryFilterKey,
  values: string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  for (const value of values) next.append(key, value);
  next.delete('cursor');
  return next;
}

/** The URL's parameters without any of the role's filters (the search is kept). */
export function withoutFilters(params: URLSearchParams, role: Role): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of DISCOVERY_FILTERS[role]) next.delete(key);
  return next;
}
