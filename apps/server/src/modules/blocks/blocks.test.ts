import { API, BLOCKS_WORDS, MESSAGES_WORDS } from '@ideaignite/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, blogComments, connections, users, videoComments, videoLikes } from '../../db/schema.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { postBlog, postTalk, postVideo } from '../../test/content.ts';
import { TEST_PITCH } from '../../test/ignite.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

describe(`blocking: the list and the actions it refuses (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const block = (me: Person, other: string) =>
    t.app.inject({ method: 'PUT', url: API.block(other), headers: bearer(me.token) });
  const unblock = (me: Person, other: string) =>
    t.app.inject({ method: 'DELETE', url: API.block(other), headers: bearer(me.token) });
  const list = (me: Person, query = '') =>
    t.app.inject({ method: 'GET', url: `${API.blocks}${query}`, headers: bearer(me.token) });

  it('blocks, lists newest first with paging, is idempotent and unblocks', async () => {
    const me = await signUpUser(t.app, 'Investor');
    const first = await signUpWithProfile(t.app, 'Hustler', { Username: 'Asha', project: 'KhetiKart' });
    const second = await signUpUser(t.app, 'Cofounder');
    const third = await signUpUser(t.app, 'Jobseeker');
    for (const other of [first, second, third]) {
      const response = await block(me, other.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: BLOCKS_WORDS.blocked });
    }
    // Blocking again changes nothing (and keeps its time).
    expect((await block(me, first.id)).statusCode).toBe(200);
    const page1 = await list(me, '?limit=2');
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.items.map((item: { _id: string }) => item._id)).toEqual([third.id, second.id]);
    expect(body1.items[0]).toMatchObject({ role: 'Jobseeker', profilePic: null });
    expect(typeof body1.items[0].blockedAt).toBe('string');
    const page2 = (await list(me, `?limit=2&cursor=${body1.nextCursor}`)).json();
    expect(page2.items).toEqual([expect.objectContaining({ _id: first.id, name: 'Asha', role: 'Hustler' })]);
    expect(page2.nextCursor).toBeNull();

    const removed = await unblock(me, second.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: BLOCKS_WORDS.unblocked });
    const after = (await list(me)).json();
    expect(after.items.map((item: { _id: string }) => item._id)).toEqual([third.id, first.id]);
    // Only my own blocks are listed.
    expect((await list(first)).json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses blocking myself, unknown or erased people, and unblocking someone not blocked', async () => {
    const me = await signUpUser(t.app, 'Hustler');
    const other = await signUpUser(t.app, 'Investor');
    const self = await block(me, me.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(BLOCKS_WORDS.cannotBlockSelf);
    const unknown = await block(me, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES_WORDS.receiverNotFound);
    expect((await block(me, 'not-a-uuid')).statusCode).toBe(400);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.id));
    const erased = await block(me, other.id);
    expect(erased.statusCode).toBe(404);
    expect(erased.json().message).toBe(MESSAGES_WORDS.receiverNotFound);
    const notBlocked = await unblock(me, other.id);
    expect(notBlocked.statusCode).toBe(404);
    expect(notBlocked.json().message).toBe(BLOCKS_WORDS.notBlocked);
    expect(await t.database.db.select().from(blocks).where(eq(blocks.blockerId, me.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: API.blocks })).statusCode).toBe(401);
  });

  describe('actions across a block are 403 both ways and store nothing', () => {
    let hustler: Person;
    let investor: Person;
    let videoId: string;
    let talkId: string;
    let blogId: string;

    beforeAll(async () => {
      hustler = await signUpWithProfile(t.app, 'Hustler', { Username: 'Ravi', project: 'KhetiKart' });
      investor = await signUpWithProfile(t.app, 'Investor', { Username: 'Meera', openToPitches: 'true' });
      videoId = await postVideo(t.app, hustler.token);
      talkId = await postTalk(t.app, investor.token, 'What I look for in a pitch');
      blogId = await postBlog(t.app, hustler.token);
    });

    const ignite = () =>
      t.app.inject({
        method: 'POST',
        url: API.igniteInvestor,
        headers: bearer(hustler.token),
        payload: { investorId: investor.id, pitch: TEST_PITCH },
      });
    const likeAs = (person: Person) =>
      t.app.inject({
        method: 'POST',
        url: API.likeVideo,
        headers: bearer(person.token),
        payload: { videoId },
      });
    const commentOnVideoAs = (person: Person) =>
      t.app.inject({
        method: 'POST',
        url: API.commentVideo,
        headers: bearer(person.token),
        payload: { videoId, text: 'Nice' },
      });
    const commentOnPostAs = (person: Person, postId: string) =>
      t.app.inject({
        method: 'POST',
        url: API.talkComments(postId),
        headers: bearer(person.token),
        payload: { text: 'Nice' },
      });

    const expectRefused = async (
      response: Promise<{ statusCode: number; json(): { message: string } }>,
      words: string,
    ) => {
      const answer = await response;
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(words);
    };

    it.each([
      ['the investor blocked the hustler', 'investor'],
      ['the hustler blocked the investor', 'hustler'],
    ] as const)('%s', async (_name, blocker) => {
      const [by, of] = blocker === 'investor' ? [investor, hustler] : [hustler, investor];
      expect((await block(by, of.id)).statusCode).toBe(200);
      const wordsFor = (actor: Person) =>
        actor.id === by.id ? BLOCKS_WORDS.blockedByYou : BLOCKS_WORDS.blockedYou;
      await expectRefused(ignite(), wordsFor(hustler));
      await expectRefused(likeAs(investor), wordsFor(investor));
      await expectRefused(commentOnVideoAs(investor), wordsFor(investor));
      await expectRefused(commentOnPostAs(hustler, talkId), wordsFor(hustler));
      await expectRefused(commentOnPostAs(investor, blogId), wordsFor(investor));
      const db = t.database.db;
      expect(await db.select().from(connections).where(eq(connections.hustlerId, hustler.id))).toEqual([]);
      expect(await db.select().from(videoLikes).where(eq(videoLikes.videoId, videoId))).toEqual([]);
      expect(await db.select().from(videoComments).where(eq(videoComments.videoId, videoId))).toEqual([]);
      const [{ count } = { count: -1 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(blogComments)
        .where(sql`${blogComments.blogId} in (${talkId}, ${blogId})`);
      expect(count).toBe(0);
      const [video] = await db
        .execute(sql`select likes from videos where id = ${videoId}`)
        .then((result) => (result as unknown as { rows: Array<{ likes: number }> }).rows);
      expect(video?.likes).toBe(0);
      expect((await unblock(by, of.id)).statusCode).toBe(200);
    });

    it('after unblocking, every action goes through again', async () => {
      expect((await likeAs(investor)).statusCode).toBe(200);
      expect((await commentOnVideoAs(investor)).statusCode).toBe(201);
      expect((await commentOnPostAs(hustler, talkId)).statusCode).toBe(201);
      expect((await commentOnPostAs(investor, blogId)).statusCode).toBe(201);
      expect((await ignite()).statusCode).toBe(201);
    });
  });
});
