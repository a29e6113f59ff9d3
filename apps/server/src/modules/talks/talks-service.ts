import type { Container } from '../../lib/container.ts';
import { shapeBlogs } from '../blogs/index.ts';
import { addComment, listComments } from '../comments/index.ts';
import type { NotifyDeps } from '../notifications/index.ts';
import { notifyConnectionsOfPost } from '../notifications/index.ts';
import { recordActivity } from '../profiles/index.ts';
import { insertTalk } from './talks-repository.ts';

type TalksDeps = Pick<Container, 'db' | 'storage'>;

/** POST addTalks: a talk is a blog of kind talk whose title is its text. Any signed-in user. */
export async function createTalk(
  deps: TalksDeps & NotifyDeps & Pick<Container, 'clock'>,
  userId: string,
  title: string,
) {
  const row = await insertTalk(deps.db, { userId, title });
  await recordActivity(deps, userId);
  const [blog] = await shapeBlogs(deps, [{ blog: row, commentsCount: 0 }]);
  await notifyConnectionsOfPost(deps, { authorId: userId, kind: 'talk', id: row.id, title: row.title });
  return blog!;
}

/** A talk's (or blog's) comments, newest first. */
export function listTalkComments(
  deps: TalksDeps,
  blogId: string,
  viewerId: string,
  query: { limit: number; cursor?: string },
) {
  return listComments(deps, 'talk', blogId, viewerId, query);
}

/** Comments on a talk (or blog) and pushes newTalkComment to every client. */
export function commentOnTalk(
  deps: TalksDeps & NotifyDeps,
  blogId: string,
  userId: string,
  text: string,
  idempotencyKey?: string,
) {
  return addComment(deps, 'talk', blogId, userId, text, idempotencyKey);
}
