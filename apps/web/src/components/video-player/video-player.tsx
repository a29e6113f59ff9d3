import type { CaptionLanguage, VideoStream } from '@ideaignite/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useDataSaver } from '../../lib/data-saver.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { type HlsClass, loadHls as loadHlsLibrary } from './load-hls.ts';
import { videoPlayerWords } from './words/index.ts';

/** A caption file the player offers. */
export interface CaptionTrack {
  language: CaptionLanguage;
  url: string;
}

/** The height data saver caps playback at. */
export const DATA_SAVER_HEIGHT = 240;
/** Where the viewer's captions choice is kept on this device ('off', 'en', 'hi'). */
export const CAPTIONS_CHOICE_KEY = 'captions';

type CaptionsChoice = CaptionLanguage | 'off';

const savedCaptions = (): CaptionsChoice => {
  try {
    const saved = localStorage.getItem(CAPTIONS_CHOICE_KEY);
    return saved === 'en' || saved === 'hi' ? saved : 'off';
  } catch {
    return 'off';
  }
};

/** What the adaptive player reports: each rendition's height, in its order. */
interface Level {
  index: number;
  height: number;
}

/**
 * A video, playing (issue 27): its HLS ladder once it is ready (the browser's own HLS where it has
 * it, else hls.js, loaded now), starting low and adapting; the original file while the ladder is
 * being made. Under the picture: a quality menu (Auto and each rendition; none above 240p with
 * data saver on) and a captions menu (Off and each language, remembered on this device).
 */
export function VideoPlayer({
  src,
  stream,
  poster,
  title,
  captions = [],
  dataSaver: dataSaverChoice,
  autoPlay = false,
  loadHls = loadHlsLibrary,
  className,
}: {
  src: string;
  stream?: VideoStream | null;
  poster?: string | null;
  title: string;
  captions?: readonly CaptionTrack[];
  dataSaver?: boolean;
  autoPlay?: boolean;
  loadHls?: () => Promise<HlsClass>;
  className?: string;
}) {
  const m = useWords(videoPlayerWords);
  // The person's own setting (and the browser's hints), unless the caller decides.
  const dataSaverSetting = useDataSaver();
  const dataSaver = dataSaverChoice ?? dataSaverSetting;
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<InstanceType<HlsClass> | null>(null);
  const [levels, setLevels] = useState<Level[]>([]);
  const [quality, setQuality] = useState<number>(-1);
  const [captionsChoice, setCaptionsChoice] = useState<CaptionsChoice>(savedCaptions);
  const ids = useId();
  const streamUrl = stream?.state === 'ready' ? stream.url : null;

  // The source: the ladder when ready, else the original; hls.js only where the browser needs it.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      if (autoPlay) element.play()?.catch(() => {});
    };
    if (!streamUrl || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = streamUrl ?? src;
      start();
      return;
    }
    void loadHls()
      .then((Hls) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          element.src = src;
          start();
          return;
        }
        const player = new Hls({
          // Start at the rung an assumed low estimate (300 kbit/s) allows, and measure from there:
          // hls.js's bandwidth test would fetch a first segment only to throw it away.
          startLevel: -1,
          testBandwidth: false,
          abrEwmaDefaultEstimate: 300_000,
          capLevelToPlayerSize: true,
        });
        hls.current = player;
        player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          const found = data.levels.map((level, index) => ({ index, height: level.height }));
          setLevels(found);
          if (dataSaver) {
            const allowed = found.filter((level) => level.height <= DATA_SAVER_HEIGHT);
            player.autoLevelCapping = allowed.length ? (allowed.at(-1)?.index ?? 0) : 0;
          }
        });
        player.loadSource(streamUrl);
        player.attachMedia(element);
        start();
      })
      .catch(() => {
        // hls.js could not be loaded (offline, blocked): the original still plays.
        if (cancelled) return;
        element.src = src;
        start();
      });
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [streamUrl, src, autoPlay, dataSaver, loadHls]);

  // Started by a press (autoPlay): the keyboard stays with the video, as on the poster before.
  useEffect(() => {
    if (autoPlay) video.current?.focus();
  }, [autoPlay]);

  // The captions shown: the chosen language's track, the others off.
  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    for (let index = 0; index < tracks.length; index += 1) {
      const track = tracks[index];
      if (track) track.mode = track.language === captionsChoice ? 'showing' : 'disabled';
    }
  }, [captionsChoice]);

  const chooseQuality = (value: number) => {
    setQuality(value);
    if (hls.current) hls.current.currentLevel = value;
  };
  const chooseCaptions = (value: CaptionsChoice) => {
    setCaptionsChoice(value);
    try {
      localStorage.setItem(CAPTIONS_CHOICE_KEY, value);
    } catch {
      // Private mode: the choice lasts as long as the page.
    }
  };
  const offered = dataSaver ? levels.filter((level) => level.height <= DATA_SAVER_HEIGHT) : levels;
  const preparing = stream && (stream.state === 'queued' || stream.state === 'processing');
  const selectClass =
    'min-h-11 rounded-lg border border-ink-200 bg-white px-2 py-1 font-medium text-ink-800 text-sm focus-visible:outline-2 focus-visible:outline-saffron-500';

  return (
    <div className={cn('flex flex-col bg-ink-900', className)}>
      {/* biome-ignore lint/a11y/useMediaCaption: the owner's caption tracks are rendered inside when the video has them */}
      <video
        ref={video}
        controls
        tabIndex={0}
        playsInline
        preload={dataSaver ? 'none' : 'metadata'}
        poster={poster ?? undefined}
        aria-label={title}
        crossOrigin="anonymous"
        className="aspect-video w-full bg-ink-900 object-contain"
      >
        {captions.map((track) => (
          <track
            key={track.language}
            kind="captions"
            srcLang={track.language}
            label={m.language[track.language]}
            src={track.url}
          />
        ))}
      </video>
      {offered.length > 1 || captions.length || preparing || dataSaver ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-white px-3 py-2 text-sm">
          {offered.length > 1 ? (
            <label className="flex items-center gap-2" htmlFor={`${ids}-quality`}>
              <span className="font-semibold text-ink-700">{m.quality}</span>
              <select
                id={`${ids}-quality`}
                className={selectClass}
                value={quality}
                onChange={(event) => chooseQuality(Number(event.target.value))}
              >
                <option value={-1}>{m.auto}</option>
                {[...offered].reverse().map((level) => (
                  <option key={level.index} value={level.index}>
                    {m.rung(level.height)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {captions.length ? (
            <label className="flex items-center gap-2" htmlFor={`${ids}-captions`}>
              <span className="font-semibold text-ink-700">{m.captions}</span>
              <select
                id={`${ids}-captions`}
                className={selectClass}
                value={captions.some((track) => track.language === captionsChoice) ? captionsChoice : 'off'}
                onChange={(event) => chooseCaptions(event.target.value as CaptionsChoice)}
              >
                <option value="off">{m.captionsOff}</option>
                {captions.map((track) => (
                  <option key={track.language} value={track.language}>
                    {m.language[track.language]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {preparing ? <p className="text-ink-600">{m.preparing}</p> : null}
          {dataSaver ? <p className="text-ink-600">{m.dataSaver}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
