import {
  besideStream,
  type CaptionLanguage,
  DATA_SAVER_MAX_HEIGHT,
  readMasterPlaylist,
  STREAM_SAVER_MASTER,
  STREAM_STRIP,
  type VideoStream,
} from '@ideaignite/contract';
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

/** A time as a player shows it: 0:24, 12:05, 1:02:09. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A rendition the quality menu offers: its height, and for the browser's own HLS its playlist. */
interface Level {
  index: number;
  height: number;
  uri?: string;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The picture renditions a master playlist lists (the audio-only one left out), each with its own
 * playlist's URL: for a browser that plays HLS itself, which offers no choice of rendition, the
 * quality menu plays that playlist.
 */
export function masterLevels(masterUrl: string, text: string): Level[] {
  const base = new URL(masterUrl, location.href);
  return readMasterPlaylist(text)
    .flatMap(({ uri, resolution }) => (uri && resolution ? [{ uri, height: resolution.height }] : []))
    .map(({ uri, height }, index) => ({ index, height, uri: new URL(uri, base).href }));
}

/** Plays `url` in `element` from where it was, playing on if it was. */
function switchSource(element: HTMLVideoElement, url: string) {
  const [time, playing] = [element.currentTime, !element.paused];
  element.src = url;
  element.addEventListener(
    'loadedmetadata',
    () => {
      element.currentTime = time;
      if (playing) element.play()?.catch(() => {});
    },
    { once: true },
  );
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
  const [duration, setDuration] = useState(0);
  const [scenesOpen, setScenesOpen] = useState(false);
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
    if (!streamUrl) {
      element.src = src;
      start();
      return;
    }
    if (element.canPlayType(HLS_TYPE)) {
      // The browser's own HLS, from the master playlist, or with data saver from its own
      // (STREAM_SAVER_MASTER: the lowest picture; this browser's HLS climbs to what a slow link
      // cannot carry); the quality menu from the master playlist, 240p a choice.
      element.src = dataSaver ? besideStream(streamUrl, STREAM_SAVER_MASTER) : streamUrl;
      start();
      void fetch(streamUrl)
        .then((answer) => (answer.ok ? answer.text() : ''))
        .catch(() => '')
        .then((text) => {
          if (!cancelled) setLevels(masterLevels(streamUrl, text));
        });
      return () => {
        cancelled = true;
      };
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
            const allowed = found.filter((level) => level.height <= DATA_SAVER_MAX_HEIGHT);
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
    if (hls.current) {
      hls.current.currentLevel = value;
      return;
    }
    const element = video.current;
    const level = levels.find((candidate) => candidate.index === value);
    if (!element || !streamUrl) return;
    // The browser's own HLS: the chosen rendition's playlist; Auto is the master (capped with data saver).
    const auto = dataSaver ? besideStream(streamUrl, STREAM_SAVER_MASTER) : streamUrl;
    const url = level?.uri ?? auto;
    if (url) switchSource(element, url);
  };
  const chooseCaptions = (value: CaptionsChoice) => {
    setCaptionsChoice(value);
    try {
      localStorage.setItem(CAPTIONS_CHOICE_KEY, value);
    } catch {
      // Private mode: the choice lasts as long as the page.
    }
  };
  const seek = (time: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = time;
    element.play()?.catch(() => {});
  };
  const scenes = streamUrl && duration > 0 ? besideStream(streamUrl, STREAM_STRIP.file) : null;
  const offered = dataSaver ? levels.filter((level) => level.height <= DATA_SAVER_MAX_HEIGHT) : levels;
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
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration || 0)}
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
      {offered.length > 1 || captions.length || preparing || dataSaver || scenes ? (
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
          {scenes ? (
            <button
              type="button"
              aria-expanded={scenesOpen}
              aria-controls={`${ids}-scenes`}
              onClick={() => setScenesOpen((open) => !open)}
              className="min-h-11 rounded-lg border border-ink-200 bg-white px-3 font-semibold text-ink-800 text-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-saffron-500"
            >
              {m.showScenes}
            </button>
          ) : null}
          {preparing ? <p className="text-ink-600">{m.preparing}</p> : null}
          {dataSaver ? <p className="text-ink-600">{m.dataSaver}</p> : null}
        </div>
      ) : null}
      {scenes && scenesOpen ? (
        <Scenes
          id={`${ids}-scenes`}
          strip={scenes}
          duration={duration}
          label={m.scenesLabel(title)}
          onSeek={seek}
        />
      ) : null}
    </div>
  );
}

/**
 * The stream's strip of STREAM_STRIP.frames moments, one button each ("Go to 0:24"), drawn from
 * the one strip image (fetched only once the list is opened); pressing one plays from there.
 */
function Scenes({
  id,
  strip,
  duration,
  label,
  onSeek,
}: {
  id: string;
  strip: string;
  duration: number;
  label: string;
  onSeek: (time: number) => void;
}) {
  const m = useWords(videoPlayerWords);
  const { frames, width, height } = STREAM_STRIP;
  // Shown at half size, in a row that scrolls sideways on a phone (its width contained, so the
  // row never widens the card it is in).
  const [w, h] = [width / 2, height / 2];
  // A short video's moments can fall in the same second: each second is offered once.
  const moments = Array.from({ length: frames }, (_, index) => ({
    index,
    time: (index * duration) / frames,
  })).filter((moment, at, all) => at === 0 || Math.floor(moment.time) !== Math.floor(all[at - 1]?.time ?? 0));
  return (
    <ol
      id={id}
      aria-label={label}
      className="flex snap-x scroll-px-3 gap-2 overflow-x-auto bg-white px-3 pb-3 [contain:inline-size]"
    >
      {moments.map(({ index, time }) => (
        <li key={index} className="shrink-0 snap-start">
          <button
            type="button"
            aria-label={m.goTo(clockTime(time))}
            onClick={() => onSeek(time)}
            className="group flex flex-col items-center gap-1 rounded-md p-0.5 text-ink-700 text-xs focus-visible:outline-2 focus-visible:outline-saffron-500 hover:text-brand-700"
          >
            <span
              aria-hidden
              className="block rounded bg-ink-900 ring-1 ring-ink-200 group-hover:ring-brand-500"
              style={{
                width: w,
                height: h,
                backgroundImage: `url("${strip}")`,
                backgroundSize: `${frames * w}px ${h}px`,
                backgroundPosition: `-${index * w}px 0`,
              }}
            />
            <span aria-hidden className="tabular-nums">
              {clockTime(time)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
