import { useInfiniteQuery } from '@tanstack/react-query';
import { postCommentsQueryOptions } from '../../../lib/api/get-post-comments.ts';

/** Comments per page in the reader. */
export const BLOG_COMMENTS_PAGE_SIZE = 10;

/** A blog's comments, loaded once it is opened to read. */
export function useBlogComments(blogId: string) {
  return useInfiniteQuery(postCommentsQueryOptions(blogId, BLOG_COMMENTS_PAGE_SIZE));
}
