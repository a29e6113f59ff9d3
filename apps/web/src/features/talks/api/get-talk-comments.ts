import { MAX_PAGE_SIZE } from '@ideaignite/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { postCommentsQueryOptions } from '../../../lib/api/get-post-comments.ts';

/** A talk already carries its latest 20 comments; this is 'View all', as many a page as the server gives. */
export function useTalkComments(blogId: string, enabled: boolean) {
  return useInfiniteQuery({ ...postCommentsQueryOptions(blogId, MAX_PAGE_SIZE), enabled });
}
