import { BLOGS_WORDS, NOTIFICATION_TEXT_KEEP } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { type NotifyDeps, notify } from '../notifications/index.ts';
import { setBlogLike } from './blog-likes-repository.ts';

const LIKE_TEXT = { blog: 'likeBlog', talk: 'likeTalk' } as const;

/**
 * Like a blog or talk, or take the like back, as videos' likes work: once per person, 404 where the
 * lists leave the post out (gone, the other kind, hidden, its author suspended), 403 across a block
 * (unliking stays possible). A new like tells the author; every change tells open pages the count.
 */
export async function changePostLike(
  deps: NotifyDeps & Pick<Container, 'realtime'>,
  like: { userId: string; blogId: string; kind: 'blog' | 'talk' },
  liked: boolean,
) {
  const result = await setBlogLike(deps.db, like, liked);
  if (!result) throw notFound(BLOGS_WORDS.blogNotFound);
  if (liked) refuseIfBlocked(result.block);
  if (result.changed) {
    await deps.realtime.broadcast(like.userId, 'likesChanged', like.kind, like.blogId, result.likes);
  }
  if (liked && result.changed) {
    await notify(deps, {
      userId: result.ownerId,
      type: 'like',
      params: {
        key: LIKE_TEXT[like.kind],
        args: [result.actorName ?? '', result.title.slice(0, NOTIFICATION_TEXT_KEEP)],
      },
      actorId: like.userId,
      entityId: like.blogId,
    });
  }
  return { success: true as const, likes: result.likes, userHasLiked: liked };
}
