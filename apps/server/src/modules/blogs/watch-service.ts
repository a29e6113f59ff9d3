import type { Container } from '../../lib/container.ts';
import { allBlogIdsOf, blogIdsOf, visibleBlogIds } from './blogs-repository.ts';

/** Which of these blogs and talks `viewerId` may watch live (issue 32): the post page's own rule. */
export function watchableBlogs(deps: Pick<Container, 'db'>, viewerId: string, ids: string[]) {
  return visibleBlogIds(deps.db, viewerId, ids);
}

/** Which of these blogs and talks are `ownerId`'s (a block takes the other side out of their rooms). */
export function blogsOwnedBy(deps: Pick<Container, 'db'>, ownerId: string, ids: string[]) {
  return blogIdsOf(deps.db, ownerId, ids);
}

/** Every blog and talk of `ownerId`'s (a suspension empties their rooms). */
export function allBlogsOf(deps: Pick<Container, 'db'>, ownerId: string) {
  return allBlogIdsOf(deps.db, ownerId);
}
