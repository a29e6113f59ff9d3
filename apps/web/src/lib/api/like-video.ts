import { API, type LikeResponseSchema } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type LikeResponse = z.infer<typeof LikeResponseSchema>;

/** Likes a video, or takes the like back when `like` is false (unlike goes beyond the prototype). */
export function likeVideo({ videoId, like }: { videoId: string; like: boolean }) {
  return apiRequest<LikeResponse>(like ? API.likeVideo : API.unlikeVideo, {
    method: 'POST',
    json: { videoId },
  });
}

export function useLikeVideo() {
  return useMutation({ mutationFn: likeVideo });
}
