import { defineEndpoint } from '../endpoint.ts';
import { DISCOVERY_FILTERS } from '../matching.ts';
import type { Role } from '../roles.ts';
import {
  DiscoveryFacetsQuerySchema,
  DiscoveryFacetsResponseSchema,
  DiscoveryQuerySchema,
} from '../schemas/matching.ts';
import { ProfileListResponseSchema } from '../schemas/profiles.ts';

const filtersOf = (role: Role) => DISCOVERY_FILTERS[role].join(', ');
const listSummary = (role: Role) =>
  `${role} profiles, best ranked first (paginated; ?q= searches name, skills, project and bio; filters: ${filtersOf(role)})`;
const facetsSummary = (role: Role) =>
  `How many ${role} profiles match, and per option of each filter (${filtersOf(role)}) with the other filters held`;

/**
 * Browsing people by role (spec section 7's four lists, complete and recently active profiles
 * first, searchable and filtered by DISCOVERY_FILTERS[role]), and each list's counts per filter
 * option. A filter takes several values as repeated parameters (`?sector=a&sector=b`).
 */
export const discoveryApi = {
  cofounders: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/cofounderprofile',
    auth: 'user',
    tags: ['discovery'],
    summary: listSummary('Cofounder'),
    query: DiscoveryQuerySchema,
    responses: { 200: ProfileListResponseSchema },
    errors: [400, 401],
  }),
  cofounderFacets: defineEndpoint({
    method: 'GET',
    path: '/api/discovery/cofounder/facets',
    auth: 'user',
    tags: ['discovery'],
    summary: facetsSummary('Cofounder'),
    query: DiscoveryFacetsQuerySchema,
    responses: { 200: DiscoveryFacetsResponseSchema },
    errors: [400, 401],
  }),
  hustlers: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/Hustlerprofile',
    auth: 'user',
    tags: ['discovery'],
    summary: listSummary('Hustler'),
    query: DiscoveryQuerySchema,
    responses: { 200: ProfileListResponseSchema },
    errors: [400, 401],
  }),
  hustlerFacets: defineEndpoint({
    method: 'GET',
    path: '/api/discovery/hustler/facets',
    auth: 'user',
    tags: ['discovery'],
    summary: facetsSummary('Hustler'),
    query: DiscoveryFacetsQuerySchema,
    responses: { 200: DiscoveryFacetsResponseSchema },
    errors: [400, 401],
  }),
  investors: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/Investorprofile',
    auth: 'user',
    tags: ['discovery'],
    summary: listSummary('Investor'),
    query: DiscoveryQuerySchema,
    responses: { 200: ProfileListResponseSchema },
    errors: [400, 401],
  }),
  investorFacets: defineEndpoint({
    method: 'GET',
    path: '/api/discovery/investor/facets',
    auth: 'user',
    tags: ['discovery'],
    summary: facetsSummary('Investor'),
    query: DiscoveryFacetsQuerySchema,
    responses: { 200: DiscoveryFacetsResponseSchema },
    errors: [400, 401],
  }),
  jobseekers: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/Jobseekerprofile',
    auth: 'user',
    tags: ['discovery'],
    summary: listSummary('Jobseeker'),
    query: DiscoveryQuerySchema,
    responses: { 200: ProfileListResponseSchema },
    errors: [400, 401],
  }),
  jobseekerFacets: defineEndpoint({
    method: 'GET',
    path: '/api/discovery/jobseeker/facets',
    auth: 'user',
    tags: ['discovery'],
    summary: facetsSummary('Jobseeker'),
    query: DiscoveryFacetsQuerySchema,
    responses: { 200: DiscoveryFacetsResponseSchema },
    errors: [400, 401],
  }),
};
