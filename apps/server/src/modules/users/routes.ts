import { API, ErrorSchema, PublicUserSchema, UsersQuerySchema } from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { toPublicUser } from '../profiles/profile-details.ts';
import type { ProfileDeps } from '../profiles/profile-service.ts';
import { listUsers } from '../profiles/profiles-repository.ts';

/** GET /api/users: everyone but me, newest first, searchable — to start a chat with anyone. */
export const userRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  app.get(
    API.users,
    {
      schema: {
        tags: ['users'],
        summary: 'Users to chat with (bare array; ?q= searches; next page in X-Next-Cursor / Link)',
        querystring: UsersQuerySchema,
        response: { 200: z.array(PublicUserSchema), 400: ErrorSchema, 401: ErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { limit, cursor, q } = request.query;
      const { page, nextCursor } = await listUsers(deps.db, {
        limit,
        cursor,
        q: q || undefined,
        excludeUserId: currentUser(request).userId,
      });
      setNextCursorHeaders(request, reply, nextCursor);
      return page.map((row) => toPublicUser(row.user, row.profile, deps.storage));
    },
  );
};
