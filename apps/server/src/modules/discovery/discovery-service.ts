import {
  AVAILABILITIES,
  COMMITMENTS,
  DISCOVERY_FILTER_KEYS,
  DISCOVERY_FILTERS,
  DISCOVERY_WORDS,
  type DiscoveryFacetsResponse,
  type DiscoveryFilterKey,
  type DiscoveryFilters,
  type FacetOption,
  INDIA_STATES,
  INVESTOR_TYPES,
  type Role,
  SECTORS,
  STAGE_FILTERS,
  TICKET_BANDS,
} from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import type { Container } from '../../lib/container.ts';
import { badRequest } from '../../lib/http-error.ts';
import { toPublicPeople } from '../profiles/index.ts';
import { type ActiveFilters, countFacets, type FacetCounts, listDiscovery } from './discovery-repository.ts';

type DiscoveryDeps = Pick<Container, 'db' | 'storage'>;

/**
 * The filters a query sets, checked against the role's list: a filter the list does not offer
 * (DISCOVERY_FILTERS) is a 400, not silently ignored.
 */
export function activeFilters(role: Role, query: Partial<DiscoveryFilters>): ActiveFilters {
  const offered = DISCOVERY_FILTERS[role];
  const filters: ActiveFilters = {};
  for (const key of DISCOVERY_FILTER_KEYS) {
    const values = key === 'openToPitches' ? (query.openToPitches ? ['true'] : []) : (query[key] ?? []);
    if (values.length === 0) continue;
    if (!offered.includes(key)) throw badRequest(DISCOVERY_WORDS.filterNotForList);
    filters[key] = values;
  }
  return filters;
}

/**
 * One page of a role's list, filtered and searched, complete and recently active profiles first,
 * without the viewer; each with the contact details its owner lets the viewer see.
 */
export async function discoverPeople(
  deps: DiscoveryDeps,
  me: string,
  role: Role,
  query: Partial<DiscoveryFilters> & { limit: number; cursor?: string; q?: string },
) {
  const filters = activeFilters(role, query);
  const { page, nextCursor } = await listDiscovery(deps.db, {
    role,
    me,
    limit: query.limit,
    cursor: query.cursor,
    q: query.q || undefined,
    filters,
  });
  return { items: await toPublicPeople(deps, me, page), nextCursor };
}

/** Every option of the enumerated filters, in the order the contract lists them. */
const OPTIONS: Partial<Record<DiscoveryFilterKey, readonly string[]>> = {
  stage: STAGE_FILTERS.map((s) => s.value),
  sector: SECTORS.map((s) => s.value),
  state: INDIA_STATES.map((s) => s.value),
  investorType: INVESTOR_TYPES.map((t) => t.value),
  ticket: TICKET_BANDS.map((b) => b.value),
  openToPitches: ['true'],
  commitment: COMMITMENTS.map((c) => c.value),
  availability: AVAILABILITIES.map((a) => a.value),
};

/** Facet counts stay this long: a filter panel asks again on every change, often for the same view. */
export const FACETS_CACHE_MS = 5_000;
const FACETS_CACHE_SIZE = 500;
type FacetCache = Map<string, { at: number; counts: Promise<FacetCounts> }>;
const facetCaches = new WeakMap<Database, FacetCache>();

/**
 * The counts for one view (role, search and filters; and the viewer when the list is of their own
 * role, since it leaves them out) from the last FACETS_CACHE_MS, or counted now: one statement
 * reads every listed profile of the role, so a burst of the same view (a page and its reloads,
 * many users on the unfiltered list) counts once. Per database handle; the oldest entry goes when
 * full. A failed count is not kept.
 */
function cachedFacets(db: Database, key: string, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
  let cache = facetCaches.get(db);
  if (!cache) {
    cache = new Map();
    facetCaches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FACETS_CACHE_MS) return hit.counts;
  cache.delete(key);
  if (cache.size >= FACETS_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  const counts = count();
  cache.set(key, { at: now, counts });
  counts.catch(() => {
    if (cache.get(key)?.counts === counts) cache.delete(key);
  });
  return counts;
}

/**
 * How many profiles match the filters and search (`total`), and for each filter the role's list
 * offers, how many would match with each option, the other filters held. Enumerated filters list
 * every option (zeros too); skill and city their most common values in their most common
 * spelling, then any chosen value that is not among them.
 */
export async function discoveryFacets(
  deps: Pick<Container, 'db'>,
  viewer: { userId: string; role: Role },
  role: Role,
  query: Partial<DiscoveryFilters> & { q?: string },
): Promise<Omit<DiscoveryFacetsResponse, 'success'>> {
  const filters = activeFilters(role, query);
  const q = query.q || undefined;
  const me = viewer.userId;
  // Whoever views another role's list sees the same counts: they share one entry.
  const listedViewer = viewer.role === role ? me : null;
  const { total, counts } = await cachedFacets(
    deps.db,
    JSON.stringify([role, listedViewer, q, filters]),
    () => countFacets(deps.db, { role, me, q, filters }),
  );
  const facets: DiscoveryFacetsResponse['facets'] = {};
  for (const key of DISCOVERY_FILTERS[role]) {
    const found = counts[key] ?? [];
    const options = OPTIONS[key];
    if (options) {
      const byValue = new Map(found.map((option) => [option.value, option.count]));
      facets[key] = options.map((value) => ({ value, count: byValue.get(value) ?? 0 }));
      continue;
    }
    // Free text: `value` is lowercased, `label` the most common spelling.
    const listed: FacetOption[] = found.map((option) => ({
      value: option.label ?? option.value,
      count: option.count,
    }));
    for (const chosen of filters[key] ?? []) {
      if (!found.some((option) => option.value === chosen.toLowerCase())) {
        listed.push({ value: chosen, count: 0 });
      }
    }
    facets[key] = listed;
  }
  return { total, facets };
}
