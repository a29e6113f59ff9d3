import { NOTIFICATION_TEXT_KEEP, type NotificationText } from '@ideaignite/contract';
import { findAuthorName, insertConnectionNews } from './connection-news-repository.ts';
import { type NotifyDeps, notificationWords, sendNotificationMail } from './notification-mail.ts';
import { pushNotification } from './notifications-service.ts';

const TEXT_OF = {
  video: 'connectionPostVideo',
  blog: 'connectionPostBlog',
  talk: 'connectionPostTalk',
} as const;

/**
 * Tells the author's accepted connections that they posted a video, blog or talk: in the app and
 * by email, as each of them chose for "connection news".
 */
export async function notifyConnectionsOfPost(
  deps: NotifyDeps,
  post: { authorId: string; kind: 'video' | 'blog' | 'talk'; id: string; title: string },
): Promise<void> {
  // The post is stored and answered for whatever happens here: a failure is logged, never thrown.
  await tellConnections(deps, post).catch((error: unknown) =>
    deps.log.error({ err: error, postId: post.id }, 'connection news not sent'),
  );
}

async function tellConnections(
  deps: NotifyDeps,
  post: { authorId: string; kind: 'video' | 'blog' | 'talk'; id: string; title: string },
) {
  const authorName = await findAuthorName(deps.db, post.authorId);
  const params: NotificationText = {
    key: TEXT_OF[post.kind],
    args: [authorName, post.title.slice(0, NOTIFICATION_TEXT_KEEP)],
  };
  const message = notificationWords(params);
  const rows = await insertConnectionNews(deps.db, {
    authorId: post.authorId,
    entityId: post.id,
    message,
    params,
  });
  for (const row of rows) {
    if (row.notification_id && row.notification_created_at) {
      pushNotification(deps, {
        id: row.notification_id,
        userId: row.user_id,
        type: 'connection-post',
        message,
        params,
        isRead: false,
        actorId: post.authorId,
        entityId: post.id,
        createdAt: new Date(row.notification_created_at),
      });
    }
    if (row.email_on) {
      await sendNotificationMail(
        deps,
        { email: row.email, locale: row.locale },
        'connection',
        params,
        post.authorId,
        post.id,
      );
    }
  }
}
