import type { Container } from '../../lib/container.ts';
import { allVideoIdsOf, videoIdsOf, visibleVideoIds } from './videos-repository.ts';

/** Which of these videos `viewerId` may watch live (issue 32): the video page's own rule. */
export function watchableVideos(deps: Pick<Container, 'db'>, viewerId: string, ids: string[]) {
  return visibleVideoIds(deps.db, viewerId, ids);
}

/** Which of these videos are `ownerId`'s (a block takes the other side out of their rooms). */
export function videosOwnedBy(deps: Pick<Container, 'db'>, ownerId: string, ids: string[]) {
  return videoIdsOf(deps.db, ownerId, ids);
}

/** Every video of `ownerId`'s (a suspension empties their rooms). */
export function allVideosOf(deps: Pick<Container, 'db'>, ownerId: string) {
  return allVideoIdsOf(deps.db, ownerId);
}
