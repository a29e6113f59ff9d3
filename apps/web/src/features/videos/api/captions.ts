import type { CaptionLanguage } from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { applyVideoCaptions } from '../../../lib/content-cache.ts';

/** Issue 27: the owner adds, replaces (a file) or removes (null) a video's captions in one language. */
export function useChangeCaptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      videoId,
      language,
      file,
    }: {
      videoId: string;
      language: CaptionLanguage;
      file: File | null;
    }) => {
      const params = { videoId, language };
      if (!file) return call(videosApi.removeCaptions, { params });
      const body = new FormData();
      body.append('captions', file);
      return call(videosApi.setCaptions, { params, body });
    },
    onSuccess: ({ video }) => applyVideoCaptions(queryClient, video._id, video.captions),
  });
}
