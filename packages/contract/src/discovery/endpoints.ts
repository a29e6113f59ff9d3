import { defineEndpoint } from '../endpoint.ts';
import { ProfileListResponseSchema } from '../profiles/schemas.ts';
import type { Role } from '../roles.ts';
import { DISCOVERY_FILTERS } from './constants.ts';
import {
  DiscoveryFacetsQuerySchema,
  DiscoveryFacetsResponseSchema,
  DiscoveryQuerySchema,
} from './schemas.ts';

const filtersOf = (role: Role) => DISCOVERY_FILTERS[role].join(', ');
const listSummary = (role: Role) =>
  `${role} profiles, best ranked first (paginated; ?q= searches name, skills, project and bio; filters: ${filtersOf(role)})`;
const facetsSummary = (role: Role) =>
  `How many ${role} profiles match, and per option of each filter (${filtersOf(role)}) with the other filters held`;

/** One role's list: the same query and answer for every role, at the path the spec gives it. */
const roleList = <const P extends `/api/${string}`>(path: P, role: Role) =>
  defineEndpoint({
    method: 'GET',
    path,
    auth: 'user',
    tags: ['discovery'],
    summary: listSummary(role),
    query: DiscoveryQuerySchema,
    responses: { 200: ProfileListResponseSchema },
    errors: [400, 401],
  });

/** One role list's counts per filter option. */
const roleFacets = <const P extends `/api/${string}`>(path: P, role: Role) =>
  defineEndpoint({
    method: 'GET',
    path,
    auth: 'user',
    tags: ['discovery'],
    summary: facetsSummary(role),
    query: DiscoveryFacetsQuerySchema,
    responses: { 200: DiscoveryFacetsResponseSchema },
    errors: [400, 401],
  });

/**
 * Browsing people by role (spec section 7's four lists, complete and recently active profiles
 * first, searchable and filtered by DISCOVERY_FILTERS[role]), and each list's counts per filter
 * option. A filter takes several values as repeated parameters (`?sector=a&sector=b`).
 */
export const discoveryApi = {
  cofounders: roleList('/api/userprofile/cofounderprofile', 'Cofounder'),
  cofounderFacets: roleFacets('/api/discovery/cofounder/facets', 'Cofounder'),
  hustlers: roleList('/api/userprofile/Hustlerprofile', 'Hustler'),
  hustlerFacets: roleFacets('/api/discovery/hustler/facets', 'Hustler'),
  investors: roleList('/api/userprofile/Investorprofile', 'Investor'),
  investorFacets: roleFacets('/api/discovery/investor/facets', 'Investor'),
  jobseekers: roleList('/api/userprofile/Jobseekerprofile', 'Jobseeker'),
  jobseekerFacets: roleFacets('/api/discovery/jobseeker/facets', 'Jobseeker'),
};
