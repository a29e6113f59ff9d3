import { besideStream, STREAM_SMALL_POSTER, type VideoStream } from '@ideaignite/contract';
import { Play } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { savesData } from '../lib/data-saver-hint.ts';
import { lazyComponent, showWhenLoaded } from '../lib/lazy-component.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { CaptionTrack } from './video-player/video-player.tsx';

/**
 * The streaming player (issue 27): its code, and hls.js after it, come when a video starts; with
 * the app's query cache, which a public page (the landing's guides) has not loaded yet and the
 * player asks for the account's data saver.
 */
const VideoPlayer = lazyComponent(
  () =>
    Promise.all([import('./video-player/video-player.tsx'), import('../lib/query-provider.tsx')]).then(
      ([{ VideoPlayer: Player }, { QueryProvider }]) =>
        (props: ComponentProps<typeof Player>) => (
          <QueryProvider>
            <Player {...props} />
          </QueryProvider>
        ),
    ),
  'VideoPlayer',
);

/**
 * Fetches a ready stream's master playlist and its first (lowest) rendition's playlist while the
 * player's code is still on its way, so the player finds both in the browser's cache (they are
 * kept immutable): on a slow link with long round trips the first picture comes that much sooner.
 */
function warmStream(url: string) {
  void fetch(url)
    .then((answer) => answer.text())
    .then((master) => {
      // The first variant's URI by a regex, not the contract's readMasterPlaylist (which the player
      // uses): this module is in every dashboard's first view, which the reader would put over its
      // budget (apps/web/budgets.json).
      const first = /#EXT-X-STREAM-INF[^\n]*\n([^#\s][^\n]*)/.exec(master)?.[1];
      if (first) return fetch(new URL(first.trim(), new URL(url, location.href)));
    })
    .catch(() => undefined);
}

/**
 * A video shown as its poster, one button, until pressed; then the native player, which loads
 * nothing before that (preload="none"), playing and focused so the keyboard stays in place.
 * A page of videos thus costs a page of images, and the first (`priority`) can be its
 * largest paint: fetched eagerly, at high priority. On a page rendered on the server the other
 * posters come once it is hydrated, leaving the network to that first one. `fit` sets how poster
 * and frames fill the 16:9 box; `playLabel` names the button ("Play <title>", in the caller's words).
 * A member's upload passes its `stream` (issue 27): pressed, it plays through the streaming player
 * (its HLS ladder once ready, quality and captions menus, data saver), fetched at that moment.
 * With data saver on, a poster drawn by the browser is `smallPoster` when there is one (a ready
 * stream's own, made beside its playlist, unless the caller names another).
 */
export function PosterVideo({
  src,
  poster,
  title,
  playLabel,
  fit = 'cover',
  priority = false,
  smallPoster,
  stream,
  captions,
}: {
  src: string;
  poster: string;
  smallPoster?: string | null;
  title: string;
  playLabel: string;
  fit?: 'cover' | 'contain';
  priority?: boolean;
  stream?: VideoStream;
  captions?: readonly CaptionTrack[];
}) {
  const [started, setStarted] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const showPoster = hydrated || priority;
  // Rendered ahead, a page cannot know the setting: the first poster stays the one it drew.
  const small =
    smallPoster ??
    (stream?.state === 'ready' && stream.url ? besideStream(stream.url, STREAM_SMALL_POSTER) : null);
  const image = hydrated && !priority && small && savesData() ? small : poster;

  useEffect(() => {
    if (!started || !player.current) return;
    player.current.focus();
    // The press that started it is the user gesture autoplay policies ask for.
    player.current.play()?.catch(() => {});
  }, [started]);

  const object = fit === 'cover' ? 'object-cover' : 'object-contain';
  if (streaming) {
    return (
      <VideoPlayer src={src} stream={stream} poster={image} title={title} captions={captions} autoPlay />
    );
  }
  if (started) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a video without a stream (an upload still being made ready) has no caption tracks
      <video
        ref={player}
        controls
        tabIndex={0}
        preload="none"
        poster={image}
        src={src}
        aria-label={title}
        className={cn('aspect-video w-full bg-ink-900', object)}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        if (!stream) return setStarted(true);
        if (stream.state === 'ready' && stream.url) warmStream(stream.url);
        showWhenLoaded(VideoPlayer, () => setStreaming(true));
      }}
      aria-label={playLabel}
      className="group relative block aspect-video w-full overflow-hidden bg-ink-900 focus-visible:outline-offset-[-4px]"
    >
      {showPoster ? (
        <img
          src={image}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={cn(
            'size-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none',
            object,
          )}
        />
      ) : null}
      <span
        aria-hidden
        className="absolute right-4 bottom-4 flex size-14 items-center justify-center rounded-full bg-saffron-500 text-white shadow-lg ring-4 ring-white/25 transition-transform group-hover:scale-105"
      >
        <Play className="ml-0.5 size-6 fill-current" />
      </span>
    </button>
  );
}
