/**
 * One round of the slow-network bench: a fresh Chromium (empty cache) opens a video's post page
 * signed in, the network is then emulated slow, and the Play button is pressed. Measured from the
 * press: the time to the first video frame, the bytes of every response started after the press
 * until then, and, when asked, the stalls while it plays on.
 */
import { STORAGE_KEYS, type Video } from '@ideaignite/contract';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.mjs';
import { sleep } from '../lib/stats.ts';

/**
 * 'hls': the player as it is, which hands the ladder to the browser's own HLS where it has it
 * (Chromium does, as Safari); 'hlsjs': the same with native HLS hidden (canPlayType answers ''
 * for HLS), so the player loads hls.js as in a browser without it (Firefox); 'progressive': the
 * original file through the same player.
 */
export type Mode = 'hls' | 'hlsjs' | 'progressive';

/** Hides the browser's own HLS from the page, before its scripts run. */
const HIDE_NATIVE_HLS = `(() => {
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type) {
    return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
  };
})()`;

export interface Network {
  /** Bytes per second down and up. */
  bytesPerSecond: number;
  latencyMs: number;
}

export interface Fetched {
  url: string;
  /** When the request started, ms after counting started (as the bench saw the event). */
  startedMs: number;
  type: string;
  bytes: number;
  finished: boolean;
  cancelled: boolean;
}

export interface RoundResult {
  mode: Mode;
  /** Press to first frame; the cap when none came in time (`capped`). */
  firstFrameMs: number;
  capped: boolean;
  /** How the first frame was seen: requestVideoFrameCallback, or 'playing' with time > 0. */
  firstFrameVia: string;
  bytes: number;
  fetched: Fetched[];
  /** Whether the browser played the ladder itself (native HLS) instead of through hls.js. */
  nativeHls: boolean;
  stalls?: StallFigures;
}

export interface StallFigures {
  seconds: number;
  /** 'waiting' events after the first 'playing'. */
  waits: number;
  /** Time spent waiting in them. */
  waitingMs: number;
  /** Where playback stood at the end, in seconds of video. */
  currentTime: number;
  /** Media requests during the stall phase, by rendition folder (144p, 240p, ...). */
  segmentsByRendition: Record<string, number>;
  bytes: number;
}

/**
 * In the page, before its scripts: the moment of the press (pointerdown, capture phase) and, for
 * every <video> that appears, its first presented frame (requestVideoFrameCallback) and its
 * 'playing' and 'waiting' events. Plain JavaScript: the bench has no DOM types.
 */
const PAGE_PROBE = `(() => {
  const probe = { pressAt: null, firstFrameAt: null, via: null, playingAt: null, waits: 0, waitingMs: 0, waitingSince: null };
  window.__benchProbe = probe;
  const firstFrame = (via) => {
    if (probe.pressAt === null || probe.firstFrameAt !== null) return;
    probe.firstFrameAt = performance.now();
    probe.via = via;
    window.__benchFirstFrame?.();
  };
  document.addEventListener('pointerdown', () => { if (probe.pressAt === null) probe.pressAt = performance.now(); }, true);
  const seen = new WeakSet();
  const watch = (video) => {
    if (seen.has(video)) return;
    seen.add(video);
    video.requestVideoFrameCallback?.(() => firstFrame('requestVideoFrameCallback'));
    video.addEventListener('playing', () => {
      if (probe.playingAt === null) probe.playingAt = performance.now();
      if (probe.waitingSince !== null) { probe.waitingMs += performance.now() - probe.waitingSince; probe.waitingSince = null; }
      if (video.currentTime > 0) firstFrame('playing');
    });
    video.addEventListener('timeupdate', () => { if (video.currentTime > 0) firstFrame('playing'); });
    video.addEventListener('waiting', () => {
      if (probe.playingAt === null) return;
      probe.waits += 1;
      probe.waitingSince = performance.now();
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, { childList: true, subtree: true });
})()`;

interface Probe {
  pressAt: number | null;
  firstFrameAt: number | null;
  via: string | null;
  waits: number;
  waitingMs: number;
  waitingSince: number | null;
  currentTime: number;
  nativeHls: boolean;
}
const READ_PROBE = `(() => {
  const probe = window.__benchProbe;
  const video = document.querySelector('video');
  const waitingMs = probe.waitingMs + (probe.waitingSince === null ? 0 : performance.now() - probe.waitingSince);
  return { ...probe, waitingMs, currentTime: video ? video.currentTime : 0,
    nativeHls: Boolean(video && video.src && !video.src.startsWith('blob:') && video.src.includes('.m3u8')) };
})()`;

/** Bytes on the wire per request (headers and body), from the DevTools protocol's events. */
class Traffic {
  readonly requests = new Map<string, Fetched & { headers: number; data: number }>();
  counting = false;
  private from = 0;
  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!this.counting || this.requests.has(event.requestId)) return;
      if (!event.request.url.startsWith('http')) return;
      this.requests.set(event.requestId, {
        url: event.request.url,
        startedMs: performance.now() - this.from,
        type: event.type ?? 'Other',
        bytes: 0,
        headers: 0,
        data: 0,
        finished: false,
        cancelled: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = this.requests.get(event.requestId);
      if (request && this.counting) request.headers = event.response.encodedDataLength ?? 0;
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = this.requests.get(event.requestId);
      if (!request || !this.counting) return;
      request.bytes += event.encodedDataLength;
      request.data += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.requests.get(event.requestId);
      if (!request || !this.counting) return;
      request.bytes = event.encodedDataLength;
      request.finished = true;
    });
    // A request the browser gave up on (a media fetch it cancelled) keeps the bytes it received.
    cdp.on('Network.loadingFailed', (event) => {
      const request = this.requests.get(event.requestId);
      if (!request || !this.counting) return;
      request.bytes = Math.max(request.bytes, request.headers + request.data);
      request.finished = true;
      request.cancelled = true;
    });
  }
  /** Starts counting afresh: only requests started from now on. */
  restart() {
    this.requests.clear();
    this.from = performance.now();
    this.counting = true;
  }
  /** Stops counting; each request's bytes so far (in flight: headers + body received). */
  stop(): Fetched[] {
    this.counting = false;
    return [...this.requests.values()]
      .filter((request) => !new URL(request.url).pathname.startsWith('/socket.io/'))
      .map(({ url, startedMs, type, bytes, headers, data, finished, cancelled }) => ({
        url,
        startedMs,
        cancelled,
        type,
        finished,
        bytes: finished ? bytes : Math.max(bytes, headers + data),
      }));
  }
}

/**
 * Waits until the page has fetched all it fetches by itself: the signed-in app prefetches its
 * other pages from 8 s after the load on a fast link (lib/idle-prefetch.ts), which would
 * otherwise share the slow link with the video. Quiet = no request for 2 s, from 10 s after load.
 */
async function settled(page: Page) {
  let last = performance.now();
  const seen = () => {
    last = performance.now();
  };
  page.on('request', seen);
  await sleep(10_000);
  const until = performance.now() + 60_000;
  while (performance.now() - last < 2_000 && performance.now() < until) await sleep(250);
  page.off('request', seen);
}

/** One press of Play on the video's page under the emulated network; see the file's header. */
export async function playRound(options: {
  base: string;
  video: Video;
  user: { id: string; token: string; role: string };
  mode: Mode;
  network: Network;
  capSeconds: number;
  stallSeconds: number;
}): Promise<RoundResult> {
  const { base, video, mode } = options;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Signed in as the app signs in (its session in localStorage); the browser draws the page, so
    // the video comes from GET /api/videos/:id, which the progressive rounds answer with no ladder.
    await page.goto(`${base}/healthz`);
    await page.evaluate(
      ([keys, user]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        storage.setItem(keys.token, user.token);
        storage.setItem(keys.userId, user.id);
        storage.setItem(keys.role, user.role);
      },
      [STORAGE_KEYS, options.user] as const,
    );
    if (mode === 'progressive') {
      await page.route(`**/api/videos/${video._id}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { video: Video };
        body.video.stream = { state: 'processing', url: null };
        await route.fulfill({ response, json: body });
      });
    }
    let firstFrameSeen: () => void = () => {};
    const firstFrame = new Promise<void>((resolve) => {
      firstFrameSeen = resolve;
    });
    const cdp = await context.newCDPSession(page);
    const traffic = new Traffic(cdp);
    await page.exposeFunction('__benchFirstFrame', () => {
      traffic.counting = false;
      firstFrameSeen();
    });
    await page.addInitScript(PAGE_PROBE);
    if (mode === 'hlsjs') await page.addInitScript(HIDE_NATIVE_HLS);
    await cdp.send('Network.enable');

    await page.goto(`${base}/videos/${video._id}`);
    const play = page.getByRole('button', { name: `Play ${video.title}` });
    await play.waitFor({ timeout: 60_000 });
    await settled(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: options.network.latencyMs,
      downloadThroughput: options.network.bytesPerSecond,
      uploadThroughput: options.network.bytesPerSecond,
    });

    traffic.restart();
    await play.click();
    const capped = await Promise.race([
      firstFrame.then(() => false),
      sleep(options.capSeconds * 1000).then(() => true),
    ]);
    const fetched = traffic.stop();
    const probe = (await page.evaluate(READ_PROBE)) as Probe;
    const firstFrameMs =
      capped || probe.firstFrameAt === null || probe.pressAt === null
        ? options.capSeconds * 1000
        : probe.firstFrameAt - probe.pressAt;
    const result: RoundResult = {
      mode,
      firstFrameMs,
      capped,
      firstFrameVia: probe.via ?? 'none',
      bytes: fetched.reduce((sum, request) => sum + request.bytes, 0),
      fetched,
      nativeHls: probe.nativeHls,
    };
    if (!capped && options.stallSeconds > 0) {
      traffic.restart();
      const before = probe.waits;
      const waitedBefore = probe.waitingMs;
      await sleep(options.stallSeconds * 1000);
      const during = traffic.stop();
      const after = (await page.evaluate(READ_PROBE)) as Probe;
      const segmentsByRendition: Record<string, number> = {};
      for (const request of during) {
        const rendition = /\/([^/]+)\/segment-\d+\.ts/.exec(request.url)?.[1];
        if (rendition) segmentsByRendition[rendition] = (segmentsByRendition[rendition] ?? 0) + 1;
      }
      result.stalls = {
        seconds: options.stallSeconds,
        waits: after.waits - before,
        waitingMs: after.waitingMs - waitedBefore,
        currentTime: after.currentTime,
        segmentsByRendition,
        bytes: during.reduce((sum, request) => sum + request.bytes, 0),
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}
