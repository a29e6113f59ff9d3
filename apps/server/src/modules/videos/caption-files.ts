import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type CaptionLanguage, VIDEOS_WORDS } from '@ideaignite/contract';
import { HttpError } from '../../lib/http-error.ts';
import { CaptionError, type CaptionProblem, toCleanWebVtt } from '../../media/captions.ts';
import type { UploadedFile } from '../../media/multipart-form.ts';

/** Each refusal of a caption file, with its status and words. */
const REFUSALS: Record<CaptionProblem, { status: number; message: string }> = {
  tooLarge: { status: 413, message: VIDEOS_WORDS.captionsTooLarge },
  notText: { status: 400, message: VIDEOS_WORDS.captionsNotText },
  noCues: { status: 400, message: VIDEOS_WORDS.captionsNoCues },
  badTiming: { status: 400, message: VIDEOS_WORDS.captionsBadTiming },
};

/** A caption file as clean WebVTT (SRT converted); refused with the catalogue's words when it is not one. */
export async function checkedWebVtt(file: UploadedFile): Promise<string> {
  try {
    return toCleanWebVtt(await readFile(file.path));
  } catch (error) {
    if (!(error instanceof CaptionError)) throw error;
    const refusal = REFUSALS[error.problem];
    throw new HttpError(refusal.status, refusal.message);
  }
}

/** Where a video's captions in `language` are kept: its captions folder, a name of their own. */
export const captionKey = (videoId: string, language: CaptionLanguage) =>
  `captions/${videoId}/${language}-${randomUUID().slice(0, 8)}.vtt`;
