import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_API, API, DELETION_GRACE_MS } from '@ideaignite/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { videos } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { HIDDEN_MEDIA_TTL_MS } from '../../media/hidden-media.ts';
import { type Ladder, transcodeLadder } from '../../media/hls/ladder.ts';
import { parseMasterPlaylist } from '../../media/hls/playlist.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postVideo } from '../../test/content.ts';
import { formData } from '../../test/fixtures.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { claimNextStream, requeueStream } from './streams-repository.ts';
import {
  STREAM_LEASE_MS,
  STREAM_TRIES,
  STREAMS_JOB,
  type StreamDeps,
  type Transcoder,
  transcodeClaimed,
  transcodeWaiting,
} from './streams-service.ts';

const MINUTE = 60_000;
const CAPTIONS = 'WEBVTT\n\n00:00.500 --> 00:02.000\nNamaste, I am Meera.\n';

/**
 * Issue 27: the transcode job. An upload is queued and plays as it is; the job makes its HLS
 * ladder (real ffmpeg, the guide clip: 640 × 360, no sound), stores it with the other media and
 * marks it ready. A claim is a lease in the database: two processes never take the same video,
 * one that stops lets it go, and the tries are counted and spaced.
 */
describe(`the video transcode job (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date(Date.now() + MINUTE));
  let owner: Awaited<ReturnType<typeof signUpUser>>;

  const deps = (): StreamDeps => t.app.container;
  const stateOf = async (id: string) => {
    const [row] = await t.database.db
      .select({
        state: videos.streamState,
        key: videos.streamKey,
        renditions: videos.streamRenditions,
        attempts: videos.streamAttempts,
        error: videos.streamError,
      })
      .from(videos)
      .where(eq(videos.id, id));
    return row;
  };
  /** Leaves only `ids` waiting: the other tests' videos are marked ready. */
  const onlyWaiting = async (ids: string[]) => {
    await t.database.db.execute(
      sql`update videos set stream_state = 'ready' where stream_state <> 'ready' and not (id = any(${sql`array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`}))`,
    );
  };
  /** A new upload, the only video waiting, with its file's storage key. */
  const onlyWaitingUpload = async () => {
    const id = await postVideo(t.app, owner.token);
    await onlyWaiting([id]);
    const [row] = await t.database.db
      .select({ key: videos.storageKey })
      .from(videos)
      .where(eq(videos.id, id));
    return { id, key: row?.key ?? '' };
  };
  /**
   * One real ladder, copied for every later video: for tests about how many run at once, where six
   * real encodes beside other test files made the test's time depend on the machine's load.
   */
  const ladderDirs: string[] = [];
  const copiedLadder = (): Transcoder => {
    let made: Promise<{ dir: string; ladder: Ladder }> | undefined;
    return async (input, outDir, options) => {
      made ??= (async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'ladder-'));
        ladderDirs.push(dir);
        return { dir, ladder: await transcodeLadder(input, dir, options) };
      })();
      const { dir, ladder } = await made;
      await cp(dir, outDir, { recursive: true });
      return { ...ladder, master: path.join(outDir, 'master.m3u8') };
    };
  };
  /** A transcoder that waits until opened, counting how many run at once. */
  const gatedTranscoder = (inner: Transcoder = transcodeLadder) => {
    let running = 0;
    let most = 0;
    let open = false;
    const waiting: Array<() => void> = [];
    const transcode: Transcoder = async (input, outDir, options) => {
      running += 1;
      most = Math.max(most, running);
      if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await inner(input, outDir, options);
      } finally {
        running -= 1;
      }
    };
    const openGate = () => {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
    };
    return { transcode, openGate, most: () => most };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    t.app.container.clock = clock;
    owner = await signUpUser(t.app, 'Hustler');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const dir of ladderDirs) await rm(dir, { recursive: true, force: true });
  });

  it('queues an upload, then makes, checks and stores its ladder and marks it ready', async () => {
    const id = await postVideo(t.app, owner.token);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', key: null, renditions: [], attempts: 0 });
    await onlyWaiting([id]);
    const told = vi.spyOn(t.app.container.realtime, 'broadcast');
    await t.app.container.scheduler.runNow(STREAMS_JOB);
    const ready = await stateOf(id);
    // Open pages are told, as an edit is (blocked people left out by broadcast).
    expect(told).toHaveBeenCalledWith(owner.id, 'videoStreamUpdated', id, {
      state: 'ready',
      url: `/media/${ready?.key}`,
    });
    told.mockRestore();
    expect(ready).toMatchObject({
      state: 'ready',
      renditions: ['144p', '240p', '360p'],
      attempts: 1,
      error: null,
    });
    expect(ready?.key).toMatch(new RegExp(`^hls/${id}/[0-9a-f]{8}/master\\.m3u8$`));

    const master = await t.app.inject({ method: 'GET', url: `/media/${ready?.key}` });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const variants = parseMasterPlaylist(master.body);
    expect(variants.map((variant) => variant.resolution?.height)).toEqual([144, 240, 360]);
    const base = path.posix.dirname(ready?.key ?? '');
    const playlist = await t.app.inject({ method: 'GET', url: `/media/${base}/${variants[0]?.uri}` });
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    const bytes = await t.app.inject({ method: 'GET', url: `/media/${base}/144p/${segment}` });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect(bytes.rawPayload.length).toBeGreaterThan(1000);
    // Renditions never change: the viewer's browser keeps them; no shared cache does.
    expect(bytes.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(master.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The original still plays, as before.
    const [row] = await t.database.db
      .select({ key: videos.storageKey })
      .from(videos)
      .where(eq(videos.id, id));
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.key}` })).statusCode).toBe(200);
  });

  it('never gives one video to two processes claiming at once', async () => {
    const id = await postVideo(t.app, owner.token);
    await onlyWaiting([id]);
    const now = clock.now();
    const until = new Date(now.getTime() + STREAM_LEASE_MS);
    const claims = await Promise.all([1, 2, 3].map(() => claimNextStream(t.database.db, now, until)));
    expect(claims.filter(Boolean).map((claim) => claim?.id)).toEqual([id]);
  });

  it('queues an upload by the clock the job claims by, however far the database’s clock is ahead', async () => {
    const behind = manualClock(new Date(Date.now() - 10 * MINUTE));
    t.app.container.clock = behind;
    try {
      const id = await postVideo(t.app, owner.token);
      await onlyWaiting([id]);
      const now = behind.now();
      const claimed = await claimNextStream(t.database.db, now, new Date(now.getTime() + STREAM_LEASE_MS));
      expect(claimed?.id).toBe(id);
    } finally {
      t.app.container.clock = clock;
    }
  });

  it('takes a video again once the process that had it stopped (its lease ran out), and finishes it once', async () => {
    const id = await postVideo(t.app, owner.token);
    await onlyWaiting([id]);
    const now = clock.now();
    const first = await claimNextStream(t.database.db, now, new Date(now.getTime() + STREAM_LEASE_MS));
    expect(first?.id).toBe(id);
    // That process dies here. While its lease holds, nobody takes the video.
    clock.advance(STREAM_LEASE_MS - MINUTE);
    expect(
      await claimNextStream(t.database.db, clock.now(), new Date(clock.now().getTime() + STREAM_LEASE_MS)),
    ).toBeNull();
    clock.advance(2 * MINUTE);
    await transcodeWaiting(deps(), new AbortController().signal);
    expect(await stateOf(id)).toMatchObject({ state: 'ready', attempts: 2 });
    // Nothing left to do: a later run takes nothing.
    expect(
      await claimNextStream(t.database.db, clock.now(), new Date(clock.now().getTime() + STREAM_LEASE_MS)),
    ).toBeNull();
  });

  it('transcodes at most TRANSCODE_CONCURRENCY videos at once in a process', async () => {
    for (const concurrency of [1, 2]) {
      const ids = [
        await postVideo(t.app, owner.token),
        await postVideo(t.app, owner.token),
        await postVideo(t.app, owner.token),
      ];
      await onlyWaiting(ids);
      const gate = gatedTranscoder(copiedLadder());
      const run = transcodeWaiting(
        { ...deps(), transcodeConcurrency: concurrency },
        new AbortController().signal,
        gate.transcode,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      gate.openGate();
      await run;
      expect(gate.most()).toBe(concurrency);
      for (const id of ids) expect((await stateOf(id))?.state).toBe('ready');
    }
  });

  it('hands a video back untried when the process stops mid-transcode', async () => {
    const id = await postVideo(t.app, owner.token);
    await onlyWaiting([id]);
    const stop = new AbortController();
    const gate = gatedTranscoder();
    const run = transcodeWaiting(deps(), stop.signal, async (input, outDir, options) => {
      stop.abort();
      return gate.transcode(input, outDir, options);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    gate.openGate();
    await run;
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('retries a file ffmpeg cannot read, later each time, then says processing failed; the owner may ask again', async () => {
    const { id, key } = await onlyWaitingUpload();
    // The stored upload turns out unreadable.
    await t.app.container.storage.putBuffer(key, Buffer.alloc(2048, 9));
    for (let attempt = 1; attempt <= STREAM_TRIES; attempt += 1) {
      await transcodeWaiting(deps(), new AbortController().signal);
      const state = await stateOf(id);
      expect(state?.attempts).toBe(attempt);
      expect(state?.state).toBe(attempt < STREAM_TRIES ? 'queued' : 'failed');
      expect(state?.error).toBeTruthy();
      // Not again before its wait is over.
      await transcodeWaiting(deps(), new AbortController().signal);
      expect((await stateOf(id))?.attempts).toBe(attempt);
      clock.advance(11 * MINUTE);
    }
    const someoneElse = await signUpUser(t.app, 'Investor');
    expect(await requeueStream(t.database.db, id, someoneElse.id, clock.now())).toBe(false);
    expect(await requeueStream(t.database.db, id, owner.id, clock.now())).toBe(true);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 0, error: null });
  });

  it('fails a video whose upload is missing from storage without running ffmpeg, and retries it later', async () => {
    const { id, key } = await onlyWaitingUpload();
    await t.app.container.storage.delete(key);
    let ran = 0;
    await transcodeWaiting(deps(), new AbortController().signal, async () => {
      ran += 1;
      throw new Error('the transcoder ran');
    });
    expect(ran).toBe(0);
    expect(await stateOf(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      error: `the upload ${key} is missing from storage`,
    });
  });

  it('leaves no rendition behind of a video deleted while its ladder was made', async () => {
    const id = await postVideo(t.app, owner.token);
    await onlyWaiting([id]);
    const now = clock.now();
    const claimed = await claimNextStream(t.database.db, now, new Date(now.getTime() + STREAM_LEASE_MS));
    expect(claimed?.id).toBe(id);
    const original = await readFile(
      path.join(t.app.container.storage.localRoot ?? '', claimed?.storageKey ?? ''),
    );
    // Deleted while its ladder is made: the ladder is removed as soon as it is stored.
    await transcodeClaimed(deps(), claimed!, new AbortController().signal, async (input, outDir, options) => {
      const ladder = await transcodeLadder(input, outDir, options);
      await t.database.db.delete(videos).where(eq(videos.id, id));
      return ladder;
    });
    expect(existsSync(path.join(t.app.container.storage.localRoot ?? '', 'hls', id))).toBe(false);
    expect(existsSync(path.join(t.app.container.storage.localRoot ?? '', 'hls'))).toBe(true);
    expect(original.length).toBeGreaterThan(0);
  });
});

describe(`a hidden video's renditions and captions (${databaseLabel()})`, () => {
  const MODERATOR = 'streams-moderator@example.in';
  let t: TestContext;
  let moderator: Awaited<ReturnType<typeof signUpModerator>>;

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATOR });
    moderator = await signUpModerator(t, 'Investor', MODERATOR);
  }, 120_000);
  afterAll(() => t.close());

  it('are refused while a moderator hides the video, and served again once it is restored', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const reader = await signUpUser(t.app, 'Jobseeker');
    const id = await postVideo(t.app, owner.token);
    await t.app.container.scheduler.runNow(STREAMS_JOB);
    const [row] = await t.database.db.select({ key: videos.streamKey }).from(videos).where(eq(videos.id, id));
    const master = `/media/${row?.key}`;
    const segment = `/media/${path.posix.dirname(row?.key ?? '')}/144p/segment-000.ts`;
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect([await status(master), await status(segment)]).toEqual([200, 200]);

    const report = await fileReport(t, reader, 'video', id);
    await moderate(t, moderator, report, 'hide');
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 50));
    expect([await status(master), await status(segment)]).toEqual([404, 404]);

    await moderate(t, moderator, report, 'restore');
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 50));
    expect([await status(master), await status(segment)]).toEqual([200, 200]);
  });

  it('its caption files too: refused while the video is hidden, served again once it is restored', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const reader = await signUpUser(t.app, 'Jobseeker');
    const id = await postVideo(t.app, owner.token);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}/captions/en`,
      headers: bearer(owner.token),
      payload: formData(
        {},
        { captions: { data: Buffer.from(CAPTIONS), name: 'pitch.vtt', type: 'text/vtt' } },
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = (uploaded.json().video.captions as { url: string }[])[0]?.url ?? '';
    expect(url).toMatch(new RegExp(`^/media/captions/${id}/`));
    const status = async () => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await status()).toBe(200);

    const report = await fileReport(t, reader, 'video', id);
    await moderate(t, moderator, report, 'hide');
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 50));
    expect(await status()).toBe(404);

    await moderate(t, moderator, report, 'restore');
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 50));
    expect(await status()).toBe(200);
  });
});

describe(`a video's renditions leave with it (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date(Date.now() + MINUTE));
  const root = () => t.app.container.storage.localRoot ?? '';
  const call = (token: string, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await buildTestApp();
    t.app.container.clock = clock;
  }, 120_000);
  afterAll(() => t.close());

  it('when its owner deletes it, and when their account is erased', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const first = await postVideo(t.app, owner.token);
    const second = await postVideo(t.app, owner.token);
    await t.app.container.scheduler.runNow(STREAMS_JOB);
    expect(existsSync(path.join(root(), 'hls', first))).toBe(true);
    expect(existsSync(path.join(root(), 'hls', second))).toBe(true);

    expect((await call(owner.token, 'DELETE', API.video(first))).statusCode).toBe(200);
    expect(existsSync(path.join(root(), 'hls', first))).toBe(false);
    expect(existsSync(path.join(root(), 'hls', second))).toBe(true);

    expect(
      (await call(owner.token, 'POST', ACCOUNT_API.deletion, { password: owner.password })).statusCode,
    ).toBe(200);
    clock.advance(DELETION_GRACE_MS + MINUTE);
    await t.app.container.scheduler.runNow('erasures');
    expect(existsSync(path.join(root(), 'hls', second))).toBe(false);
  });
});
