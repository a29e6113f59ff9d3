import { randomUUID } from 'node:crypto';
import { copyFile, link, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from '../../lib/container.ts';
import { makeVideoPoster } from '../../media/video-poster.ts';
import { setMissingPoster } from './videos-repository.ts';

type PosterDeps = Pick<Container, 'db' | 'storage' | 'dataDir' | 'realtime'>;

/**
 * Makes a poster for a video that has none from `file` (a local copy of its upload), records it,
 * and tells the pages showing the video (videoPosterUpdated), unless it is hidden. A video
 * deleted meanwhile, or given a poster by another run, keeps nothing of this one.
 */
export async function storeMissingPoster(deps: PosterDeps, videoId: string, file: string): Promise<void> {
  const key = await makeVideoPoster(deps.storage, file, path.join(deps.dataDir, 'tmp'));
  if (!key) return;
  const video = await setMissingPoster(deps.db, videoId, key).catch(async (error: unknown) => {
    await deps.storage.delete(key);
    throw error;
  });
  if (!video) {
    await deps.storage.delete(key);
    return;
  }
  if (!video.hidden)
    await deps.realtime.broadcast(video.userId, 'videoPosterUpdated', videoId, deps.storage.publicUrl(key));
}

/**
 * An upload's poster is made after its answer (decision 048). Storing the upload may move it (a
 * rename on disk) or send it away (S3) and remove it, so a second name of the same file is kept
 * for the poster: `keep` before the file is stored, then `make` once the video is recorded, or
 * `drop` when the upload fails.
 */
export async function keepForPoster(deps: Pick<Container, 'dataDir'>, uploadPath: string) {
  const source = path.join(deps.dataDir, 'tmp', `${randomUUID()}.poster-source`);
  // A file system without hard links (some network mounts) gets a copy.
  await link(uploadPath, source).catch(() => copyFile(uploadPath, source));
  return {
    drop: () => rm(source, { force: true }),
    /** Runs after the answer; the server waits for it before it stops (BackgroundTasks.drain). */
    make: (background: Container['background'], posterDeps: PosterDeps, videoId: string) =>
      background.run('making a video poster', async () => {
        try {
          await storeMissingPoster(posterDeps, videoId, source);
        } finally {
          await rm(source, { force: true });
        }
      }),
  };
}
