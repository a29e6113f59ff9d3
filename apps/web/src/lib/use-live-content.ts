import {
  type Blog,
  type Comment,
  type CommentTarget,
  type PostKind,
  SOCKET_EVENTS,
  STREAM_STATES,
  type VideoEdit,
  type VideoStream,
} from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  applyBlogEdit,
  applyCommentEdit,
  applyLikes,
  applyVideoEdit,
  applyVideoPoster,
  applyVideoStream,
  removeBlogFromCaches,
  removeCommentFromCaches,
  removeVideoFromCaches,
} from './content-cache.ts';
import { useSocketEvent } from './socket.ts';

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTarget = (value: unknown): value is CommentTarget => value === 'video' || value === 'talk';
const isPostKind = (value: unknown): value is PostKind =>
  value === 'video' || value === 'blog' || value === 'talk';

/**
 * Edits and deletes by anyone, live: every list and count of this tab follows them without a
 * reload (mounted once, by the signed-in frame).
 */
export function useLiveContent() {
  const queryClient = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.videoUpdated, (video: VideoEdit) => {
    if (isId(video?._id)) applyVideoEdit(queryClient, video);
  });
  useSocketEvent(SOCKET_EVENTS.videoStreamUpdated, (videoId: unknown, stream: VideoStream) => {
    if (isId(videoId) && STREAM_STATES.includes(stream?.state) && (stream.url === null || isId(stream.url)))
      applyVideoStream(queryClient, videoId, stream);
  });
  useSocketEvent(SOCKET_EVENTS.videoPosterUpdated, (videoId: unknown, posterUrl: unknown) => {
    if (isId(videoId) && isId(posterUrl) && posterUrl.startsWith('/media/'))
      applyVideoPoster(queryClient, videoId, posterUrl);
  });
  useSocketEvent(SOCKET_EVENTS.videoDeleted, (videoId: unknown) => {
    if (isId(videoId)) removeVideoFromCaches(queryClient, videoId);
  });
  useSocketEvent(SOCKET_EVENTS.blogUpdated, (blog: Blog) => {
    if (isId(blog?._id)) applyBlogEdit(queryClient, blog);
  });
  useSocketEvent(SOCKET_EVENTS.blogDeleted, (blogId: unknown) => {
    if (isId(blogId)) removeBlogFromCaches(queryClient, blogId);
  });
  // Anyone's like (issue 26): the count only; whether this viewer likes it stays their own.
  useSocketEvent(SOCKET_EVENTS.likesChanged, (kind: unknown, id: unknown, likes: unknown) => {
    if (isPostKind(kind) && isId(id) && typeof likes === 'number') applyLikes(queryClient, kind, id, likes);
  });
  useSocketEvent(SOCKET_EVENTS.commentUpdated, (target: unknown, parentId: unknown, comment: Comment) => {
    if (isTarget(target) && isId(parentId) && isId(comment?._id))
      applyCommentEdit(queryClient, target, parentId, comment);
  });
  useSocketEvent(SOCKET_EVENTS.commentDeleted, (target: unknown, parentId: unknown, commentId: unknown) => {
    if (isTarget(target) && isId(parentId) && isId(commentId))
      removeCommentFromCaches(queryClient, target, parentId, commentId);
  });
}
