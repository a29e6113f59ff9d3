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

/** One variant of an HLS master playlist (RFC 8216 4.3.4.2): its `#EXT-X-STREAM-INF` tag and the URI line after it. */
export interface MasterVariant {
  /** The tag's line as written, for messages. */
  tag: string;
  /** The next line, as written (relative to the master); null when the next line is a tag, a comment or none. */
  uri: string | null;
  /** BANDWIDTH and AVERAGE-BANDWIDTH in bit/s; null when absent or not a number. */
  bandwidth: number | null;
  averageBandwidth: number | null;
  resolution: { width: number; height: number } | null;
  codecs: string[];
}

const STREAM_INF = '#EXT-X-STREAM-INF:';

/** A tag's `KEY=value,KEY="quoted, value"` attribute list as a map. */
function attributeList(list: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, key, value] of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g))
    if (key && value !== undefined) found.set(key, value.replace(/^"|"$/g, ''));
  return found;
}

const numberOrNull = (value: string | undefined): number | null =>
  value === undefined || value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * A master playlist's variants in the order written (blank lines skipped). It reads and does not
 * judge: the server, which checks what its transcoder wrote, refuses a variant without a URI or
 * BANDWIDTH and a text without `#EXTM3U`; the player takes what it can use.
 */
export function readMasterPlaylist(text: string): MasterVariant[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const variants: MasterVariant[] = [];
  lines.forEach((tag, at) => {
    if (!tag.startsWith(STREAM_INF)) return;
    const attributes = attributeList(tag.slice(STREAM_INF.length));
    const next = lines[at + 1];
    const resolution = /^(\d+)x(\d+)$/.exec(attributes.get('RESOLUTION') ?? '');
    variants.push({
      tag,
      uri: next && !next.startsWith('#') ? next : null,
      bandwidth: numberOrNull(attributes.get('BANDWIDTH')),
      averageBandwidth: numberOrNull(attributes.get('AVERAGE-BANDWIDTH')),
      resolution: resolution ? { width: Number(resolution[1]), height: Number(resolution[2]) } : null,
      codecs: (attributes.get('CODECS') ?? '')
        .split(',')
        .map((codec) => codec.trim())
        .filter(Boolean),
    });
  });
  return variants;
}
