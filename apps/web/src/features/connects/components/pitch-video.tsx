import type { ConnectionDetail } from '@ideaignite/contract';
import { Clapperboard } from 'lucide-react';
import { PosterVideo } from '../../../components/poster-video.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { connectsWords } from '../words/index.ts';

/** The video sent with a pitch: its poster, playable in place; the native player when it has no poster. */
export function PitchVideo({ video }: { video: NonNullable<ConnectionDetail['video']> }) {
  const m = useWords(connectsWords);
  return (
    <figure className="overflow-hidden rounded-xl bg-ink-900 ring-1 ring-ink-100">
      {video.posterUrl ? (
        <PosterVideo
          src={video.videoUrl}
          poster={video.posterUrl}
          title={video.title}
          playLabel={m.playPitchVideo(video.title)}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: member uploads come without caption tracks
        <video
          controls
          preload="metadata"
          src={video.videoUrl}
          aria-label={video.title}
          className="aspect-video w-full bg-ink-900"
        />
      )}
      <figcaption className="flex items-center gap-2 bg-white px-3 py-2 text-ink-700 text-sm">
        <Clapperboard aria-hidden className="size-4 shrink-0 text-saffron-600" />
        <span className="sr-only">{`${m.pitchVideo}: `}</span>
        <span className="truncate font-medium">{video.title}</span>
      </figcaption>
    </figure>
  );
}
