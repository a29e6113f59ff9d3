import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { runProgram } from './run-program.ts';
import type { MediaStorage } from './storage.ts';

/** The poster's largest size; a smaller or portrait video keeps its shape inside it. */
const POSTER_BOX = { width: 960, height: 540 };

/**
 * A poster from the video's frame at 0.5 s, when the machine has ffmpeg; null otherwise (the
 * client then shows its neutral poster). Never fails the upload.
 *
 * One ffmpeg run decodes the frame, scales it into POSTER_BOX and writes the WebP: writing a
 * full-size PNG for sharp to read back took longer than the decoding (0.9 s against 0.38 s for
 * a 1080p clip).
 */
export async function makeVideoPoster(
  storage: MediaStorage,
  videoPath: string,
  tempDir: string,
): Promise<string | null> {
  const poster = path.join(tempDir, `${randomUUID()}.webp`);
  try {
    await runProgram(
      'ffmpeg',
      [
        ...['-nostdin', '-loglevel', 'error', '-ss', '0.5', '-an', '-sn', '-dn', '-i', videoPath],
        ...['-frames:v', '1'],
        ...['-vf', `scale=${POSTER_BOX.width}:${POSTER_BOX.height}:force_original_aspect_ratio=decrease`],
        ...['-c:v', 'libwebp', '-quality', '78', '-y', poster],
      ],
      { timeoutMs: 15_000 },
    );
    const key = `posters/${randomUUID()}.webp`;
    await storage.putFile(key, poster);
    return key;
  } catch {
    return null;
  } finally {
    await rm(poster, { force: true });
  }
}
