import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config.ts';
import {
  contentTypeOf,
  MEDIA_URL_PREFIX,
  type MediaInfo,
  type MediaStorage,
  RangeNotSatisfiableError,
} from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** Parts are 5 MB (the S3 minimum); two in flight caps an upload's memory at about 10 MB. */
const UPLOAD_QUEUE_SIZE = 2;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only when an operation needs them: otherwise streamed bodies are sent with
    // aws-chunked framing, which S3-compatible stores (MinIO, s3rver, R2…) may keep verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined, // the SDK's default chain: environment, instance role, …
  });
}

/** The HTTP status behind an SDK error (404 NoSuchKey/NotFound, 416 InvalidRange…). */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** `Content-Range: bytes 100-199/12345` → { start: 100, end: 199, size: 12345 }. */
const parseContentRange = (value: string | undefined) => {
  const match = value?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : undefined;
};

/**
 * Media in an S3-compatible bucket. Objects keep the same keys as on disk; the server streams
 * them back under `/media/` (see media-serving.ts), so the bucket can stay private.
 */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): MediaStorage {
  const Bucket = settings.bucket;

  const stat = async (key: string): Promise<MediaInfo | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  return {
    localRoot: null,
    async putBuffer(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async putFile(key, tempPath) {
      // Streamed part by part from the temp file: never whole in memory. A failed multipart
      // upload is aborted by lib-storage, so no parts are left behind.
      const upload = new Upload({
        client,
        queueSize: UPLOAD_QUEUE_SIZE,
        params: { Bucket, Key: key, Body: createReadStream(tempPath), ContentType: contentTypeOf(key) },
      });
      try {
        await upload.done();
      } finally {
        await rm(tempPath, { force: true });
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/') || prefix.length < 2) throw new Error(`bad media prefix: ${prefix}`);
      // A page of keys at a time (at most 1,000, what one DeleteObjects takes), until none is left.
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: 1000 }));
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (!keys.length) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      }
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
    stat,
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const body = object.Body;
        if (!(body instanceof Readable)) throw new Error('S3 GetObject returned no Node stream');
        // A store that ignored the range answered with the whole object.
        const length = object.ContentLength ?? 0;
        const part = parseContentRange(object.ContentRange) ?? { start: 0, end: length - 1, size: length };
        return {
          stream: body,
          ...part,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) {
          const info = await stat(key);
          if (!info) return null;
          throw new RangeNotSatisfiableError(info.size);
        }
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
