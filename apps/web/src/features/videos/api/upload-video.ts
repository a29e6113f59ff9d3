import {
  CAPTION_LANGUAGES,
  CAPTION_UPLOAD_FIELDS,
  type CaptionLanguage,
  type Video,
  WORDS,
} from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../../lib/auth-storage.ts';
import { COMPLETENESS_QUERY_KEY, DASH_CONTENT_QUERY_KEY, VIDEOS_QUERY_KEY } from '../../../lib/query-keys.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface VideoUploadInput {
  title: string;
  description: string;
  video: File;
  /** Caption files sent along, by language (issue 27). */
  captions?: Partial<Record<CaptionLanguage, File>>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A refused or failed upload, with the words to show (the server's, or the spec's fallback). */
export class VideoUploadError extends Error {
  constructor(
    message: string,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'VideoUploadError';
  }
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * POST addvideo with XMLHttpRequest rather than fetch: only XHR reports upload progress, which
 * a 50 MB video needs (so not call(), though the endpoint is videosApi.upload's). Resolves with
 * the server's success message and the stored video.
 */
export function uploadVideo({
  title,
  description,
  video,
  captions = {},
  onProgress,
  signal,
}: VideoUploadInput) {
  return new Promise<{ message: string; video: Video | null }>((resolve, reject) => {
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('video', video);
    for (const language of CAPTION_LANGUAGES) {
      const file = captions[language];
      if (file) form.append(CAPTION_UPLOAD_FIELDS[language], file);
    }

    const xhr = new XMLHttpRequest();
    xhr.open(videosApi.upload.method, videosApi.upload.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : video.size });
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const message = textOf(body?.message);
        if (!message) return reject(new VideoUploadError(WORDS.videoUpload.noMessage));
        return resolve({ message, video: (body?.video as Video | undefined) ?? null });
      }
      // The spec's client reads `error`; the API sends it beside `message`.
      const reason = textOf(body?.error) ?? textOf(body?.message) ?? WORDS.videoUpload.unexpected;
      reject(new VideoUploadError(reason));
    };
    xhr.onerror = () => reject(new VideoUploadError(WORDS.videoUpload.unexpected));
    xhr.onabort = () => reject(new VideoUploadError('Upload cancelled.', true));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The upload as a mutation; a stored video refreshes the videos grid and the dashboard feed. */
export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
      queryClient.invalidateQueries({ queryKey: DASH_CONTENT_QUERY_KEY });
      queryClient.invalidateQueries({ queryKey: COMPLETENESS_QUERY_KEY });
    },
  });
}
