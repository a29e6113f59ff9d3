/**
 * Issue 29, decision 038: a comment written offline is queued by the app and sent when the
 * connection returns, perhaps more than once. Its idempotency key makes it one comment: the
 * second send answers the stored one, and nobody is told or notified again.
 */
import { randomUUID } from 'node:crypto';
import { API, SOCKET_EVENTS, VALIDATION_WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, videoComments } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postTalk, postVideo } from '../../test/content.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`idempotent offline comments (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let videoId: string;
  let talkId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    owner = await signUpUser(t.app, 'Hustler');
    videoId = await postVideo(t.app, owner.token);
    talkId = await postTalk(t.app, owner.token, 'How do you price a pilot?');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const TARGETS = [
    {
      name: 'a video',
      event: SOCKET_EVENTS.newComment,
      watched: () => ({ kind: 'video' as const, id: videoId }),
      post: (token: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: API.commentVideo,
          headers: bearer(token),
          payload: { videoId, ...payload },
        }),
      stored: (userId: string) =>
        t.database.db
          .select({ id: videoComments.id, clientKey: videoComments.clientKey })
          .from(videoComments)
          .where(eq(videoComments.userId, userId)),
    },
    {
      name: 'a talk',
      event: SOCKET_EVENTS.newTalkComment,
      watched: () => ({ kind: 'talk' as const, id: talkId }),
      post: (token: string, payload: object) =>
        t.app.inject({ method: 'POST', url: API.talkComments(talkId), headers: bearer(token), payload }),
      stored: (userId: string) =>
        t.database.db
          .select({ id: blogComments.id, clientKey: blogComments.clientKey })
          .from(blogComments)
          .where(eq(blogComments.userId, userId)),
    },
  ] as const;

  for (const target of TARGETS) {
    it(`on ${target.name}: the same key twice (and six at once) stores one comment, told and notified once`, async () => {
      const author = await signUpUser(t.app, 'Investor');
      const viewer = await signUpUser(t.app, 'Cofounder');
      const viewerSocket = await connectSocket(url, viewer.token);
      sockets.push(viewerSocket);
      // Live events go to those watching the post (decision 040).
      await watch(viewerSocket, target.watched());
      const seen = collect(viewerSocket, target.event);
      const key = randomUUID();
      const first = await target.post(author.token, { text: 'Offline thought', idempotencyKey: key });
      expect(first.statusCode, first.body).toBe(201);
      const again = await target.post(author.token, { text: 'Offline thought', idempotencyKey: key });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(first.json().comment).toMatchObject({
        text: 'Offline thought',
        commentedBy: { _id: author.id },
      });

      const together = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          target.post(author.token, { text: 'Burst', idempotencyKey: together }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json().comment._id)).size).toBe(1);

      expect((await target.stored(author.id)).map((row) => row.clientKey).sort()).toEqual(
        [key, together].sort(),
      );
      await waitFor(() => seen.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toHaveLength(2);
      const notices = (await notificationsOf(t.database.db, owner.id)).filter(
        (notice) => notice.actorId === author.id,
      );
      expect(notices).toHaveLength(2);
    });
  }

  it('a key reused by another person does not collide; comments without a key are stored every time', async () => {
    const [video, talk] = TARGETS;
    const first = await signUpUser(t.app, 'Investor');
    const second = await signUpUser(t.app, 'Jobseeker');
    const key = randomUUID();
    const a = await video.post(first.token, { text: 'Mine', idempotencyKey: key });
    const b = await video.post(second.token, { text: 'Mine too', idempotencyKey: key });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().comment._id).not.toBe(a.json().comment._id);
    expect(b.json().comment.text).toBe('Mine too');
    for (const _ of [1, 2]) expect((await talk.post(first.token, { text: 'Plain' })).statusCode).toBe(201);
    expect(await talk.stored(first.id)).toHaveLength(2);
  });

  it('a key that is not a UUID is refused in the catalogue’s words, storing nothing', async () => {
    const author = await signUpUser(t.app, 'Investor');
    for (const target of TARGETS) {
      for (const idempotencyKey of ['abc', '', 7]) {
        const response = await target.post(author.token, { text: 'Hi', idempotencyKey });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: VALIDATION_WORDS.idempotencyKeyInvalid });
      }
      expect(await target.stored(author.id)).toEqual([]);
    }
  });
});
