/**
 * The jobs board (issue 25): open postings, filtered, searched and newest first, and the filters'
 * counts. Blocks and suspensions hold on both (board-repository.ts's `onBoard`).
 */
import {
  DURATION_BUCKETS,
  INDIA_STATES,
  JOB_FACET_KEYS,
  JOB_TYPES,
  type JobFacetKey,
  type JobFacetsResponse,
  type JobFilters,
  type PageQuery,
  POSTED_WITHIN,
  SECTORS,
  STAGE_FILTERS,
  WORK_MODES,
} from '@ideaignite/contract';
import { likePattern } from '../profiles/index.ts';
import { type BoardFilters, type BoardQuery, countBoardFacets, listBoard } from './board-repository.ts';
import { indiaToday } from './india-day.ts';
import { toJobCard } from './job-view.ts';
import type { JobsDeps } from './postings-service.ts';

type FilterQuery = Partial<JobFilters> & { q?: string };

/** The filters a query sets. */
function boardFilters(query: FilterQuery): BoardFilters {
  const values: BoardFilters['values'] = {};
  for (const key of JOB_FACET_KEYS) {
    const chosen =
      key === 'postedWithin' ? (query.postedWithin ? [query.postedWithin] : []) : (query[key] ?? []);
    if (chosen.length) values[key] = chosen;
  }
  return {
    values,
    ...(query.minStipend !== undefined ? { minStipend: query.minStipend } : {}),
    ...(query.minPayLpa !== undefined ? { minPayLpa: query.minPayLpa } : {}),
  };
}

function boardQuery(deps: JobsDeps, me: string, query: FilterQuery): BoardQuery & { pattern?: string } {
  const now = deps.clock.now();
  return {
    me,
    now,
    today: indiaToday(now),
    filters: boardFilters(query),
    ...(query.q ? { pattern: likePattern(query.q) } : {}),
  };
}

/** One page of the board, newest first. */
export async function listJobs(deps: JobsDeps, me: string, query: FilterQuery & PageQuery) {
  const board = boardQuery(deps, me, query);
  const { page, nextCursor } = await listBoard(deps.db, board, query);
  return { data: page.map((row) => toJobCard(row, me, board.today, deps.storage)), nextCursor };
}

/** Every option of the enumerated filters, in the order the contract lists them. */
const OPTIONS: Partial<Record<JobFacetKey, readonly string[]>> = {
  type: JOB_TYPES.map((option) => option.value),
  workMode: WORK_MODES.map((option) => option.value),
  state: INDIA_STATES.map((option) => option.value),
  sector: SECTORS.map((option) => option.value),
  stage: STAGE_FILTERS.map((option) => option.value),
  duration: DURATION_BUCKETS.map((option) => option.value),
  postedWithin: POSTED_WITHIN.map((option) => option.value),
};

/**
 * How many postings on the board match (`total`), and per filter how many would match with each
 * option, the other filters held. Enumerated filters list every option (zeros too); skill and city
 * their most common values in their most common spelling, then any chosen value not among them.
 * Counted per viewer (what they may see depends on blocks), not cached.
 */
export async function jobFacets(
  deps: JobsDeps,
  me: string,
  query: FilterQuery,
): Promise<Omit<JobFacetsResponse, 'success'>> {
  const board = boardQuery(deps, me, query);
  const { total, counts } = await countBoardFacets(deps.db, board);
  const facets: JobFacetsResponse['facets'] = {};
  for (const key of JOB_FACET_KEYS) {
    const found = counts[key] ?? [];
    const options = OPTIONS[key];
    if (options) {
      const byValue = new Map(found.map((option) => [option.value, option.count]));
      facets[key] = options.map((value) => ({ value, count: byValue.get(value) ?? 0 }));
      continue;
    }
    const listed = found.map((option) => ({ value: option.label ?? option.value, count: option.count }));
    for (const chosen of board.filters.values[key] ?? []) {
      if (!found.some((option) => option.value === chosen.toLowerCase()))
        listed.push({ value: chosen, count: 0 });
    }
    facets[key] = listed;
  }
  return { total, facets };
}
