import {
  DURATION_BUCKETS,
  INDIA_STATES,
  JOB_TYPES,
  POSTED_WITHIN,
  SECTORS,
  STAGE_FILTERS,
  WORK_MODES,
} from '@ideaignite/contract';

/** The filters that take several values (alternatives), in the panel's order. */
export const MULTI_FILTERS = [
  'type',
  'workMode',
  'state',
  'city',
  'skill',
  'sector',
  'stage',
  'duration',
] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];
/** The filters that take one value. */
export const SINGLE_FILTERS = ['postedWithin', 'minStipend', 'minPayLpa'] as const;
export type SingleFilter = (typeof SINGLE_FILTERS)[number];
export type FilterKey = MultiFilter | SingleFilter;

/** The listed values of each filter; skill and city are whatever postings name (null). */
export const FILTER_VALUES: Readonly<Record<FilterKey, readonly string[] | null>> = {
  type: JOB_TYPES.map((option) => option.value),
  workMode: WORK_MODES.map((option) => option.value),
  state: INDIA_STATES.map((option) => option.value),
  city: null,
  skill: null,
  sector: SECTORS.map((option) => option.value),
  stage: STAGE_FILTERS.map((option) => option.value),
  duration: DURATION_BUCKETS.map((option) => option.value),
  postedWithin: POSTED_WITHIN.map((option) => option.value),
  minStipend: ['5000', '10000', '15000', '20000', '30000'],
  minPayLpa: ['3', '5', '8', '12', '20'],
};

export type JobFilterValues = Partial<Record<FilterKey, string[]>>;

/** The filters read from the URL: unknown values dropped (a hand-edited link shows the board), at most 10 each. */
export function readJobFilters(params: URLSearchParams): JobFilterValues {
  const filters: JobFilterValues = {};
  for (const key of [...MULTI_FILTERS, ...SINGLE_FILTERS]) {
    const allowed = FILTER_VALUES[key];
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().replace(/\s+/g, ' '))
      .filter((value) => value !== '' && value.length <= 60 && (!allowed || allowed.includes(value)));
    const unique = [...new Set(values)].slice(
      0,
      (SINGLE_FILTERS as readonly string[]).includes(key) ? 1 : 10,
    );
    if (unique.length > 0) filters[key] = unique;
  }
  return filters;
}

/** The query the server is asked with: the filters (sorted, so one view is one cache entry) and the search. */
export function serverQuery(filters: JobFilterValues, q: string): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const key of [...MULTI_FILTERS, ...SINGLE_FILTERS]) {
    for (const value of [...(filters[key] ?? [])].sort()) params.append(key, value);
  }
  return params;
}

/** The URL with one filter set to `values` (none: dropped); the rest kept. */
export function withFilter(params: URLSearchParams, key: FilterKey, values: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  for (const value of values) next.append(key, value);
  return next;
}

/** The URL without any filter (the search kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...MULTI_FILTERS, ...SINGLE_FILTERS]) next.delete(key);
  return next;
}

export const countChosen = (filters: JobFilterValues) =>
  Object.values(filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
