/** The markdown of bench/video/slow-network.ts: medians, ratios and verdicts, then what was fetched. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fmt, median, ratio, table } from '../lib/stats.ts';
import type { Mode, RoundResult } from './player-round.ts';

export const TIME_BAR = 0.35;
export const BYTES_BAR = 0.2;
const KB = 1024;

export interface SlowNetworkRun {
  results: Record<Mode, RoundResult[]>;
  rounds: number;
  capSeconds: number;
  stallSeconds: number;
  transcode: { videoSeconds: number; cpuSeconds: number; wallSeconds: number; uploadSeconds: number };
  ladder: string;
}

const MODE_NAMES: Record<Mode, string> = {
  hls: "HLS, our player as shipped (this Chromium's own HLS)",
  hlsjs: 'HLS, our player with native HLS hidden (hls.js)',
  progressive: 'progressive, same player, original file',
};

const short = (url: string) => {
  const { pathname } = new URL(url);
  const parts = pathname.split('/');
  return parts.length > 4 ? `…/${parts.slice(-2).join('/')}` : pathname;
};

/** A round's responses in the order they started: when, what, how many bytes. */
const fetchedList = (result: RoundResult, largest?: number) => {
  const sorted = largest
    ? [...result.fetched].sort((a, b) => b.bytes - a.bytes).slice(0, largest)
    : [...result.fetched].sort((a, b) => a.startedMs - b.startedMs);
  return sorted
    .map(
      (request) =>
        `+${fmt(request.startedMs / 1000, 1)} s \`${short(request.url)}\` ${fmt(request.bytes / KB)} KB${request.cancelled ? ' (cancelled)' : request.finished ? '' : ' (in flight)'}`,
    )
    .join(', ');
};

/** Each rendition's segment count and first and mean segment size, from the stored ladder. */
export function ladderFiles(dataDir: string, videoId: string): string {
  const root = path.join(dataDir, 'media/hls', videoId);
  const run = readdirSync(root)[0];
  if (!run) return 'none found';
  return readdirSync(path.join(root, run), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = path.join(root, run, entry.name);
      const segments = readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .sort();
      const size = (name: string) => statSync(path.join(dir, name)).size;
      const total = segments.reduce((sum, name) => sum + size(name), 0);
      const first = segments[0] ? fmt(size(segments[0]) / KB) : '?';
      return `${entry.name}: ${segments.length} segments, first ${first} KB, mean ${fmt(total / Math.max(1, segments.length) / KB)} KB`;
    })
    .join('; ');
}

export function slowNetworkReport(run: SlowNetworkRun): string {
  const { results, rounds, capSeconds } = run;
  const med = (mode: Mode, pick: (result: RoundResult) => number) => median(results[mode].map(pick));
  const time = (mode: Mode) => med(mode, (result) => result.firstFrameMs);
  const bytes = (mode: Mode) => med(mode, (result) => result.bytes);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const capped = (mode: Mode) => results[mode].filter((result) => result.capped).length;
  const timeCell = (mode: Mode) =>
    `${fmt(time(mode) / 1000, 2)}${capped(mode) ? ` (${capped(mode)} of ${rounds} capped at ${capSeconds} s)` : ''}`;
  const rows = (['hls', 'hlsjs', 'progressive'] as const).map((mode) => {
    const baseline = mode === 'progressive';
    const timeRatio = time(mode) / time('progressive');
    const bytesRatio = bytes(mode) / bytes('progressive');
    return [
      MODE_NAMES[mode],
      timeCell(mode),
      fmt(bytes(mode) / KB),
      baseline ? 'baseline' : `${ratio(time(mode), time('progressive'))} ${verdict(timeRatio <= TIME_BAR)}`,
      baseline
        ? 'baseline'
        : `${ratio(bytes(mode), bytes('progressive'))} ${verdict(bytesRatio <= BYTES_BAR)}`,
    ];
  });
  const cell = (result: RoundResult | undefined) =>
    result
      ? `${result.capped ? `≥ ${fmt(capSeconds, 0)}` : fmt(result.firstFrameMs / 1000, 2)} s, ${fmt(result.bytes / KB)} KB (${result.firstFrameVia})`
      : '';
  const perRound = Array.from({ length: rounds }, (_, index) => [
    index + 1,
    cell(results.hls[index]),
    cell(results.hlsjs[index]),
    cell(results.progressive[index]),
  ]);
  const stallLine = (mode: Mode) => {
    const runs = results[mode].flatMap((result) => (result.stalls ? [result.stalls] : []));
    const waits = runs.reduce((sum, stalls) => sum + stalls.waits, 0);
    const detail = runs
      .map(
        (stalls) =>
          `waited ${fmt(stalls.waitingMs / 1000, 1)} s, at ${fmt(stalls.currentTime, 1)} s of video after ${stalls.seconds} s, ${fmt(stalls.bytes / KB)} KB fetched, segments ${JSON.stringify(stalls.segmentsByRendition)}`,
      )
      .join('; ');
    return `- **Stalls, ${MODE_NAMES[mode]}**: ${waits} 'waiting' events in ${runs.length} round(s) of ${run.stallSeconds} s played after the first frame (bar 0: **${verdict(runs.length > 0 && waits === 0)}**)${detail ? `; ${detail}` : ''}.`;
  };
  // Chunk names are hashes: hls.js is the largest script the hls.js round fetched.
  const hlsJs = results.hlsjs[0]?.fetched
    .filter((request) => new URL(request.url).pathname.endsWith('.js'))
    .sort((a, b) => b.bytes - a.bytes)[0];
  const t = run.transcode;
  return [
    table(
      [
        '',
        'first frame s (median)',
        'bytes before it KB (median)',
        `time ÷ progressive (≤ ${TIME_BAR}×)`,
        `bytes ÷ progressive (≤ ${BYTES_BAR}×)`,
      ],
      rows,
    ),
    '',
    table(['round', 'HLS (native): first frame, bytes', 'HLS (hls.js)', 'progressive'], perRound),
    '',
    stallLine('hls'),
    stallLine('hlsjs'),
    `- **Transcoding** (TRANSCODE_CONCURRENCY 1, ffmpeg at niceness 19 (decision 048) on an otherwise idle server): ${fmt(t.videoSeconds)} s of video in ${fmt(t.cpuSeconds)} CPU-seconds of ffmpeg = **${fmt(t.videoSeconds / t.cpuSeconds, 2)} s of video per CPU-second**; ${fmt(t.wallSeconds)} s from the upload's answer to 'ready' = **${fmt(t.videoSeconds / t.wallSeconds, 2)} s of video per wall-clock second**. The upload itself: ${fmt(t.uploadSeconds, 2)} s.`,
    `- Ladder: ${run.ladder}.`,
    `- hls.js chunk (the largest script of hls.js round 1): ${hlsJs ? `\`${short(hlsJs.url)}\` ${fmt(hlsJs.bytes / KB)} KB on the wire` : 'not seen'}.`,
    `- Fetched after the press until the first frame, round 1, native HLS: ${results.hls[0] ? fetchedList(results.hls[0]) : 'n/a'}.`,
    `- The same, hls.js: ${results.hlsjs[0] ? fetchedList(results.hlsjs[0]) : 'n/a'}.`,
    `- The same, progressive (largest 6): ${results.progressive[0] ? fetchedList(results.progressive[0], 6) : 'n/a'}.`,
  ].join('\n');
}
