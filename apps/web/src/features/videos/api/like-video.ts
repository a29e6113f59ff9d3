import type { EndpointAnswer } from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

export type LikeResponse = EndpointAnswer<typeof videosApi.like>;

/** Likes a video, or takes the like back when `like` is false (unlike goes beyond the prototype). */
export function likeVideo({ videoId, like }: { videoId: string; like: boolean }) {
  return call(like ? videosApi.like : videosApi.unlike, { body: { videoId } });
}

export function useLikeVideo() {
  return useMutation({ mutationFn: likeVideo });
}
