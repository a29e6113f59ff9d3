import type { PitchVideo as PitchVideoFields } from '@ideaignite/contract';
import { Clapperboard } from 'lucide-react';
import { NEUTRAL_POSTER } from './neutral-poster.ts';
import { PosterVideo } from './poster-video.tsx';

/** A video's player fields, as an Ignite's pitch, an application or a startup's posting carries them. */
export type TitledVideo = Pick<PitchVideoFields, 'title' | 'videoUrl' | 'posterUrl' | 'stream' | 'captions'>;

/**
 * A pitch video (an Ignite's, a job application's, a startup's on its job posting): its poster (a
 * neutral one when it has none), playable in place through the streaming player with its ladder
 * and captions (issue 27), its title below. `label` names it for screen readers ("Pitch video"),
 * `playLabel` its play button, both in the caller's words.
 */
export function PitchVideo({
  video,
  label,
  playLabel,
}: {
  video: TitledVideo;
  label: string;
  playLabel: string;
}) {
  return (
    <figure className="overflow-hidden rounded-xl bg-ink-900 ring-1 ring-ink-100">
      <PosterVideo
        src={video.videoUrl}
        poster={video.posterUrl ?? NEUTRAL_POSTER}
        title={video.title}
        playLabel={playLabel}
        stream={video.stream}
        captions={video.captions}
      />
      <figcaption className="flex items-center gap-2 bg-white px-3 py-2 text-ink-700 text-sm">
        <Clapperboard aria-hidden className="size-4 shrink-0 text-saffron-600" />
        <span className="sr-only">{`${label}: `}</span>
        <span className="truncate font-medium">{video.title}</span>
      </figcaption>
    </figure>
  );
}
