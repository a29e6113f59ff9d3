import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded media lives. Keys look like `avatars/<uuid>.webp`; URLs are served by us. */
export interface MediaStorage {
  /** Stores bytes under the key. */
  putBuffer(key: string, data: Buffer): Promise<void>;
  /** Moves a finished temp file under the key (the upload was streamed there first). */
  putFile(key: string, tempPath: string): Promise<void>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** Absolute path on disk, for the static file server and for ffmpeg. */
  localPath(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media/';

export function createDiskStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad media key: ${key}`);
    return full;
  };
  return {
    async putBuffer(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async putFile(key, tempPath) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await rename(tempPath, full);
      } catch {
        // A temp dir on another device: copy, then remove the temp file.
        await copyFile(tempPath, full);
        await rm(tempPath, { force: true });
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
    localPath: resolve,
  };
}

export const readMedia = (storage: MediaStorage, key: string) => createReadStream(storage.localPath(key));
