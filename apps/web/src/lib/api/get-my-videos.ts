import { API, type Video, type VideoListResponseSchema } from '@ideaignite/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { MY_VIDEOS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

/** As many as a pick list shows. */
const MY_VIDEOS_LIMIT = 50;
type VideoPage = z.infer<typeof VideoListResponseSchema>;

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
      apiRequest<VideoPage>(`${API.getVideos}?limit=${MY_VIDEOS_LIMIT}&mine=true`, { signal }),
    select: (data): Video[] => data.data.filter((video) => video.uploadedBy?._id === me),
    enabled: enabled && Boolean(me),
  });
}
