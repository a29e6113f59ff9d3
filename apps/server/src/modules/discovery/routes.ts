import { discoveryApi } from '@ideaignite/contract/discovery';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { discoverPeople, discoveryFacets } from './discovery-service.ts';

/** Each role list and its counts per filter option. */
const LISTS = [
  { role: 'Cofounder', list: discoveryApi.cofounders, facets: discoveryApi.cofounderFacets },
  { role: 'Hustler', list: discoveryApi.hustlers, facets: discoveryApi.hustlerFacets },
  { role: 'Investor', list: discoveryApi.investors, facets: discoveryApi.investorFacets },
  { role: 'Jobseeker', list: discoveryApi.jobseekers, facets: discoveryApi.jobseekerFacets },
] as const;

/**
 * Browse users by role, complete and recently active profiles first, searchable by name, skills,
 * project or bio and filtered by the role list's filters; and each list's counts per filter option.
 */
export const routes: ModuleRoutes = async (app, { container }) => {
  for (const { role, list, facets } of LISTS) {
    route(app, list, async (request) => {
      const { items, nextCursor } = await discoverPeople(
        container,
        currentUser(request).userId,
        role,
        request.query,
      );
      return { success: true as const, data: items, nextCursor };
    });

    route(app, facets, async (request) => ({
      success: true as const,
      ...(await discoveryFacets(container, currentUser(request), role, request.query)),
    }));
  }
};
