/**
 * Issue 27's acceptance on a slow link: a 1080p clip of ~50 MB (ffmpeg test pattern with moving
 * noise and a tone, +faststart: progressive's best case) is uploaded to the real server (built web
 * app, PGlite, the job scheduler started, TRANSCODE_CONCURRENCY 1), which makes its HLS ladder.
 * Then Chromium (Debian's, through playwright-core) opens the video's post page signed in and waits
 * until the page has fetched what it fetches by itself (the app's idle prefetch); then the
 * network is emulated at 400 kbit/s both ways with a 400 ms round trip, and Play is pressed. Each
 * round is a fresh browser, so its cache holds only what that page fetched before the press (the
 * poster, as for any visitor): nothing of the video. From the press: time to the first frame (the first
 * requestVideoFrameCallback; 'playing' with currentTime > 0 as fallback) and the bytes of every
 * response started after the press until then (encodedDataLength: headers and body on the wire),
 * the player's chunk and hls.js included; socket.io's traffic is left out.
 *
 * Three ways, each round a fresh browser, the order rotating round by round: 'hls', the player
 * as shipped (in this Chromium, which has HLS of its own, the player hands it the ladder and loads
 * no hls.js); 'hlsjs', the same with native HLS hidden from the page, so hls.js plays it as in a
 * browser without (Firefox); 'progressive', the baseline: same page, same player, but GET
 * /api/videos/:id answered with the stream still 'processing', so the player plays the original
 * file, as it does until the ladder is ready. Figures are medians. A progressive round without a
 * frame after --cap-seconds counts as the cap, which favours the baseline. In the first
 * --stall-rounds rounds of each HLS way the video then plays on for --stall-seconds at the same
 * speed and its 'waiting' events are counted.
 *
 * Transcoding speed: seconds of video per CPU-second of ffmpeg, read as the cutime + cstime of
 * the server and its program runner (/proc/<pid>/stat: CPU of the children each has reaped;
 * the runner starts ffmpeg, decision 044) from the upload's answer
 * to the stream's 'ready' (the ladder's ffmpeg and its ffprobe; nothing else runs meanwhile), and
 * per wall-clock second over the same span (queue, transcode, storing the files).
 *
 *   npx tsx bench/video/slow-network.ts [--rounds 5] [--cap-seconds 180] [--stall-seconds 60]
 *                                       [--stall-rounds 1] [--kbps 400] [--rtt-ms 400] [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { finishedProgramsCpuSeconds } from '../lib/proc.ts';
import { REPO_DIR, startRealServer } from '../lib/servers.ts';
import { fmt } from '../lib/stats.ts';
import { clipSeconds, makeClip, uploadClip, waitForStream } from './clip.ts';
import { type Mode, playRound, type RoundResult } from './player-round.ts';
import { ladderFiles, slowNetworkReport } from './slow-network-report.ts';

const rounds = option('rounds', 5);
const capSeconds = option('cap-seconds', 180);
const stallSeconds = option('stall-seconds', 60);
const stallRounds = option('stall-rounds', 1);
const kbps = option('kbps', 400);
const rttMs = option('rtt-ms', 400);
const DEADLINE_MS = 45 * 60_000;
const KB = 1024;

const chromiumVersion = () =>
  execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'])
    .toString()
    .trim();

runBench('bench/video/slow-network', DEADLINE_MS, async () => {
  const clip = makeClip();
  const seconds = clipSeconds(clip);
  if (!flag('no-build'))
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: REPO_DIR, stdio: 'inherit' });
  process.env.BENCH_CHILD_MAX_MS = String(DEADLINE_MS);
  const server = await startRealServer({
    users: 1,
    role: 'Hustler',
    webDist: path.join(REPO_DIR, 'apps/web/dist'),
    scheduler: true,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const pid = server.process.pid!;

  log('uploading the clip');
  const upload = await uploadClip(server, clip, 'Slow network pitch');
  const cpuBefore = finishedProgramsCpuSeconds(pid);
  const readyFrom = performance.now();
  const stream = await waitForStream(server, upload.video._id, ['ready'], { timeoutMs: 20 * 60_000 });
  const wallSeconds = (performance.now() - readyFrom) / 1000;
  const cpuSeconds = finishedProgramsCpuSeconds(pid) - cpuBefore;
  log(`ladder ready in ${fmt(wallSeconds)} s, ffmpeg ${fmt(cpuSeconds)} CPU-s: ${stream.url}`);
  const ladder = ladderFiles(server.payload.dataDir, upload.video._id);

  const user = { ...server.payload.users[0]!, role: 'Hustler' };
  const network = { bytesPerSecond: (kbps * 1000) / 8, latencyMs: rttMs };
  const results: Record<Mode, RoundResult[]> = { hls: [], hlsjs: [], progressive: [] };
  const modes: Mode[] = ['hls', 'hlsjs', 'progressive'];
  for (let round = 1; round <= rounds; round += 1) {
    const order = modes.map((_, index) => modes[(index + round - 1) % modes.length]!);
    for (const mode of order) {
      const stalls = mode !== 'progressive' && results[mode].length < stallRounds ? stallSeconds : 0;
      const result = await playRound({
        base,
        video: upload.video,
        user,
        mode,
        network,
        capSeconds,
        stallSeconds: stalls,
      });
      results[mode].push(result);
      log(
        `round ${round}/${rounds} ${mode}: first frame ${result.capped ? `>= ${capSeconds} s (capped)` : `${fmt(result.firstFrameMs / 1000, 2)} s`} (${result.firstFrameVia}), ${fmt(result.bytes / KB)} KB in ${result.fetched.length} responses${result.stalls ? `; then ${result.stalls.waits} waits over ${stalls} s` : ''}`,
      );
    }
  }

  const report = slowNetworkReport({
    results,
    rounds,
    capSeconds,
    stallSeconds,
    transcode: { videoSeconds: seconds, cpuSeconds, wallSeconds, uploadSeconds: upload.seconds },
    ladder,
  });
  return [
    `## bench/video/slow-network.ts: ${kbps} kbit/s, ${rttMs} ms round trip, median of ${rounds}`,
    '',
    `${new Date().toISOString()} · ${machineLine()}. Chromium: ${chromiumVersion()}.`,
    `Clip: ${fmt(statSync(clip).size / 1024 ** 2)} MB, ${fmt(seconds)} s, 1920×1080 H.264 + AAC, +faststart. Page: /videos/:id signed in; the network is emulated (CDP) from just before the press; a fresh browser per round (its cache holds only what the page fetched before the press); the three ways rotate round by round.`,
    '',
    report,
  ].join('\n');
});
