import { z } from 'zod';

/**
 * Issue 27: a video's HLS ladder, made after the upload by a job. Until it is `ready` the original
 * file plays; `failed` tells its owner, who may ask again.
 */
export const STREAM_STATES = ['queued', 'processing', 'ready', 'failed'] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/** The languages a video may have captions in. */
export const CAPTION_LANGUAGES = ['en', 'hi'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** Where a video stands with its ladder, and the master playlist's URL once it is ready. */
export const VideoStreamSchema = z.object({
  state: z.enum(STREAM_STATES),
  url: z.string().nullable(),
});
export type VideoStream = z.infer<typeof VideoStreamSchema>;

/** One of a video's caption files (WebVTT), by language. */
export const CaptionTrackSchema = z.object({
  language: z.enum(CAPTION_LANGUAGES),
  url: z.string(),
});
export type CaptionTrackFile = z.infer<typeof CaptionTrackSchema>;
