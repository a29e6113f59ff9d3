import { PUSH_WORDS } from '@ideaignite/contract';
import { notificationsApi, pushApi } from '@ideaignite/contract/notifications';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { sendDueDigests } from './digest.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from './notifications-service.ts';
import { deliverDuePushes, PUSH_JOB, subscribePush, unsubscribePush } from './web-push.ts';

/** A device turns push on once per sign-in; a script looping over endpoints meets a wall. */
const SUBSCRIBE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } };

/**
 * The daily digest: every tick, mail whoever is due (claimed in the database, so once across
 * processes). Issue 29's pushes: every tick, and whenever a notice is made (kicked).
 */
export const jobs = (container: Container) => {
  container.scheduler.every('digest', container.jobsTickMs, () => sendDueDigests(container));
  container.scheduler.every(PUSH_JOB, container.jobsTickMs, async () => {
    await deliverDuePushes(container);
  });
};

export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, pushApi.key, async () => ({ success: true as const, publicKey: container.vapid.publicKey }));
  route(
    app,
    pushApi.subscribe,
    async (request, reply) => {
      const { userId, sessionId } = currentUser(request);
      await subscribePush(container, { userId, sessionId }, request.body);
      reply.code(201);
      return { success: true as const, message: PUSH_WORDS.subscribed };
    },
    SUBSCRIBE_LIMIT,
  );
  route(app, pushApi.unsubscribe, async (request) => {
    await unsubscribePush(container, currentUser(request).userId, request.query.endpoint);
    return { success: true as const, message: PUSH_WORDS.unsubscribed };
  });
  route(app, notificationsApi.list, async (request, reply) => {
    const { items, nextCursor } = await listNotifications(
      container,
      currentUser(request).userId,
      request.query,
      request.locale,
    );
    setNextCursorHeaders(request, reply, nextCursor);
    return items;
  });
  route(app, notificationsApi.unreadCount, async (request) => ({
    count: await unreadNotificationCount(container, currentUser(request).userId),
  }));
  route(app, notificationsApi.readAll, async (request) => ({
    count: await markAllNotificationsRead(container, currentUser(request).userId),
  }));
  route(app, notificationsApi.read, async (request) =>
    markNotificationRead(
      container,
      currentUser(request).userId,
      request.params.notificationId,
      request.locale,
    ),
  );
};
