import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../db/schema.ts';
import { STREAMS_JOB } from '../modules/videos/streams-service.ts';
import { buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { postVideo } from '../test/content.ts';
import { startTestBucket, type TestBucket } from '../test/s3-bucket.ts';
import { databaseLabel } from '../test/test-database.ts';

// Storage behaves the same on either database: this runs in the embedded database's pass.
describe.skipIf(databaseLabel() === 'PostgreSQL')(
  'a video ladder in an S3-compatible bucket (s3rver, issue 27)',
  () => {
    let s3: TestBucket;
    let t: TestContext;

    beforeAll(async () => {
      s3 = await startTestBucket();
      t = await buildTestApp(s3.env);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    it('is transcoded from the bucket, stored there, served from /media with its types, and removed by prefix', async () => {
      const owner = await signUpUser(t.app, 'Hustler');
      const id = await postVideo(t.app, owner.token);
      await t.app.container.scheduler.runNow(STREAMS_JOB);
      const [row] = await t.database.db
        .select({ state: videos.streamState, key: videos.streamKey })
        .from(videos)
        .where(eq(videos.id, id));
      expect(row?.state).toBe('ready');
      const ladder = (await s3.keys()).filter((key) => key.startsWith(`hls/${id}/`));
      expect(ladder).toEqual(
        expect.arrayContaining([row?.key, expect.stringMatching(/\/144p\/segment-000\.ts$/)]),
      );

      const master = await t.app.inject({ method: 'GET', url: `/media/${row?.key}` });
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(master.body).toContain('#EXT-X-STREAM-INF');
      const segmentKey = ladder.find((key) => key.endsWith('.ts')) ?? '';
      const segment = await t.app.inject({ method: 'GET', url: `/media/${segmentKey}` });
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');

      await t.app.container.storage.deletePrefix(`hls/${id}/`);
      expect((await s3.keys()).filter((key) => key.startsWith(`hls/${id}/`))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/media/${row?.key}` })).statusCode).toBe(404);
    });
  },
);
