import { MODERATION_WORDS } from '@ideaignite/contract';
import { moderationApi } from '@ideaignite/contract/moderation';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  actOnReport,
  fileReport,
  listReports,
  requireAdmin,
  restoreContent,
  restoreUser,
} from './moderation-service.ts';

/** Reporting (any signed-in user), and the moderators' queue and actions (ADMIN_EMAILS only). */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, moderationApi.report, async (request, reply) => {
    await fileReport(container, currentUser(request).userId, request.body);
    return reply.status(201).send({ message: MODERATION_WORDS.reportSent });
  });

  await app.register(adminRoutes, { container });
};

/** Every admin route: 403 unless the caller's account email is a moderator's. */
const adminRoutes: ModuleRoutes = async (admin, { container }) => {
  admin.addHook('preHandler', async (request) => requireAdmin(container, currentUser(request).userId));

  route(admin, moderationApi.queue, async (request) => listReports(container, request.query));

  for (const action of ['dismiss', 'hide', 'suspend'] as const) {
    route(admin, moderationApi[action], async (request) =>
      actOnReport(container, currentUser(request).userId, request.params.reportId, action),
    );
  }

  route(admin, moderationApi.restoreContent, async (request) =>
    restoreContent(container, currentUser(request).userId, request.params.reportId),
  );

  route(admin, moderationApi.restoreUser, async (request) =>
    restoreUser(container, currentUser(request).userId, request.params.userId),
  );
};
