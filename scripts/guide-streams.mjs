// The guide clips' HLS ladders and small posters (issue 27), made from apps/web/public/guides/<slug>.mp4
// by the code that transcodes members' uploads (apps/server/src/media/hls/ladder.ts), so the
// landing's guides stream exactly as an upload does: guides/<slug>/master.m3u8 and a folder per
// rung (index.m3u8 + segment-*.ts), the Scenes strip (strip.jpg), and guides/<slug>-small.jpg
// (320x180) for data saver.
// The captions (guides/<slug>/captions-{en,hi}.vtt) are written by hand: they carry the words
// drawn by scripts/generate-guides.sh, which calls this script after the clips.
// Run from anywhere: `npx tsx scripts/guide-streams.mjs` (tsx so the server's .ts can be read).
// Outputs are committed; scripts/guide-streams.test.mjs checks them.
import { execFile } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { transcodeLadder } from '../apps/server/src/media/hls/ladder.ts';
import { GUIDE_VIDEO_NAMES } from '../apps/web/src/features/landing/content/guide-videos.ts';
import { STREAM_SMALL_POSTER } from '../packages/contract/src/videos/streams.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const guidesDir = path.join(root, 'apps/web/public/guides');

/** Bytes of every file under `dir`. */
async function sizeOf(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

for (const slug of GUIDE_VIDEO_NAMES) {
  const outDir = path.join(guidesDir, slug);
  // A new ladder replaces the old one whole (fewer segments leave none behind); captions stay.
  for (const entry of await readdir(outDir).catch(() => [])) {
    if (!entry.startsWith('captions-')) await rm(path.join(outDir, entry), { recursive: true, force: true });
  }
  const ladder = await transcodeLadder(path.join(guidesDir, `${slug}.mp4`), outDir, { niceness: 0 });
  // The ladder's small poster is of the first seconds, a guide's still fading in: its own poster
  // (a frame with every line on screen) is made small instead.
  await rm(path.join(outDir, STREAM_SMALL_POSTER), { force: true });
  const small = path.join(guidesDir, `${slug}-small.jpg`);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', path.join(guidesDir, `${slug}.jpg`)],
    ...['-vf', 'scale=320:180:flags=lanczos', '-q:v', '5', small],
  ]);
  const rungs = ladder.rungs.map((rung) => rung.name).join(', ');
  console.log(
    `guides/${slug}/ (${rungs}): ${await sizeOf(outDir)} bytes; ${slug}-small.jpg ${(await stat(small)).size} bytes`,
  );
}
