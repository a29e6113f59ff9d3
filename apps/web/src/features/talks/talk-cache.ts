import type { Comment } from '@ideaignite/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { BlogListResponse } from '../../lib/api/get-blogs.ts';
import { prependComment, prependToCommentPages } from '../../lib/comment-cache.ts';
import { blogsQueryKey, talkCommentsQueryKey } from '../../lib/query-keys.ts';
import type { CommentListResponse } from './api/get-talk-comments.ts';

/**
 * A new comment on a talk, from this user or live from the socket: placed first in the talk's
 * embedded comments and in its 'View all' list, and counted once whichever way it came first.
 */
export function addCommentToTalk(queryClient: QueryClient, blogId: string, comment: Comment) {
  const allKey = talkCommentsQueryKey(blogId);
  const all = queryClient.getQueryData<InfiniteData<CommentListResponse>>(allKey);
  const inAll = all?.pages.some((page) => page.comments.some((known) => known._id === comment._id)) ?? false;
  queryClient.setQueryData<InfiniteData<CommentListResponse>>(allKey, (data) =>
    prependToCommentPages(data, comment),
  );
  queryClient.setQueryData<InfiniteData<BlogListResponse>>(blogsQueryKey('talk'), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((talk) => {
          if (talk._id !== blogId) return talk;
          const known = inAll || talk.comments.some((existing) => existing._id === comment._id);
          if (known) return talk;
          return {
            ...talk,
            comments: prependComment(talk.comments, comment),
            commentsCount: talk.commentsCount + 1,
          };
        }),
      })),
    };
  });
}
