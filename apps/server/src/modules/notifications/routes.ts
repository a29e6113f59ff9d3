import {
  API,
  CountResponseSchema,
  ErrorSchema,
  NotificationSchema,
  PageQuerySchema,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { sendDueDigests } from './digest.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from './notifications-service.ts';

/** The daily digest: every tick, mail whoever is due (claimed in the database, so once across processes). */
export const jobs = (container: Container) => {
  container.scheduler.every('digest', container.jobsTickMs, () => sendDueDigests(container));
};

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export const routes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.notifications,
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first (bare array; next page in X-Next-Cursor / Link)',
        querystring: PageQuerySchema,
        response: { 200: z.array(NotificationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listNotifications(
        container,
        currentUser(request).userId,
        request.query,
        request.locale,
      );
      setNextCursorHeaders(request, reply, nextCursor);
      return items;
    },
  );
  app.get(
    API.notificationsUnreadCount,
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: CountResponseSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadNotificationCount(container, currentUser(request).userId) }),
  );
  app.post(
    API.notificationsReadAll,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: CountResponseSchema, ...errors },
      },
    },
    async (request) => ({ count: await markAllNotificationsRead(container, currentUser(request).userId) }),
  );
  app.post(
    '/api/Notifications/:notificationId/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: z.object({ notificationId: z.uuid({ error: SOCIAL_MESSAGES.notificationNotFound }) }),
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request) =>
      markNotificationRead(
        container,
        currentUser(request).userId,
        request.params.notificationId,
        request.locale,
      ),
  );
};
