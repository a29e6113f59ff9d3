import type { Blog, Comment } from '@ideaignite/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { prependComment, prependToCommentPages } from '../../lib/comment-cache.ts';
import { BLOGS_QUERY_KEY, DASH_CONTENT_QUERY_KEY, talkCommentsQueryKey } from '../../lib/query-keys.ts';

type CommentPage = { comments: Comment[] };
type BlogPage = { data: Blog[] };
type DashPage = { data: { videos: unknown[]; blogs: Blog[] } };

/**
 * A new comment on a blog, from this user or live from the socket: placed first in the reader's
 * list and in the blog's embedded comments (the blogs list, the dashboard feed), and counted once
 * whichever way it came first.
 */
export function addCommentToBlog(queryClient: QueryClient, blogId: string, comment: Comment) {
  const listKey = talkCommentsQueryKey(blogId);
  const list = queryClient.getQueryData<InfiniteData<CommentPage>>(listKey);
  const listed =
    list?.pages.some((page) => page.comments.some((known) => known._id === comment._id)) ?? false;
  queryClient.setQueryData<InfiniteData<CommentPage>>(listKey, (data) =>
    prependToCommentPages(data, comment),
  );

  const onBlog = (blog: Blog): Blog => {
    if (blog._id !== blogId) return blog;
    if (listed || blog.comments.some((known) => known._id === comment._id)) return blog;
    return {
      ...blog,
      comments: prependComment(blog.comments, comment),
      commentsCount: blog.commentsCount + 1,
    };
  };
  queryClient.setQueriesData<InfiniteData<BlogPage>>({ queryKey: BLOGS_QUERY_KEY }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(onBlog) })) }
      : data,
  );
  queryClient.setQueriesData<InfiniteData<DashPage>>({ queryKey: DASH_CONTENT_QUERY_KEY }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.data ? { ...page, data: { ...page.data, blogs: page.data.blogs.map(onBlog) } } : page,
          ),
        }
      : data,
  );
}
