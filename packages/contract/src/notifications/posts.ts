import type { PostKind } from '../paths.ts';
import type { NotificationText } from './texts.ts';

/** The kind of post each post notification's text is about (issue 26). */
const POST_KIND: Partial<Record<NotificationText['key'], PostKind>> = {
  like: 'video',
  likeBlog: 'blog',
  likeTalk: 'talk',
  commentOnVideo: 'video',
  commentOnBlog: 'blog',
  commentOnTalk: 'talk',
  connectionPostVideo: 'video',
  connectionPostBlog: 'blog',
  connectionPostTalk: 'talk',
};

/** The keys whose entityId is a comment, not the post: the post is named by `postId`. */
const ABOUT_A_COMMENT = new Set<NotificationText['key']>([
  'commentOnVideo',
  'commentOnBlog',
  'commentOnTalk',
]);

/**
 * The video, blog or talk a notification is about, to open at its own address; null when it is
 * about no post, or (a comment notification stored before posts had addresses) names none.
 */
export function notificationPost(notification: {
  params: Pick<NotificationText, 'key' | 'postId'> | null;
  entityId: string | null | undefined;
}): { kind: PostKind; id: string } | null {
  const { params, entityId } = notification;
  const kind = params ? POST_KIND[params.key] : undefined;
  if (!params || !kind) return null;
  const id = params.postId ?? (ABOUT_A_COMMENT.has(params.key) ? undefined : entityId);
  return id ? { kind, id } : null;
}
