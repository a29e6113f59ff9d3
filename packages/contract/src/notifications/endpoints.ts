import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CountResponseSchema, PageQuerySchema } from '../schemas/common.ts';
import { NotificationSchema } from './schemas.ts';
import { NOTIFICATIONS_WORDS } from './words.ts';

/** The notifications feature's calls: the list, the unread count, marking read. */
export const notificationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/Notifications',
    auth: 'user',
    tags: ['notifications'],
    summary: 'My notifications, newest first (bare array; next page in X-Next-Cursor / Link)',
    query: PageQuerySchema,
    responses: { 200: z.array(NotificationSchema) },
    errors: [400, 401, 404],
    paged: true,
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/Notifications/unread-count',
    auth: 'user',
    tags: ['notifications'],
    summary: 'How many of my notifications are unread',
    responses: { 200: CountResponseSchema },
    errors: [400, 401, 404],
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/api/Notifications/read-all',
    auth: 'user',
    tags: ['notifications'],
    summary: 'Mark all my notifications read',
    responses: { 200: CountResponseSchema },
    errors: [400, 401, 404],
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/Notifications/:notificationId/read',
    auth: 'user',
    tags: ['notifications'],
    summary: 'Mark one of my notifications read',
    params: z.object({ notificationId: z.uuid({ error: NOTIFICATIONS_WORDS.notificationNotFound }) }),
    responses: { 200: NotificationSchema },
    errors: [400, 401, 404],
  }),
};
