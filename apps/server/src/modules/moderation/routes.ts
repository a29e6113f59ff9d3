import {
  API,
  ModerationResponseSchema,
  ReportInputSchema,
  ReportQueueQuerySchema,
  ReportQueueResponseSchema,
  SAFETY_MESSAGES,
  UserIdParamsSchema,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  actOnReport,
  fileReport,
  listReports,
  requireAdmin,
  restoreContent,
  restoreUser,
} from './moderation-service.ts';

const ReportParamsSchema = z.object({ reportId: z.uuid({ error: SAFETY_MESSAGES.reportNotFound }) });

const ReportSentSchema = z.object({ message: z.string() });

const ACTION_SUMMARIES = {
  dismiss: 'Close a report without acting on it',
  hide: 'Hide what a report is about, close its reports and tell its owner',
  suspend: "Suspend a report's owner: no sign-in, sessions ended, posts hidden",
} as const;

/** Reporting (any signed-in user), and the moderators' queue and actions (ADMIN_EMAILS only). */
export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.reports,
    {
      schema: {
        tags: ['moderation'],
        summary: 'Report a person, message, video, blog, talk or comment to the moderators',
        body: ReportInputSchema,
        response: { 201: ReportSentSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await fileReport(container, currentUser(request).userId, request.body);
      return reply.status(201).send({ message: SAFETY_MESSAGES.reportSent });
    },
  );

  await app.register(adminRoutes, { container });
};

/** Every admin route: 403 unless the caller's account email is a moderator's. */
const adminRoutes: ModuleRoutes = async (admin, { container }) => {
  admin.addHook('preHandler', async (request) => requireAdmin(container, currentUser(request).userId));

  admin.get(
    API.adminReports,
    {
      schema: {
        tags: ['moderation'],
        summary: 'The moderation queue: open reports oldest first, or closed ones newest first',
        querystring: ReportQueueQuerySchema,
        response: { 200: ReportQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReports(container, request.query),
  );

  for (const action of ['dismiss', 'hide', 'suspend'] as const) {
    admin.post(
      `/api/admin/reports/:reportId/${action}`,
      {
        schema: {
          tags: ['moderation'],
          summary: ACTION_SUMMARIES[action],
          params: ReportParamsSchema,
          response: { 200: ModerationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => actOnReport(container, currentUser(request).userId, request.params.reportId, action),
    );
  }

  admin.post(
    '/api/admin/reports/:reportId/restore',
    {
      schema: {
        tags: ['moderation'],
        summary: "Show again what a report's hiding hid; its reports close as dismissed",
        params: ReportParamsSchema,
        response: { 200: ModerationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => restoreContent(container, currentUser(request).userId, request.params.reportId),
  );

  admin.post(
    '/api/admin/users/:userId/restore',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Lift a suspension: they can sign in again and their posts are back',
        params: UserIdParamsSchema,
        response: { 200: ModerationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => restoreUser(container, currentUser(request).userId, request.params.userId),
  );
};
