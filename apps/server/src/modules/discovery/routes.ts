import {
  API,
  ErrorSchema,
  ProfileListResponseSchema,
  type Role,
  SearchPageQuerySchema,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { listPeople } from '../profiles/profiles-service.ts';

const LISTS: Array<{ url: string; role: Role }> = [
  { url: API.cofounderProfiles, role: 'Cofounder' },
  { url: API.hustlerProfiles, role: 'Hustler' },
  { url: API.investorProfiles, role: 'Investor' },
  { url: API.jobseekerProfiles, role: 'Jobseeker' },
];

/** Browse users by role, newest first, searchable by name, skills, project or bio. */
export const routes: ModuleRoutes = async (app, { container }) => {
  for (const list of LISTS) {
    app.get(
      list.url,
      {
        schema: {
          tags: ['discovery'],
          summary: `${list.role} profiles (paginated; ?q= searches name, skills, project and bio)`,
          querystring: SearchPageQuerySchema,
          response: { 200: ProfileListResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
        },
      },
      async (request) => {
        const { limit, cursor, q } = request.query;
        const { items, nextCursor } = await listPeople(container, currentUser(request).userId, {
          limit,
          cursor,
          q,
          role: list.role,
        });
        return { success: true as const, data: items, nextCursor };
      },
    );
  }
};
