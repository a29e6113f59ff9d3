import type { Video } from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import { useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { MY_VIDEOS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

/** As many as a pick list shows. */
const MY_VIDEOS_LIMIT = 50;

/**
 * The signed-in user's own videos, newest first (GET getvideos?mine=true). Only theirs are kept,
 * whatever the answer holds: one of them is what an Ignite may carry.
 */
export function useMyVideos(enabled = true) {
  const session = useSession();
  const me = session?.userId;
  return useQuery({
    queryKey: MY_VIDEOS_QUERY_KEY,
    queryFn: ({ signal }) =>
      call(videosApi.list, { query: { limit: MY_VIDEOS_LIMIT, mine: 'true' } }, { signal }),
    select: (data): Video[] => data.data.filter((video) => video.uploadedBy?._id === me),
    enabled: enabled && Boolean(me),
  });
}
