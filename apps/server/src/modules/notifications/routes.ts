import { notificationsApi } from '@ideaignite/contract/notifications';
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

/** The daily digest: every tick, mail whoever is due (claimed in the database, so once across processes). */
export const jobs = (container: Container) => {
  container.scheduler.every('digest', container.jobsTickMs, () => sendDueDigests(container));
};

export const routes: ModuleRoutes = async (app, { container }) => {
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
