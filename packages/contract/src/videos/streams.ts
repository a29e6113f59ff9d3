/**
 * Issue 27: a video's HLS ladder, made after the upload by a job. Until it is `ready` the original
 * file plays; `failed` tells its owner, who may ask again. No zod here: the signed-in frame reads
 * these names on its first view (live stream updates), and a schema would bring zod along; the
 * schemas are in schemas.ts.
 */
export const STREAM_STATES = ['queued', 'processing', 'ready', 'failed'] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/** The languages a video may have captions in. */
export const CAPTION_LANGUAGES = ['en', 'hi'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** Where a video stands with its ladder, and the master playlist's URL once it is ready. */
export interface VideoStream {
  state: StreamState;
  url: string | null;
}

/** One of a video's caption files (WebVTT), by language. */
export interface CaptionTrackFile {
  language: CaptionLanguage;
  url: string;
}
