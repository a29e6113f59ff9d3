import {
  API,
  DISCOVERY_FILTERS,
  DiscoveryFacetsQuerySchema,
  DiscoveryFacetsResponseSchema,
  DiscoveryQuerySchema,
  ErrorSchema,
  ProfileListResponseSchema,
  type Role,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { discoverPeople, discoveryFacets } from './discovery-service.ts';

const LISTS: Array<{ url: string; role: Role }> = [
  { url: API.cofounderProfiles, role: 'Cofounder' },
  { url: API.hustlerProfiles, role: 'Hustler' },
  { url: API.investorProfiles, role: 'Investor' },
  { url: API.jobseekerProfiles, role: 'Jobseeker' },
];

/**
 * Browse users by role, complete and recently active profiles first, searchable by name, skills,
 * project or bio and filtered by the role list's filters; and each list's counts per filter option.
 */
export const routes: ModuleRoutes = async (app, { container }) => {
  for (const list of LISTS) {
    const filters = DISCOVERY_FILTERS[list.role].join(', ');
    app.get(
      list.url,
      {
        schema: {
          tags: ['discovery'],
          summary: `${list.role} profiles, best ranked first (paginated; ?q= searches name, skills, project and bio; filters: ${filters})`,
          querystring: DiscoveryQuerySchema,
          response: { 200: ProfileListResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
        },
      },
      async (request) => {
        const { items, nextCursor } = await discoverPeople(
          container,
          currentUser(request).userId,
          list.role,
          request.query,
        );
        return { success: true as const, data: items, nextCursor };
      },
    );

    app.get(
      API.discoveryFacets(list.role),
      {
        schema: {
          tags: ['discovery'],
          summary: `How many ${list.role} profiles match, and per option of each filter (${filters}) with the other filters held`,
          querystring: DiscoveryFacetsQuerySchema,
          response: { 200: DiscoveryFacetsResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await discoveryFacets(container, currentUser(request), list.role, request.query)),
      }),
    );
  }
};
