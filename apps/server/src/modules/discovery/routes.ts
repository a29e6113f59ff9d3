import {
  API,
  ErrorSchema,
  ProfileListResponseSchema,
  type Role,
  SearchPageQuerySchema,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authentication.ts';
import { toPublicUser } from '../profiles/profile-details.ts';
import type { ProfileDeps } from '../profiles/profile-service.ts';
import { listUsersByRole } from '../profiles/profiles-repository.ts';

const LISTS: Array<{ url: string; role: Role }> = [
  { url: API.cofounderProfiles, role: 'Cofounder' },
  { url: API.hustlerProfiles, role: 'Hustler' },
  { url: API.investorProfiles, role: 'Investor' },
  { url: API.jobseekerProfiles, role: 'Jobseeker' },
];

/** Browse users by role, newest first, searchable by name, skills, project or bio. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
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
        preHandler: app.authenticate,
      },
      async (request) => {
        const { limit, cursor, q } = request.query;
        const { page, nextCursor } = await listUsersByRole(deps.db, list.role, {
          limit,
          cursor,
          q: q || undefined,
          excludeUserId: currentUser(request).userId,
        });
        return {
          success: true as const,
          data: page.map((row) => toPublicUser(row.user, row.profile, deps.storage)),
          nextCursor,
        };
      },
    );
  }
};
