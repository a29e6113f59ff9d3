import {
  DISCOVERY_FILTERS,
  type DiscoveryFilterKey,
  MAX_FREE_FACET_OPTIONS,
  type Role,
  SEARCHED_CARD_FIELDS,
  type SearchedCardField,
  TICKET_BANDS,
} from '@ideaignite/contract';
import { and, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles, users } from '../../db/schema.ts';
import { cursorAt, keysetList, type PageQuery } from '../../lib/cursor.ts';
import { type FacetCounts as FacetCountsOf, type FacetRow, facetCountsOf } from '../../lib/facet-counts.ts';
import { blockedEitherWaySql } from '../blocks/index.ts';
import {
  type AuthorRow,
  likePattern,
  publicAccountColumns,
  publicProfileColumns,
} from '../profiles/index.ts';
import { inDiscoverySql } from './query-parts.ts';

/**
 * Discovery's role lists (issue 14): a role's profiles, filtered, searched and ranked by rank_at
 * (complete and recently active profiles first), keyset-paged over (rank_at, user_id) along the
 * profiles_role_rank_idx index, so a deep page costs what the first does.
 */

/** The filters a request sets, each as its chosen values (openToPitches as ['true']). */
export type ActiveFilters = Partial<Record<DiscoveryFilterKey, readonly string[]>>;

/** What a filter's values are bound as: one text[] parameter, lowercased for the free-text ones. */
const LOWERCASED: ReadonlySet<DiscoveryFilterKey> = new Set(['skill', 'city']);
const band = (value: string) => TICKET_BANDS.find((b) => b.value === value)!;

/** The parameters of the active filters, by placeholder name. */
function filterParams(filters: ActiveFilters): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(filters) as Array<[DiscoveryFilterKey, readonly string[]]>) {
    if (key === 'openToPitches') continue;
    if (key === 'ticket') {
      params.ticketLo = values.map((value) => band(value).min);
      params.ticketHi = values.map((value) => band(value).max);
    } else {
      params[key] = LOWERCASED.has(key) ? values.map((value) => value.toLowerCase()) : [...values];
    }
  }
  return params;
}

/**
 * One filter's condition on the profiles row: values within a filter are alternatives. `value`
 * gives a parameter by name (a placeholder for prepared statements, or the bound value).
 */
function filterCondition(key: DiscoveryFilterKey, value: (name: string) => SQL): SQL {
  switch (key) {
    case 'stage':
      return sql`lower(${profiles.currentStage}) = any(${value('stage')}::text[])`;
    case 'sector':
      return sql`${profiles.sectors} && ${value('sector')}::text[]`;
    case 'skill':
      return sql`exists (select 1 from unnest(${profiles.skills}) as skill(name) where lower(skill.name) = any(${value('skill')}::text[]))`;
    case 'state':
      return sql`${profiles.state} = any(${value('state')}::text[])`;
    case 'city':
      return sql`lower(${profiles.city}) = any(${value('city')}::text[])`;
    case 'investorType':
      return sql`${profiles.investorType} = any(${value('investorType')}::text[])`;
    case 'ticket':
      // The investor's [min, max] overlaps a chosen band [lo, hi); a missing bound matches none.
      return sql`exists (select 1 from unnest(${value('ticketLo')}::bigint[], ${value('ticketHi')}::bigint[]) as band(lo, hi) where ${profiles.ticketMin} < band.hi and ${profiles.ticketMax} >= band.lo)`;
    case 'openToPitches':
      return sql`${profiles.openToPitches}`;
    case 'commitment':
      return sql`${profiles.commitment} = any(${value('commitment')}::text[])`;
    case 'availability':
      return sql`${profiles.availability} = any(${value('availability')}::text[])`;
  }
}

/** Each field `q` may search, as its profiles column; lists are searched as one text. */
const SEARCH_COLUMN: Record<SearchedCardField, { column: AnyPgColumn; list?: true }> = {
  Username: { column: profiles.username },
  displayName: { column: profiles.displayName },
  city: { column: profiles.city },
  project: { column: profiles.project },
  currentWork: { column: profiles.currentWork },
  bio: { column: profiles.bio },
  superpower: { column: profiles.superpower },
  dreamProject: { column: profiles.dreamProject },
  desiredRole: { column: profiles.desiredRole },
  aboutMe: { column: profiles.aboutMe },
  experience: { column: profiles.experience },
  skills: { column: profiles.skills, list: true },
  interestAreas: { column: profiles.interestAreas, list: true },
};

/**
 * `q` on a role list (issue 26): any text the role's card shows (SEARCHED_CARD_FIELDS) contains
 * `pattern` (a likePattern). No index serves a substring search: like the filters, it is checked
 * on the rows the rank-ordered walk reads, so more columns cost a little per row read, never a
 * different plan (README).
 */
function cardSearchCondition(role: Role, pattern: SQLWrapper): SQL {
  return or(
    ...SEARCHED_CARD_FIELDS[role].map((field) => {
      const { column, list } = SEARCH_COLUMN[field];
      return list ? sql`array_to_string(${column}, ' ') ilike ${pattern}` : ilike(column, pattern);
    }),
  )!;
}

/**
 * The role's profiles anyone may find: discoverable (deleted accounts are not), not suspended,
 * never the viewer. The facets count these; the lists also drop people blocked either way.
 */
const listedCondition = (role: SQL, me: SQL) =>
  sql`${profiles.role} = ${role} and ${inDiscoverySql} and ${profiles.userId} <> ${me}::uuid`;

export interface DiscoveryListOptions extends PageQuery {
  role: Role;
  me: string;
  q?: string;
  filters: ActiveFilters;
}

export type DiscoveryRow = AuthorRow & { cursorAt: string };

/** The filters set, in a stable order (the prepared statement's name and shape follow it). */
const activeKeys = (filters: ActiveFilters) =>
  (Object.keys(filters) as DiscoveryFilterKey[]).filter((key) => filters[key]?.length).sort();

/**
 * One prepared keyset list per combination of filters set (and search or not, per role: each
 * role's card shows other text): the statement's shape is fixed by which filters are set, their
 * values are array parameters. The combinations a role list can have are few
 * (DISCOVERY_FILTERS: at most 6 filters).
 */
const lists = new Map<string, ReturnType<typeof discoveryList>>();
function discoveryList(keys: readonly DiscoveryFilterKey[], searchedRole: Role | undefined) {
  const search = searchedRole ? `_search_${searchedRole.toLowerCase()}` : '';
  const name = `discovery${search}${keys.map((key) => `_${key}`).join('')}`;
  return keysetList<DiscoveryRow, Record<string, unknown>>(
    name,
    (db, after, limit) =>
      db
        .select({
          user: publicAccountColumns,
          profile: publicProfileColumns,
          cursorAt: cursorAt(profiles.rankAt),
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(
          and(
            listedCondition(sql`${sql.placeholder('role')}`, sql`${sql.placeholder('me')}`),
            after?.(profiles.rankAt, profiles.userId),
            sql`not ${blockedEitherWaySql(profiles.userId, sql`${sql.placeholder('me')}::uuid`)}`,
            searchedRole ? cardSearchCondition(searchedRole, sql.placeholder('pattern')) : undefined,
            ...keys.map((key) => filterCondition(key, (param) => sql`${sql.placeholder(param)}`)),
          ),
        )
        .orderBy(desc(profiles.rankAt), desc(profiles.userId))
        .limit(limit),
    (row) => ({ at: row.cursorAt, id: row.user.id }),
  );
}

/** One page of a role's list, filtered and searched, best ranked first; and the next cursor. */
export function listDiscovery(db: Database, options: DiscoveryListOptions) {
  const keys = activeKeys(options.filters);
  const searched = Boolean(options.q);
  const searchedRole = searched ? options.role : undefined;
  const listKey = `${searchedRole ?? ''}:${keys.join(',')}`;
  let list = lists.get(listKey);
  if (!list) {
    list = discoveryList(keys, searchedRole);
    lists.set(listKey, list);
  }
  return list(db, options, {
    role: options.role,
    me: options.me,
    ...(searched ? { pattern: likePattern(options.q!) } : {}),
    ...filterParams(options.filters),
  });
}

/** The columns the facets count, as the facets statement's `base` names them. */
const FACET_SOURCE: Record<DiscoveryFilterKey, string> = {
  stage: 'lower(base.current_stage)',
  sector: 'base.sectors',
  skill: 'base.skills',
  state: 'base.state',
  city: 'base.city',
  investorType: 'base.investor_type',
  ticket: '',
  openToPitches: 'base.open_to_pitches',
  commitment: 'base.commitment',
  availability: 'base.availability',
};

/** Per filter of a role list, the options found with their counts (and, for skill and city, their spelling). */
export type FacetCounts = FacetCountsOf<DiscoveryFilterKey>;

/**
 * Counts for a role list's filters in one statement: the role's listed profiles matching the
 * search are read once (`base`, with one match flag per filter set); `total` counts those
 * matching every filter, and each filter's options count those matching every other filter
 * (a filter never narrows its own options). Enumerated filters answer the options found (the
 * service adds the zeros); skill and city the most common values, plus any chosen.
 */
export async function countFacets(
  db: Database,
  options: { role: Role; me: string; q?: string; filters: ActiveFilters },
): Promise<FacetCounts> {
  const keys = activeKeys(options.filters);
  const params = filterParams(options.filters);
  const value = (name: string) => sql`${sql.param(params[name])}`;
  const flag = (key: DiscoveryFilterKey) => sql.raw(`base.m_${key.toLowerCase()}`);
  const matchingAllBut = (own?: DiscoveryFilterKey) => {
    const others = keys.filter((key) => key !== own);
    return others.length ? sql.join(others.map(flag), sql` and `) : sql`true`;
  };
  const flags = keys.map(
    (key) => sql`${filterCondition(key, value)} as ${sql.raw(`m_${key.toLowerCase()}`)}`,
  );
  const base = sql`select ${profiles.userId} as user_id, ${profiles.currentStage} as current_stage,
      ${profiles.sectors} as sectors, ${profiles.skills} as skills, ${profiles.state} as state,
      ${profiles.city} as city, ${profiles.investorType} as investor_type,
      ${profiles.ticketMin} as ticket_min, ${profiles.ticketMax} as ticket_max,
      ${profiles.openToPitches} as open_to_pitches, ${profiles.commitment} as commitment,
      ${profiles.availability} as availability${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from ${profiles} inner join ${users} on ${users.id} = ${profiles.userId}
    where ${and(
      listedCondition(sql`${options.role}`, sql`${options.me}`),
      options.q ? cardSearchCondition(options.role, sql`${likePattern(options.q)}`) : undefined,
    )}`;

  const parts: SQL[] = [
    sql`select 'total' as facet, null::text as value, null::text as label, count(*)::int as count
      from base where ${matchingAllBut()}`,
  ];
  for (const key of DISCOVERY_FILTERS[options.role]) {
    const where = matchingAllBut(key);
    const facet = sql`${key}::text`;
    const column = sql.raw(FACET_SOURCE[key]);
    switch (key) {
      case 'sector':
        // unnest in the select list (a ProjectSet), cheaper than a lateral join per row.
        parts.push(sql`select ${facet}, item.value, null, count(*)::int
          from (select unnest(${column}) as value from base where ${where}) as item
          group by item.value`);
        break;
      case 'ticket':
        parts.push(sql`select ${facet}, band.value, null, count(*)::int
          from base cross join (values ${sql.join(
            TICKET_BANDS.map((b) => sql`(${b.value}::text, ${b.min}::bigint, ${b.max}::bigint)`),
            sql`, `,
          )}) as band(value, lo, hi)
          where ${where} and base.ticket_min < band.hi and base.ticket_max >= band.lo
          group by band.value`);
        break;
      case 'openToPitches':
        parts.push(sql`select ${facet}, 'true', null, count(*)::int
          from base where ${where} and base.open_to_pitches`);
        break;
      case 'skill':
      case 'city': {
        // Case-folded and shown in the most common spelling: counted per spelling first (a few
        // hundred groups, hashed), then per folded value; the most common, plus any chosen.
        // A profile names a skill once whatever its case (the profile forms keep one spelling).
        const values =
          key === 'skill'
            ? sql`select unnest(base.skills) as value from base where ${where}`
            : sql`select base.city as value from base where ${where}`;
        const spelled = sql`(select lower(item.value) as folded, item.value as spelling, count(*) as n
          from (${values}) as item where item.value is not null group by item.value) as spelled`;
        const folded = (extra: SQL) => sql`select ${facet}, spelled.folded,
            (array_agg(spelled.spelling order by spelled.n desc, spelled.spelling))[1], sum(spelled.n)::int
          from ${spelled} ${extra} group by spelled.folded`;
        const chosen = (params[key] as string[] | undefined) ?? [];
        parts.push(sql`(${folded(sql``)} order by sum(spelled.n) desc, spelled.folded
          limit ${MAX_FREE_FACET_OPTIONS})`);
        if (chosen.length) {
          parts.push(sql`(${folded(sql`where spelled.folded = any(${sql.param(chosen)}::text[])`)})`);
        }
        break;
      }
      default:
        parts.push(sql`select ${facet}, ${column}, null, count(*)::int
          from base where ${where} and ${column} is not null group by ${column}`);
    }
  }
  const rows = await rowsOf<FacetRow<DiscoveryFilterKey>>(
    db,
    sql`with base as materialized (${base}) ${sql.join(parts, sql` union all `)}`,
  );
  return facetCountsOf(rows);
}
