import { API, BLOCKS_WORDS, EMAILS, SOCKET_EVENTS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { postBlog, postTalk, postTalkComment, postVideo, postVideoComment } from '../../test/content.ts';
import { formData } from '../../test/fixtures.ts';
import { TEST_PITCH } from '../../test/ignite.ts';
import { connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { notify } from '../notifications/notifications-service.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * Issue 24, finding 4: every path that moves or tells something goes through modules/blocks/reach.ts.
 * Each row is one path: the actor does it once toward someone they are blocked with (the
 * receiver) and once toward an unblocked control, who must get it (so no row passes by getting
 * nothing at all). Both directions: the actor blocked the receiver, and the receiver blocked the
 * actor.
 */
describe(`a block stops every path, both ways (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const call = (
    person: Person,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    route: string,
    payload?: object,
  ) => t.app.inject({ method, url: route, headers: bearer(person.token), ...(payload ? { payload } : {}) });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const connectedAs = (status: 'connected' | 'meeting', hustler: Person, investor: Person) =>
    rows(sql`insert into connections (hustler_id, investor_id, pitch, status)
      values (${hustler.id}, ${investor.id}, ${TEST_PITCH}, ${status}) returning id`).then(
      (inserted) => (inserted[0] as { id: string }).id,
    );
  /** Every event a socket got, by name, from the moment it connected. */
  const heard = async (person: Person) => {
    const socket = await connectSocket(url, person.token);
    sockets.push(socket);
    const events: Array<{ name: string; args: unknown[] }> = [];
    socket.onAny((name: string, ...args: unknown[]) => events.push({ name, args }));
    return { socket, count: (name: string) => events.filter((event) => event.name === name).length };
  };
  const notificationsOf = async (person: Person, type: string) =>
    (await rows(sql`select id from notifications where user_id = ${person.id} and type = ${type}`)).length;
  const mailsTo = (person: Person, subjectNot = EMAILS.verify.subject) =>
    t.mails.filter((mail) => mail.to === person.email && mail.subject !== subjectNot).length;

  describe.each([
    ['the actor blocked the receiver', 'actor'],
    ['the receiver blocked the actor', 'receiver'],
  ] as const)('%s', (_name, blocker) => {
    let actor: Person;
    let receiver: Person;
    let control: Person;
    /** The other sides of two Ignites at `meeting` from the actor: one blocked with them, one not. */
    let igniteReceiver: Person;
    let igniteControl: Person;
    let owner: Person;
    const ears = new Map<string, Awaited<ReturnType<typeof heard>>>();
    const ear = (person: Person) => ears.get(person.id)!;
    const content = {} as Record<
      | 'video'
      | 'blog'
      | 'ownersVideo'
      | 'ownersTalk'
      | 'videoComment'
      | 'talkComment'
      | 'toBlocked'
      | 'toControl',
      string
    > & { igniteToBlocked: string; igniteToControl: string; toBlockedIds: string[]; toControlIds: string[] };

    beforeAll(async () => {
      actor = await signUpWithProfile(t.app, 'Hustler', { Username: 'Asha', project: 'KhetiKart' });
      [receiver, control, igniteReceiver, igniteControl] = await Promise.all([
        signUpWithProfile(t.app, 'Investor', { Username: 'Ravi' }),
        signUpWithProfile(t.app, 'Investor', { Username: 'Meera' }),
        signUpWithProfile(t.app, 'Investor', { Username: 'Kabir' }),
        signUpWithProfile(t.app, 'Investor', { Username: 'Neha' }),
      ]);
      owner = await signUpWithProfile(t.app, 'Hustler', { Username: 'Farhan', project: 'Chai' });
      for (const person of [receiver, control]) {
        await connectedAs('connected', actor, person);
        const chose = await call(person, 'PUT', API.accountSettings, {
          notifications: { connection: { inApp: true, email: true }, like: { inApp: true, email: true } },
        });
        expect(chose.statusCode).toBe(200);
      }
      content.igniteToBlocked = await connectedAs('meeting', actor, igniteReceiver);
      content.igniteToControl = await connectedAs('meeting', actor, igniteControl);
      content.video = await postVideo(t.app, actor.token, { title: 'Pitch' });
      content.blog = await postBlog(t.app, actor.token, { title: 'Our first lakh' });
      content.ownersVideo = await postVideo(t.app, owner.token, { title: 'Demo day' });
      content.ownersTalk = await postTalk(t.app, owner.token, 'Who is hiring in Pune?');
      content.videoComment = await postVideoComment(t.app, actor.token, content.ownersVideo, 'First');
      content.talkComment = await postTalkComment(t.app, actor.token, content.ownersTalk, 'Me');
      // Messages to the actor from before the block: the receiver's wait to be delivered and read.
      const sendTwice = async (from: Person) => {
        const ids: string[] = [];
        for (const text of ['hello', 'are you there?']) {
          const sent = await call(from, 'POST', API.conversation(actor.id), { text });
          expect(sent.statusCode).toBe(201);
          ids.push(sent.json()._id);
        }
        return ids;
      };
      content.toBlockedIds = await sendTwice(receiver);
      content.toControlIds = await sendTwice(control);

      for (const person of [receiver, igniteReceiver]) {
        const blocked =
          blocker === 'actor'
            ? await call(actor, 'PUT', API.block(person.id))
            : await call(person, 'PUT', API.block(actor.id));
        expect(blocked.statusCode).toBe(200);
      }
      for (const person of [actor, receiver, control, igniteReceiver, igniteControl]) {
        const ear = await heard(person);
        // Every page is open on the posts (issue 32): the actor's own are refused to the person
        // blocked with them at watch time; a third person's are watched, and the block is then
        // kept at send time.
        await watch(
          ear.socket,
          { kind: 'video', id: content.video },
          { kind: 'blog', id: content.blog },
          { kind: 'video', id: content.ownersVideo },
          { kind: 'talk', id: content.ownersTalk },
        );
        ears.set(person.id, ear);
      }
    });

    /** One path: what the actor does (toward both), the event each side would hear, and what would be stored for them. */
    interface Path {
      name: string;
      event: string;
      act: () => Promise<void>;
      /** The pair this path is between (default: receiver and control). */
      sides?: () => [Person, Person];
      /** Rows or mails kept for a person by this path, counted before and after. */
      stored?: (person: Person) => Promise<number>;
    }
    const ok = async (response: Promise<{ statusCode: number; body: string }>, status = 200) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(status);
    };
    const paths: Path[] = [
      {
        name: 'newComment (a comment on a third person’s video)',
        event: SOCKET_EVENTS.newComment,
        act: async () => void (await postVideoComment(t.app, actor.token, content.ownersVideo, 'Nice')),
      },
      {
        name: 'newTalkComment (a comment on a third person’s talk)',
        event: SOCKET_EVENTS.newTalkComment,
        act: async () => void (await postTalkComment(t.app, actor.token, content.ownersTalk, 'Agreed')),
      },
      {
        name: 'commentUpdated',
        event: SOCKET_EVENTS.commentUpdated,
        act: () => ok(call(actor, 'PATCH', API.videoComment(content.videoComment), { text: 'First!' })),
      },
      {
        name: 'videoUpdated',
        event: SOCKET_EVENTS.videoUpdated,
        act: () => ok(call(actor, 'PATCH', API.video(content.video), { title: 'Pitch, take two' })),
      },
      {
        name: 'blogUpdated',
        event: SOCKET_EVENTS.blogUpdated,
        act: () =>
          ok(
            t.app.inject({
              method: 'PATCH',
              url: API.blog(content.blog),
              headers: bearer(actor.token),
              payload: formData({ title: 'Our first two lakh' }),
            }),
          ),
      },
      {
        name: 'connection news: in the app, live and by email',
        event: SOCKET_EVENTS.notification,
        act: async () => void (await postTalk(t.app, actor.token, 'Hiring a designer in Indore')),
        stored: async (person) => (await notificationsOf(person, 'connection-post')) + mailsTo(person),
      },
      {
        name: 'any notification made through notify() (in the app, live and by email)',
        event: SOCKET_EVENTS.notification,
        act: async () => {
          for (const person of [receiver, control])
            await notify(t.app.container, {
              userId: person.id,
              type: 'like',
              params: { key: 'like', args: ['Asha', 'Pitch'] },
              actorId: actor.id,
              entityId: content.video,
            });
        },
        stored: async (person) => (await notificationsOf(person, 'like')) + mailsTo(person),
      },
      {
        name: 'messageStatus delivered (the actor’s socket acknowledges their messages)',
        event: SOCKET_EVENTS.messageStatus,
        act: async () => {
          ear(actor).socket.emit(SOCKET_EVENTS.delivered, {
            ids: [content.toBlockedIds[0], content.toControlIds[0]],
          });
        },
      },
      {
        name: 'messageStatus read (the actor opens the old chat)',
        event: SOCKET_EVENTS.messageStatus,
        act: async () => {
          await ok(call(actor, 'GET', API.conversation(receiver.id)));
          await ok(call(actor, 'GET', API.conversation(control.id)));
        },
      },
      {
        name: 'typing',
        event: SOCKET_EVENTS.typing,
        act: async () => {
          for (const person of [receiver, control])
            ear(actor).socket.emit(SOCKET_EVENTS.typing, { to: person.id, typing: true });
        },
      },
      {
        name: 'an Ignite move (connect after a meeting): 403 across the block, nothing changes, nobody told',
        event: SOCKET_EVENTS.igniteUpdated,
        sides: () => [igniteReceiver, igniteControl],
        act: async () => {
          const refused = await call(actor, 'POST', API.igniteAction(content.igniteToBlocked, 'connect'));
          expect(refused.statusCode).toBe(403);
          expect(refused.json().message).toBe(
            blocker === 'actor' ? BLOCKS_WORDS.blockedByYou : BLOCKS_WORDS.blockedYou,
          );
          await ok(call(actor, 'POST', API.igniteAction(content.igniteToControl, 'connect')));
          const statuses = await rows<{ id: string; status: string }>(
            sql`select id, status from connections where id in (${content.igniteToBlocked}, ${content.igniteToControl})`,
          );
          expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
            [content.igniteToBlocked]: 'meeting',
            [content.igniteToControl]: 'connected',
          });
        },
        stored: (person) => notificationsOf(person, 'ignite-connected'),
      },
      {
        name: 'commentDeleted',
        event: SOCKET_EVENTS.commentDeleted,
        act: () => ok(call(actor, 'DELETE', API.talkComment(content.talkComment))),
      },
      {
        name: 'videoDeleted',
        event: SOCKET_EVENTS.videoDeleted,
        act: () => ok(call(actor, 'DELETE', API.video(content.video))),
      },
      {
        name: 'blogDeleted',
        event: SOCKET_EVENTS.blogDeleted,
        act: () => ok(call(actor, 'DELETE', API.blog(content.blog))),
      },
    ];

    it.each(paths.map((path) => [path.name, path] as const))('%s', async (_path, path) => {
      const [blocked, unblocked] = path.sides?.() ?? [receiver, control];
      const before = {
        blocked: ear(blocked).count(path.event),
        unblocked: ear(unblocked).count(path.event),
        storedBlocked: (await path.stored?.(blocked)) ?? 0,
        storedUnblocked: (await path.stored?.(unblocked)) ?? 0,
      };
      await path.act();
      await waitFor(() => ear(unblocked).count(path.event) > before.unblocked);
      await settle();
      expect(ear(blocked).count(path.event), `${path.event} across the block`).toBe(before.blocked);
      if (path.stored) {
        expect(await path.stored(unblocked)).toBeGreaterThan(before.storedUnblocked);
        expect(await path.stored(blocked)).toBe(before.storedBlocked);
      }
    });
  });

  it('a suspended account is out of reach too: no connection news, no notify(), no Ignite move with them', async () => {
    const author = await signUpWithProfile(t.app, 'Hustler', { Username: 'Asha', project: 'KhetiKart' });
    const [suspended, control] = [await signUpUser(t.app, 'Investor'), await signUpUser(t.app, 'Investor')];
    for (const person of [suspended, control]) {
      await connectedAs('connected', author, person);
      const chose = await call(person, 'PUT', API.accountSettings, {
        notifications: { connection: { inApp: true, email: true }, like: { inApp: true, email: true } },
      });
      expect(chose.statusCode).toBe(200);
    }
    const meeting = await rows<{ id: string }>(sql`update connections set status = 'meeting'
      where hustler_id = ${author.id} and investor_id = ${suspended.id} returning id`);
    await t.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);

    await postTalk(t.app, author.token, 'Hiring in Indore');
    for (const person of [suspended, control])
      await notify(t.app.container, {
        userId: person.id,
        type: 'like',
        params: { key: 'like', args: ['Asha', 'Pitch'] },
        actorId: author.id,
        entityId: meeting[0]!.id,
      });
    const move = await call(author, 'POST', API.igniteAction(meeting[0]!.id, 'connect'));
    expect(move.statusCode).toBe(404);
    expect(
      (await rows<{ status: string }>(sql`select status from connections where id = ${meeting[0]!.id}`))[0]
        ?.status,
    ).toBe('meeting');
    for (const type of ['connection-post', 'like']) {
      expect(await notificationsOf(control, type)).toBe(1);
      expect(await notificationsOf(suspended, type)).toBe(0);
    }
    expect(mailsTo(control)).toBe(2);
    expect(mailsTo(suspended)).toBe(0);
  });
});
