import { SOCKET_EVENTS, type VideoStream } from '@ideaignite/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockThroughApi } from '../../test/blocks.ts';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postVideo } from '../../test/content.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { STREAMS_JOB } from './streams-service.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

/**
 * Issue 27: when a video's ladder is ready, open pages hear videoStreamUpdated, as they hear an
 * edit; people blocked either way with the uploader hear nothing (real sockets, real transcode).
 */
describe(`videoStreamUpdated and blocks (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const block = (blocker: Person, blocked: Person) => blockThroughApi(t.app, blocker, blocked);
  /** A page with the video open (issue 32): the blocked are refused when they ask to watch it. */
  const streamEventsOf = async (person: Person, videoId: string) => {
    const socket = await connectSocket(url, person.token);
    sockets.push(socket);
    await watch(socket, { kind: 'video', id: videoId });
    return collect<[string, VideoStream]>(socket, SOCKET_EVENTS.videoStreamUpdated);
  };

  it('reaches a viewer, not one the uploader blocked nor one who blocked the uploader', async () => {
    const uploader = await signUpUser(t.app, 'Hustler');
    const [viewer, blockedByUploader, blockingUploader] = [
      await signUpUser(t.app, 'Investor'),
      await signUpUser(t.app, 'Investor'),
      await signUpUser(t.app, 'Jobseeker'),
    ];
    await block(uploader, blockedByUploader);
    await block(blockingUploader, uploader);
    const id = await postVideo(t.app, uploader.token);
    const heard = {
      viewer: await streamEventsOf(viewer, id),
      blockedByUploader: await streamEventsOf(blockedByUploader, id),
      blockingUploader: await streamEventsOf(blockingUploader, id),
    };

    await t.app.container.scheduler.runNow(STREAMS_JOB);
    await waitFor(() => heard.viewer.length === 1);
    expect(heard.viewer[0]).toEqual([id, { state: 'ready', url: expect.stringMatching(/^\/media\/hls\//) }]);
    // One emit reaches every socket at once: a short wait after the viewer heard it is enough.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([heard.blockedByUploader, heard.blockingUploader]).toEqual([[], []]);
  });
});
