import type { Comment } from '@ideaignite/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The comment first (lists are newest first), unless a list already holds it: a comment shows once. */
export function prependComment(comments: Comment[], comment: Comment): Comment[] {
  return comments.some((known) => known._id === comment._id) ? comments : [comment, ...comments];
}

/** The same for a paged comments query's cache; nothing when the query never loaded. */
export function prependToCommentPages<Page extends { comments: Comment[] }>(
  data: InfiniteData<Page> | undefined,
  comment: Comment,
): InfiniteData<Page> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.comments.some((known) => known._id === comment._id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, comments: [comment, ...first.comments] }, ...rest] };
}

/** Comments from several sources (embedded, paged, live) as one newest-first list without repeats. */
export function mergeComments(...lists: Comment[][]): Comment[] {
  const byId = new Map<string, Comment>();
  for (const list of lists)
    for (const comment of list) if (!byId.has(comment._id)) byId.set(comment._id, comment);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
