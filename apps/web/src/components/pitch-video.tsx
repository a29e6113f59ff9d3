import { Clapperboard } from 'lucide-react';
import { PosterVideo } from './poster-video.tsx';

/** A video's player fields, as an Ignite's pitch or a startup's newest video carries them. */
export interface TitledVideo {
  title: string;
  videoUrl: string;
  posterUrl: string | null;
}

/**
 * A pitch video (an Ignite's, a startup's on its job posting): its poster, playable in place, or
 * the native player when it has no poster; its title below. `label` names it for screen readers
 * ("Pitch video"), `playLabel` its play button, both in the caller's words.
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
      {video.posterUrl ? (
        <PosterVideo
          src={video.videoUrl}
          poster={video.posterUrl}
          title={video.title}
          playLabel={playLabel}
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
        <span className="sr-only">{`${label}: `}</span>
        <span className="truncate font-medium">{video.title}</span>
      </figcaption>
    </figure>
  );
}
