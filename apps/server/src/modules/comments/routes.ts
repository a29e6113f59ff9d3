import { COMMENTS_WORDS } from '@ideaignite/contract';
import { commentsApi } from '@ideaignite/contract/comments';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser, readOptionalUser } from '../../plugins/authentication.ts';
import { addComment, editComment, listComments, removeComment } from './comments-service.ts';

/** A video's comments: anyone may read them (the spec's commentget takes no token). */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  route(app, commentsApi.videoComments, async (request) => {
    // Signed in, the viewer does not see comments of people blocked either way.
    const viewer = await readOptionalUser(app, request);
    return {
      success: true as const,
      ...(await listComments(
        container,
        'video',
        request.params.videoId,
        viewer?.userId ?? null,
        request.query,
      )),
    };
  });
};

/** Editing and deleting one's own comment: on a video, or on a blog or talk ("talk" comments). */
const COMMENT_CHANGES = [
  { target: 'video', edit: commentsApi.editVideoComment, remove: commentsApi.removeVideoComment },
  { target: 'talk', edit: commentsApi.editTalkComment, remove: commentsApi.removeTalkComment },
] as const;

/** Commenting on a video. Talk and blog comments are the talks module's. */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, commentsApi.addVideoComment, async (request, reply) => {
    const { videoId, text, idempotencyKey } = request.body;
    const userId = currentUser(request).userId;
    const comment = await addComment(container, 'video', videoId, userId, text, idempotencyKey);
    reply.status(201);
    return { success: true as const, message: COMMENTS_WORDS.commentAdded, comment };
  });

  for (const { target, edit, remove } of COMMENT_CHANGES) {
    route(app, edit, async (request) => ({
      success: true as const,
      message: COMMENTS_WORDS.commentUpdated,
      comment: await editComment(
        container,
        target,
        currentUser(request).userId,
        request.params.commentId,
        request.body.text,
      ),
    }));
    route(app, remove, async (request) => {
      await removeComment(container, target, currentUser(request).userId, request.params.commentId);
      return { success: true as const, message: COMMENTS_WORDS.commentDeleted };
    });
  }
};
