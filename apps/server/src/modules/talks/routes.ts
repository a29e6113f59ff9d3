import { COMMENTS_WORDS, TALKS_WORDS } from '@ideaignite/contract';
import { talksApi } from '@ideaignite/contract/talks';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { changePostLike, editTalk, getPost, removePost } from '../blogs/index.ts';
import { commentOnTalk, createTalk, listTalkComments } from './talks-service.ts';

/** Talks (any signed-in user) and the comments on talks and blogs (beyond the prototype). */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, talksApi.create, async (request, reply) => {
    const blog = await createTalk(container, currentUser(request).userId, request.body.title);
    reply.status(201);
    return { success: true as const, message: TALKS_WORDS.talkPosted, blog };
  });

  route(app, talksApi.comments, async (request) => ({
    success: true as const,
    ...(await listTalkComments(container, request.params.blogId, currentUser(request).userId, request.query)),
  }));

  route(app, talksApi.addComment, async (request, reply) => {
    const userId = currentUser(request).userId;
    const comment = await commentOnTalk(
      container,
      request.params.blogId,
      userId,
      request.body.text,
      request.body.idempotencyKey,
    );
    reply.status(201);
    return { success: true as const, message: COMMENTS_WORDS.commentAdded, comment };
  });

  // A talk at its own address (issue 26): what a notification or a shared link opens.
  route(app, talksApi.get, async (request) => ({
    success: true as const,
    blog: await getPost(container, currentUser(request).userId, request.params.talkId, 'talk'),
  }));

  for (const [endpoint, liked] of [
    [talksApi.like, true],
    [talksApi.unlike, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      changePostLike(
        container,
        { userId: currentUser(request).userId, blogId: request.params.talkId, kind: 'talk' },
        liked,
      ),
    );
  }

  route(app, talksApi.edit, async (request) => ({
    success: true as const,
    message: TALKS_WORDS.talkUpdated,
    blog: await editTalk(container, currentUser(request).userId, request.params.talkId, request.body.title),
  }));

  route(app, talksApi.remove, async (request) => {
    await removePost(container, currentUser(request).userId, request.params.talkId, 'talk');
    return { success: true as const, message: TALKS_WORDS.talkDeleted };
  });
};
