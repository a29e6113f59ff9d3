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

/** The upload form's optional caption files (POST addvideo), by language: WebVTT or SRT, ≤ 1 MB each. */
export const CAPTION_UPLOAD_FIELDS: Record<CaptionLanguage, string> = {
  en: 'captions_en',
  hi: 'captions_hi',
};

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

/**
 * Beside a ready stream's master playlist, made by the same pass: a strip of STREAM_STRIP.frames
 * pictures side by side (each `width` × `height`, the video fitted inside), the i-th taken at
 * i / frames of the video's length, for finding a moment; and a small poster for data saver.
 */
export const STREAM_STRIP = { file: 'strip.jpg', frames: 10, width: 160, height: 90 } as const;
export const STREAM_SMALL_POSTER = 'poster-small.jpg';
/**
 * Data saver's master playlist, beside the whole one: the lowest picture rendition and the sound
 * alone, for a browser that plays HLS itself, which offers no other way to cap it.
 */
export const STREAM_SAVER_MASTER = 'master-saver.m3u8';
/** The tallest picture data saver plays. */
export const DATA_SAVER_MAX_HEIGHT = 240;

/** The URL of `file` beside a stream's master playlist (`url`). */
export const besideStream = (url: string, file: string): string => url.replace(/[^/]*$/, file);
