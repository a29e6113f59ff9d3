import { type CaptionLanguage, VIDEOS_WORDS } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { captionWords } from '../../media/captions.ts';
import { deleteStoredMedia } from '../../media/delete-media.ts';
import type { UploadedFile } from '../../media/multipart-form.ts';
import { captionKey, checkedWebVtt } from './caption-files.ts';
import {
  captionsWithoutWords,
  deleteCaptions,
  saveCaptions,
  setCaptionWords,
} from './captions-repository.ts';
import { requeueStream } from './streams-repository.ts';
import { STREAMS_JOB } from './streams-service.ts';
import { checkOwnVideo, getVideo } from './videos-service.ts';

type CaptionDeps = Pick<Container, 'db' | 'storage' | 'log'>;

/**
 * The owner's caption file for `language` (issue 27), checked and kept as clean WebVTT under the
 * video's captions folder (`captions/<video>/`, hidden and deleted with it); a file it replaces
 * is deleted. Answers the video as its owner sees it.
 */
export async function setCaptions(
  deps: CaptionDeps,
  userId: string,
  videoId: string,
  language: CaptionLanguage,
  file: UploadedFile | undefined,
) {
  await checkOwnVideo(deps, userId, videoId);
  if (!file) throw new HttpError(400, VIDEOS_WORDS.captionsMissing);
  const webVtt = await checkedWebVtt(file);
  const key = captionKey(videoId, language);
  await deps.storage.putBuffer(key, Buffer.from(webVtt, 'utf8'));
  const replaced = await saveCaptions(deps.db, videoId, language, key, captionWords(webVtt));
  await deleteStoredMedia(deps, [replaced]);
  return getVideo(deps, userId, videoId);
}

/** The owner removes the captions in `language`; answers the video as its owner sees it. */
export async function removeCaptions(
  deps: CaptionDeps,
  userId: string,
  videoId: string,
  language: CaptionLanguage,
) {
  await checkOwnVideo(deps, userId, videoId);
  await deleteStoredMedia(deps, [await deleteCaptions(deps.db, videoId, language)]);
  return getVideo(deps, userId, videoId);
}

/** After "processing failed", the owner asks again: queued with every try back; 409 otherwise. */
export async function retryStream(
  deps: CaptionDeps & Pick<Container, 'clock' | 'scheduler'>,
  userId: string,
  videoId: string,
) {
  await checkOwnVideo(deps, userId, videoId);
  if (!(await requeueStream(deps.db, videoId, userId, deps.clock.now())))
    throw conflict(VIDEOS_WORDS.streamNotFailed);
  deps.scheduler.kick(STREAMS_JOB);
  return getVideo(deps, userId, videoId);
}

/** The job that reads the words of captions kept before search indexed them (issue 28). */
export const CAPTION_WORDS_JOB = 'caption-words';
const CAPTION_WORDS_BATCH = 20;

/**
 * Reads what older captions say from their files, a batch a tick, so search finds videos by their
 * captions too; a file that is gone counts as saying nothing. Answers how many it read.
 */
export async function fillCaptionWords(deps: Pick<Container, 'db' | 'storage' | 'log'>): Promise<number> {
  const unread = await captionsWithoutWords(deps.db, CAPTION_WORDS_BATCH);
  for (const caption of unread) {
    let words = '';
    try {
      const file = await deps.storage.read(caption.storageKey);
      if (file) words = captionWords(Buffer.concat(await file.stream.toArray()).toString('utf8'));
    } catch (error) {
      deps.log.warn({ err: error, key: caption.storageKey }, 'caption words: the file could not be read');
    }
    await setCaptionWords(deps.db, caption, words);
  }
  return unread.length;
}
