import { defineEndpoint } from '../endpoint.ts';
import { MessageSchema, UserIdParamsSchema } from '../schemas/common.ts';
import { ReportParamsSchema } from './params.ts';
import {
  ModerationResponseSchema,
  ReportInputSchema,
  ReportQueueQuerySchema,
  ReportQueueResponseSchema,
} from './schemas.ts';

/**
 * Reporting (any signed-in user), and the moderators' queue and actions: every `/api/admin` call
 * answers 403 unless the caller's account email is a moderator's (ADMIN_EMAILS).
 */
export const moderationApi = {
  report: defineEndpoint({
    method: 'POST',
    path: '/api/reports',
    auth: 'user',
    tags: ['moderation'],
    summary: 'Report a person, message, video, blog, talk or comment to the moderators',
    body: ReportInputSchema,
    responses: { 201: MessageSchema },
    errors: [400, 401, 404, 409],
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports',
    auth: 'user',
    tags: ['moderation'],
    summary:
      'The moderation queue, one entry per reported item with its reports: open oldest first, or closed newest first',
    query: ReportQueueQuerySchema,
    responses: { 200: ReportQueueResponseSchema },
    errors: [400, 401, 403],
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/dismiss',
    auth: 'user',
    tags: ['moderation'],
    summary: "Close a reported item's open reports without acting on them",
    params: ReportParamsSchema,
    responses: { 200: ModerationResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/hide',
    auth: 'user',
    tags: ['moderation'],
    summary: "Hide what a report is about, close the item's open reports and tell its owner",
    params: ReportParamsSchema,
    responses: { 200: ModerationResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  suspend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/suspend',
    auth: 'user',
    tags: ['moderation'],
    summary: "Suspend a report's owner: no sign-in, sessions ended, posts hidden",
    params: ReportParamsSchema,
    responses: { 200: ModerationResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  restoreContent: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/restore',
    auth: 'user',
    tags: ['moderation'],
    summary: "Show again what a report's hiding hid; its reports close as dismissed",
    params: ReportParamsSchema,
    responses: { 200: ModerationResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  restoreUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/restore',
    auth: 'user',
    tags: ['moderation'],
    summary: 'Lift a suspension: they can sign in again and their posts are back',
    params: UserIdParamsSchema,
    responses: { 200: ModerationResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
