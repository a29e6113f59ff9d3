import { type AppNotification, SOCKET_EVENTS, WORDS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadMoreButton } from '../../components/load-more-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useConnections } from '../../lib/api/get-connections.ts';
import { authorName } from '../../lib/author-name.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { CONNECTIONS_QUERY_KEY } from '../../lib/query-keys.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { useSession } from '../../lib/use-session.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkAllNotificationsRead } from './api/mark-read.ts';
import { NotificationItem } from './components/notification-item.tsx';
import { NotificationsFailure, NotificationsLoading } from './components/notifications-status.tsx';
import { prependNotification } from './notification-cache.ts';
import { notificationsWords } from './words/index.ts';

/**
 * /Notification: newest first, live, unread ones marked 'New'. An Ignite's news links to the inbox
 * or the pipeline; a Hustler asked to meet can accept right here.
 */
export function NotificationsPage() {
  const m = useWords(notificationsWords);
  const t = useContractText();
  const queryClient = useQueryClient();
  const isHustler = useSession()?.role === 'Hustler';
  const query = useNotifications();
  const connections = useConnections(isHustler);
  const markAll = useMarkAllNotificationsRead();

  useSocketEvent(SOCKET_EVENTS.notification, (notification: AppNotification) => {
    prependNotification(queryClient, notification);
    if (notification.type.startsWith('ignite'))
      queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
  });

  const notifications = query.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = notifications.some((item) => !item.isRead);
  const connectionFor = (notification: AppNotification) =>
    notification.type === 'ignite-meeting' && notification.entityId
      ? connections.data?.sent.find((item) => item._id === notification.entityId)
      : undefined;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title={m.title} robots="noindex" />
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl sm:text-4xl">{m.title}</h1>
          <p className="mt-1.5 text-ink-600">{m.intro}</p>
        </div>
        {anyUnread ? (
          <Button variant="secondary" onClick={() => markAll.mutate()} busy={markAll.isPending}>
            <CheckCheck aria-hidden className="size-4" />
            {m.markAllRead}
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <NotificationsLoading />
      ) : query.isError ? (
        <NotificationsFailure error={query.error} onRetry={() => query.refetch()} />
      ) : notifications.length === 0 ? (
        <EmptyState icon={BellOff} text={t(WORDS.lists.notificationsEmpty)} />
      ) : (
        <>
          <ul aria-label={m.title} className="space-y-3">
            {notifications.map((notification) => {
              const connection = connectionFor(notification);
              return (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  connection={connection}
                  actorName={authorName(connection?.investor ?? null)}
                />
              );
            })}
          </ul>
          <LoadMoreButton
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
