/**
 * A video's stream and captions as the API shows them (issue 27), for a Video and for a pitch
 * video alike: media URLs go through storage, the stream's only once its ladder is ready. No SQL here.
 */
import type { CaptionTrackFile, PitchVideo, VideoStream } from '@ideaignite/contract';
import type { MediaStorage } from '../../media/storage.ts';
import type { CaptionRow, PitchVideoRow } from './query-parts.ts';

export const toStream = (
  storage: MediaStorage,
  video: Pick<PitchVideoRow, 'streamState' | 'streamKey'>,
): VideoStream => ({
  state: video.streamState,
  url: video.streamState === 'ready' && video.streamKey ? storage.publicUrl(video.streamKey) : null,
});

export const toCaptions = (
  storage: MediaStorage,
  captions: readonly CaptionRow[] | null,
): CaptionTrackFile[] =>
  (captions ?? []).map((caption) => ({ language: caption.language, url: storage.publicUrl(caption.key) }));

/** A video sent with a pitch (an Ignite, a job application) or a startup's on its posting. */
export const toPitchVideo = (storage: MediaStorage, video: PitchVideoRow): PitchVideo => ({
  _id: video.id,
  title: video.title,
  videoUrl: storage.publicUrl(video.storageKey),
  posterUrl: video.posterKey ? storage.publicUrl(video.posterKey) : null,
  stream: toStream(storage, video),
  captions: toCaptions(storage, video.captions),
});
