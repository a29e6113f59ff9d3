import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GuideVideo as Guide } from './content/guide-videos.ts';

/**
 * One guide: its poster as a single button until pressed, then the native player (which loads
 * nothing before that: preload="none"), playing and focused so the keyboard stays in place.
 */
export function GuideVideo({ video }: { video: Guide }) {
  const [started, setStarted] = useState(false);
  const player = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!started || !player.current) return;
    player.current.focus();
    // The press that started it is the user gesture autoplay policies ask for.
    player.current.play()?.catch(() => {});
  }, [started]);

  if (started) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the guides are silent captioned-on-screen tours; each has its summary written below
      <video
        ref={player}
        controls
        tabIndex={0}
        preload="none"
        poster={video.poster}
        src={video.src}
        aria-label={video.title}
        className="aspect-video w-full bg-ink-900 object-cover"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setStarted(true)}
      aria-label={`Play ${video.title}`}
      className="group relative block aspect-video w-full overflow-hidden bg-ink-900 focus-visible:outline-offset-[-4px]"
    >
      <img
        src={video.poster}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <span
        aria-hidden
        className="absolute right-4 bottom-4 flex size-14 items-center justify-center rounded-full bg-saffron-500 text-white shadow-lg ring-4 ring-white/25 transition-transform group-hover:scale-105"
      >
        <Play className="ml-0.5 size-6 fill-current" />
      </span>
    </button>
  );
}
