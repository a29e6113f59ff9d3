import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { MediaStorage } from './storage.ts';

const run = promisify(execFile);

/**
 * A poster from the video's first frames, when the machine has ffmpeg; null otherwise (the
 * client then shows its neutral poster). Never fails the upload.
 */
export async function makeVideoPoster(
  storage: MediaStorage,
  videoPath: string,
  tempDir: string,
): Promise<string | null> {
  const frame = path.join(tempDir, `${randomUUID()}.png`);
  try {
    await run(
      'ffmpeg',
      ['-nostdin', '-loglevel', 'error', '-ss', '0.5', '-i', videoPath, '-frames:v', '1', '-y', frame],
      {
        timeout: 15_000,
      },
    );
    const data = await sharp(frame)
      .resize({ width: 960, height: 540, fit: 'inside' })
      .webp({ quality: 78 })
      .toBuffer();
    const key = `posters/${randomUUID()}.webp`;
    await storage.putBuffer(key, data);
    return key;
  } catch {
    return null;
  } finally {
    await rm(frame, { force: true });
  }
}
