import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '../media/s3-storage.ts';

// s3rver ships no types: the few members used here.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

export const TEST_BUCKET = 'ideaignite-media';

export interface TestBucket {
  /** The server's settings for this bucket: pass them to buildTestApp. */
  env: Record<string, string>;
  /** A client of our own, to look into the bucket. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The bytes s3rver keeps on disk for a key: what the bucket really holds. */
  storedBytes(key: string): Buffer;
  close(): Promise<void>;
}

/** An S3-compatible bucket served by s3rver in this process, on 127.0.0.1, in a temp dir. */
export async function startTestBucket(): Promise<TestBucket> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideaignite-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createS3Client({
    bucket: TEST_BUCKET,
    endpoint,
    region: 'ap-south-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    storedBytes: (key) => readFileSync(path.join(dir, TEST_BUCKET, `${key}._S3rver_object`)),
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
