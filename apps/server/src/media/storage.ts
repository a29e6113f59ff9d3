import { mkdirSync, type Stats } from 'node:fs';
import { copyFile, type FileHandle, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What is known about a stored object without reading it. */
export interface MediaInfo {
  size: number;
  etag?: string;
  lastModified?: Date;
}

/** An open read of an object: `start`–`end` (inclusive) of its `size` bytes. */
export interface MediaRead extends MediaInfo {
  stream: Readable;
  start: number;
  end: number;
}

/** A byte range to read; `end` is inclusive and defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** The requested range starts past the object's end (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super('range not satisfiable');
    this.name = 'RangeNotSatisfiableError';
  }
}

/** Where uploaded media lives. Keys look like `avatars/<uuid>.webp`; URLs are served by us. */
export interface MediaStorage {
  /** The directory holding the files when they are on this machine; null for a bucket. */
  readonly localRoot: string | null;
  /** Stores bytes under the key. */
  putBuffer(key: string, data: Buffer): Promise<void>;
  /** Moves a finished temp file under the key (the upload was streamed there first) and removes the temp file. */
  putFile(key: string, tempPath: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a folder: `hls/<videoId>/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Always our own origin (`/media/<key>`): browsers never talk to the bucket. */
  publicUrl(key: string): string;
  /** Size and validators, or null when there is no such object. */
  stat(key: string): Promise<MediaInfo | null>;
  /** Streams the object (or a range of it); null when missing; RangeNotSatisfiableError past the end. */
  read(key: string, range?: ByteRange): Promise<MediaRead | null>;
  /** Releases connections when the server stops. */
  close(): Promise<void>;
}

export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mpg': 'video/mpeg',
  '.mpeg': 'video/mpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  // Issue 27: HLS playlists and segments, and WebVTT captions.
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The type a key is served with, from its extension (keys are named by the type we detected). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * Keys under this folder (data-export ZIPs) are never served under /media: their owner downloads
 * them through an authenticated route.
 */
export const PRIVATE_MEDIA_PREFIX = 'private/';

/** Whether a /media path (or key) may be served to anyone: not under the private folder, however spelt. */
export function isPublicMediaPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const key = decoded
    .replace(/\\/g, '/')
    .replace(/^\/+/, '')
    .replace(/^(\.\/)+/, '')
    .toLowerCase();
  return !key.startsWith(PRIVATE_MEDIA_PREFIX) && key !== PRIVATE_MEDIA_PREFIX.slice(0, -1);
}

/** Keys we create are `folder/name.ext`: plain segments, none empty or starting with a dot. */
export const isSafeMediaKey = (key: string) =>
  key.length > 0 && key.length <= 512 && key.split('/').every((segment) => /^[\w-][\w.-]*$/.test(segment));

/**
 * A file's validators: the ETag in @fastify/send's form (size and modification time), so a copy
 * a browser revalidates keeps its tag when the way files are served changes.
 */
const fileInfo = (info: Stats): MediaInfo => ({
  size: info.size,
  etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
  lastModified: info.mtime,
});

export function createDiskStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  mkdirSync(base, { recursive: true });
  const resolve = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`bad media key: ${key}`);
    return full;
  };
  const statFile = async (key: string): Promise<MediaInfo | null> => {
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? fileInfo(info) : null;
    } catch {
      return null;
    }
  };
  return {
    localRoot: base,
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
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/') || !isSafeMediaKey(prefix.slice(0, -1)))
        throw new Error(`bad media prefix: ${prefix}`);
      await rm(resolve(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
    stat: statFile,
    async read(key, range) {
      // Opened first and measured through the open file: what is sent is what was measured, even
      // when the key is deleted in between.
      let handle: FileHandle;
      try {
        handle = await open(resolve(key), 'r');
      } catch {
        return null;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new Error('not a file');
        const start = range?.start ?? 0;
        if (range && start >= info.size) throw new RangeNotSatisfiableError(info.size);
        const end = Math.min(range?.end ?? info.size - 1, info.size - 1);
        // The stream closes the file when it ends, fails or is destroyed (a viewer who left).
        const stream = handle.createReadStream(info.size === 0 ? {} : { start, end });
        return { ...fileInfo(info), stream, start, end };
      } catch (error) {
        await handle.close();
        if (error instanceof RangeNotSatisfiableError) throw error;
        return null;
      }
    },
    async close() {},
  };
}
