import {
  API,
  EMAILS,
  NOTIFICATION_EMAILS,
  NOTIFICATION_TEXTS,
  type NotificationKind,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { NOTIFICATION_EMAILS_HI, NOTIFICATION_TEXTS_HI } from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  type signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { connectPair, sendIgnite } from '../../test/ignite.ts';
import { collect, connectSocket, listen } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Role = 'Hustler' | 'Investor' | 'Cofounder';
type Person = Awaited<ReturnType<typeof signUpUser>>;

describe(`notification channels: in the app, by email, connection news (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  const post = (token: string, path: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
  const named = (role: Role, Username: string) =>
    signUpWithProfile(t.app, role, { Username, project: 'KhetiKart' });
  // Connected: their messages reach the inbox (a stranger's first message is a request, decision 023).
  const connected = (hustler: Person, other: Person) =>
    t.database.db.execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${hustler.id}, ${other.id}, 'connected')`,
    );
  const choose = async (user: Person, notifications: Partial<Record<NotificationKind, object>>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(user.token),
      payload: { notifications },
    });
    expect(response.statusCode).toBe(200);
  };
  const stored = async (user: Person) =>
    (
      (await t.database.db.execute(
        sql`select type, params, actor_id from notifications where user_id = ${user.id} order by created_at`,
      )) as unknown as { rows: Array<{ type: string; params: unknown; actor_id: string }> }
    ).rows;
  const unread = async (user: Person) =>
    (await t.app.inject({ url: API.notificationsUnreadCount, headers: bearer(user.token) })).json().count;
  /** The notification mails a user got (not the address confirmation of their sign-up). */
  const mailsTo = (user: Person) =>
    t.mails.filter((mail) => mail.to === user.email && mail.subject !== EMAILS.verify.subject);
  const talk = async (user: Person, title: string) =>
    (await post(user.token, API.addTalks, { title })).json().blog as { _id: string };
  const connect = (hustler: Person, investor: Person) => connectPair(t.app, hustler, investor);

  it('in-app off: a comment and a like store nothing, push nothing and leave the unread count alone', async () => {
    const owner = await named('Hustler', 'Owner');
    const fan = await named('Cofounder', 'Fan');
    await choose(owner, { comment: { inApp: false }, like: { inApp: false } });
    await connected(owner, fan);
    const socket = await connectSocket(url, owner.token);
    const live = collect(socket, SOCKET_EVENTS.notification);
    try {
      const video = (
        await post(
          owner.token,
          API.addVideo,
          formData(
            { title: 'Demo day', description: 'd' },
            { video: { data: await mp4Video(), name: 'v.mp4', type: 'video/mp4' } },
          ),
        )
      ).json().video;
      expect((await post(fan.token, API.likeVideo, { videoId: video._id })).statusCode).toBe(200);
      expect(
        (await post(fan.token, API.commentVideo, { videoId: video._id, text: 'Great demo' })).statusCode,
      ).toBe(201);
      // A message (still on) arrives after them on the same socket: nothing came before it.
      await post(fan.token, API.conversation(owner.id), { text: 'hello' });
      await expect.poll(() => live.length).toBe(1);
      expect((live[0]![0] as { type: string }).type).toBe('message');
      expect((await stored(owner)).map((row) => row.type)).toEqual(['message']);
      expect(await unread(owner)).toBe(1);
      expect(mailsTo(owner)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('email on: a comment is mailed in the owner’s language with text, HTML and a link; a like is not', async () => {
    const owner = await named('Hustler', 'Meera');
    const fan = await named('Cofounder', 'Ravi <b>');
    await choose(owner, { comment: { email: true }, like: { email: false } });
    const blog = (
      await post(owner.token, API.addBlog, formData({ title: 'Chai & code', summary: 's', content: 'c' }))
    ).json().blog;
    await post(fan.token, API.talkComments(blog._id), { text: 'Loved it' });
    const [mail, ...rest] = mailsTo(owner);
    expect(rest).toEqual([]);
    const words = NOTIFICATION_TEXTS.commentOnBlog('Ravi <b>', 'Chai & code', 'Loved it');
    expect(mail).toMatchObject({
      subject: NOTIFICATION_EMAILS.subject.comment,
      language: 'en-IN',
      text: expect.stringContaining(words),
    });
    // The link opens the blog at its own address (issue 26).
    expect(mail!.text).toContain(`/blogs/${blog._id}`);
    expect(mail!.text).toContain('/settings#notifications');
    // People's words are escaped in the HTML; the link is there.
    expect(mail!.html).toContain('Ravi &lt;b&gt;');
    expect(mail!.html).toContain('Chai &amp; code');
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toMatch(new RegExp(`<a href="http[^"]+/blogs/${blog._id}">`));
    // It is still in the app too (in-app stays on).
    expect((await stored(owner)).map((row) => row.type)).toEqual(['comment']);

    // In Hindi once the owner's account is in Hindi.
    await t.app.inject({
      method: 'PUT',
      url: API.preferences,
      headers: bearer(owner.token),
      payload: { locale: 'hi-IN' },
    });
    await post(fan.token, API.talkComments(blog._id), { text: 'Dobara padha' });
    const hindi = mailsTo(owner)[1]!;
    expect(hindi.language).toBe('hi-IN');
    expect(hindi.subject).toBe(NOTIFICATION_EMAILS_HI.subject.comment);
    expect(hindi.text).toContain(
      NOTIFICATION_TEXTS_HI.commentOnBlog('Ravi <b>', 'Chai & code', 'Dobara padha'),
    );
  });

  it('messages: one mail per run of unread messages from a sender, again once they are read; in-app off stores none', async () => {
    const receiver = await named('Investor', 'Priya');
    const sender = await named('Hustler', 'Aarav');
    await choose(receiver, { message: { inApp: false, email: true } });
    await connected(sender, receiver);
    for (const text of ['one', 'two', 'three'])
      await post(sender.token, API.conversation(receiver.id), { text });
    expect(mailsTo(receiver).map((mail) => mail.text.split('\n')[0])).toEqual([
      NOTIFICATION_TEXTS.message('Aarav', 'one'),
    ]);
    expect(mailsTo(receiver)[0]!.text).toContain(`/messages?to=${sender.id}`);
    expect(await stored(receiver)).toEqual([]);
    expect(await unread(receiver)).toBe(0);
    // The messages themselves arrived.
    const history = await t.app.inject({ url: API.conversation(sender.id), headers: bearer(receiver.token) });
    expect(history.json()).toHaveLength(3);
    // Reading them (above) ends the run: the next message is mailed again.
    await post(sender.token, API.conversation(receiver.id), { text: 'four' });
    expect(mailsTo(receiver)).toHaveLength(2);
  });

  it('an Ignite is mailed by default; with in-app off the investor gets only the mail', async () => {
    const investor = await named('Investor', 'Kavita');
    const hustler = await named('Hustler', 'Dev');
    await choose(investor, { ignite: { inApp: false } });
    await sendIgnite(t.app, hustler, investor);
    expect(await stored(investor)).toEqual([]);
    const [mail] = mailsTo(investor);
    expect(mail).toMatchObject({ subject: NOTIFICATION_EMAILS.subject.ignite });
    expect(mail!.text).toContain(NOTIFICATION_TEXTS.ignite('Dev', 'KhetiKart'));
    expect(mail!.text).toContain('/ignites');
  });

  it('connection news: a new talk, blog or video reaches connected people only, in one insert', async () => {
    const author = await named('Hustler', 'Asha');
    const friend = await named('Investor', 'Neha');
    const mailer = await named('Investor', 'Farhan');
    const pending = await named('Investor', 'Pending');
    const stranger = await named('Cofounder', 'Stranger');
    await connect(author, friend);
    await connect(author, mailer);
    await sendIgnite(t.app, author, pending);
    await choose(mailer, { connection: { inApp: false, email: true } });
    const socket = await connectSocket(url, friend.token);
    const live = collect(socket, SOCKET_EVENTS.notification);
    const inserts: string[] = [];
    const stop = t.database.observeQueries((text) => {
      if (/insert into notifications/i.test(text)) inserts.push(text);
    });
    let talkId: string;
    try {
      talkId = (await talk(author, 'Who is hiring in Pune?'))._id;
    } finally {
      stop();
    }
    expect(inserts).toHaveLength(1);
    try {
      await expect.poll(() => live.length).toBe(1);
      expect(live[0]![0]).toMatchObject({
        type: 'connection-post',
        entityId: talkId,
        actorId: author.id,
        params: { key: 'connectionPostTalk', args: ['Asha', 'Who is hiring in Pune?'] },
        message: NOTIFICATION_TEXTS.connectionPostTalk('Asha', 'Who is hiring in Pune?'),
      });
    } finally {
      socket.close();
    }
    await post(author.token, API.addBlog, formData({ title: 'Our first lakh', summary: 's', content: 'c' }));
    await post(
      author.token,
      API.addVideo,
      formData(
        { title: 'Pitch', description: 'd' },
        { video: { data: await mp4Video(), name: 'v.mp4', type: 'video/mp4' } },
      ),
    );
    expect(
      (await stored(friend)).filter((row) => row.type === 'connection-post').map((row) => row.params),
    ).toEqual([
      { key: 'connectionPostTalk', args: ['Asha', 'Who is hiring in Pune?'] },
      { key: 'connectionPostBlog', args: ['Asha', 'Our first lakh'] },
      { key: 'connectionPostVideo', args: ['Asha', 'Pitch'] },
    ]);
    expect(await stored(mailer)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ type: 'connection-post' })]),
    );
    const news = (user: Person) =>
      mailsTo(user).filter((mail) => mail.subject === NOTIFICATION_EMAILS.subject.connection);
    expect(news(mailer).map((mail) => mail.text.split('\n')[0])).toEqual([
      NOTIFICATION_TEXTS.connectionPostTalk('Asha', 'Who is hiring in Pune?'),
      NOTIFICATION_TEXTS.connectionPostBlog('Asha', 'Our first lakh'),
      NOTIFICATION_TEXTS.connectionPostVideo('Asha', 'Pitch'),
    ]);
    expect(news(mailer)[2]!.text).toContain('/videos');
    for (const other of [pending, stranger, author]) {
      expect((await stored(other)).filter((row) => row.type === 'connection-post')).toEqual([]);
    }
    expect(mailsTo(friend).filter((mail) => mail.subject === NOTIFICATION_EMAILS.subject.connection)).toEqual(
      [],
    );
  });
});
