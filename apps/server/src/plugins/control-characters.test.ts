import { API, API_ERRORS, SOCKET_EVENTS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogComments,
  blogs,
  contactMessages,
  messages,
  notifications,
  profiles,
  videoComments,
  videos,
} from '../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { formData, mp4Video } from '../test/fixtures.ts';
import { connectSocket, listen } from '../test/listen.ts';
import { databaseLabel } from '../test/test-database.ts';

// Finding 2 of the security run: a NUL byte anywhere gave a 500 (PostgreSQL refuses it in text).
describe(`control characters in any input are a 400 (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  let investor: Awaited<ReturnType<typeof signUpUser>>;
  let videoId: string;
  let talkId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    hustler = await signUpUser(t.app, 'Hustler');
    investor = await signUpUser(t.app, 'Investor');
    const video = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Clean', description: 'Clean' },
        { video: { data: await mp4Video(), name: 'a.mp4', type: 'video/mp4' } },
      ),
    });
    videoId = video.json().video._id;
    const talk = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(hustler.token),
      payload: { title: 'Clean talk' },
    });
    talkId = talk.json().blog._id;
  });
  afterAll(() => t.close());

  const counts = async () => ({
    videos: (await t.database.db.select().from(videos)).length,
    blogs: (await t.database.db.select().from(blogs)).length,
    videoComments: (await t.database.db.select().from(videoComments)).length,
    blogComments: (await t.database.db.select().from(blogComments)).length,
    messages: (await t.database.db.select().from(messages)).length,
    contact: (await t.database.db.select().from(contactMessages)).length,
    notifications: (await t.database.db.select().from(notifications)).length,
  });
  const expect400 = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: API_ERRORS.controlCharacters });
  };

  it('in query parameters: ?q=%00 on every search, a cursor with a control character', async () => {
    for (const path of [API.cofounderProfiles, API.hustlerProfiles, API.investorProfiles, API.users]) {
      for (const query of ['q=%00', 'q=a%01b', 'q=%7F', 'q=%C2%85', 'cursor=%00']) {
        expect400(await t.app.inject({ url: `${path}?${query}`, headers: bearer(hustler.token) }));
      }
    }
  });

  it('in JSON bodies: message, talk, comments, contact, signup; nothing stored', async () => {
    const before = await counts();
    const posts: Array<[string, Record<string, unknown>]> = [
      [API.conversation(investor.id), { text: 'private\u0000secret' }],
      [API.addTalks, { title: 'talk\u0000' }],
      [API.commentVideo, { videoId, text: 'nice\u0008' }],
      [API.talkComments(talkId), { text: '\u001b[31mred' }],
      [API.contact, { name: 'Asha', email: 'asha@example.in', message: 'hi\u0000' }],
      [API.signup, { email: 'nul@example.in', password: 'pass\u0000word', role: 'Hustler' }],
      // Keys and nested values count too.
      [API.addTalks, { title: 'ok', extra: { deep: ['x\u0000'] } }],
      [API.addTalks, { 'ti\u0000tle': 'ok' }],
    ];
    for (const [path, payload] of posts) {
      expect400(await t.app.inject({ method: 'POST', url: path, headers: bearer(hustler.token), payload }));
    }
    expect(await counts()).toEqual(before);
  });

  it('in path parameters', async () => {
    expect400(await t.app.inject({ url: `/api/users/%00`, headers: bearer(hustler.token) }));
  });

  it('in multipart fields: video, blog and profile forms; nothing stored, no temp file', async () => {
    const before = await counts();
    const video = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Pitch\u0000', description: 'Demo' },
        { video: { data: await mp4Video(), name: 'a.mp4', type: 'video/mp4' } },
      ),
    });
    expect400(video);
    expect(video.json()).toMatchObject({ error: API_ERRORS.controlCharacters });
    const blog = await t.app.inject({
      method: 'POST',
      url: API.addBlog,
      headers: bearer(hustler.token),
      payload: formData({ title: 'T', summary: 'S\u0000', content: 'C' }),
    });
    expect400(blog);
    const profile = await t.app.inject({
      method: 'PUT',
      url: API.updateHustlerProfile,
      headers: bearer(hustler.token),
      payload: formData({ project: 'Ignite', bio: 'about\u0000me' }),
    });
    expect400(profile);
    const setup = await t.app.inject({
      method: 'POST',
      url: API.profileInvestor,
      headers: bearer(investor.token),
      payload: formData({ Username: 'Ravi\u0007', interestAreas: ['Social Impact Projects'] }),
    });
    expect400(setup);
    // A list field sent as a JSON array string can spell NUL as an escape.
    const skills = await t.app.inject({
      method: 'PUT',
      url: API.updateHustlerProfile,
      headers: bearer(hustler.token),
      payload: formData({ project: 'Ignite', skills: '["a\\u0000b"]' }),
    });
    expect400(skills);
    expect(await counts()).toEqual(before);
    const rows = await t.database.db.select().from(profiles);
    expect(rows.map((row) => row.bio ?? '').join('')).not.toContain('\u0000');
  });

  // Finding 8 of issue 24: a lone surrogate in a comment gave 500 on both databases (the
  // notification's jsonb refused it after the comment itself was stored).
  const LONE_SURROGATES = ['x\ud800y', '\udc00', 'end\ud83d', '\ude80start', '\udfff\ud800'];
  const expectUnstorable = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: API_ERRORS.unstorableCharacters });
  };

  it('lone surrogates in comments on a video and on a talk are a 400 with the words; nothing stored', async () => {
    const before = await counts();
    for (const text of LONE_SURROGATES) {
      expectUnstorable(
        await t.app.inject({
          method: 'POST',
          url: API.commentVideo,
          headers: bearer(investor.token),
          payload: { videoId, text },
        }),
      );
      expectUnstorable(
        await t.app.inject({
          method: 'POST',
          url: API.talkComments(talkId),
          headers: bearer(investor.token),
          payload: { text },
        }),
      );
    }
    expect(await counts()).toEqual(before);
    // The same comment with the pair whole (an emoji) is stored and notifies the author.
    const fine = await t.app.inject({
      method: 'POST',
      url: API.commentVideo,
      headers: bearer(investor.token),
      payload: { videoId, text: 'x\ud83d\ude80y' },
    });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().comment.text).toBe('x🚀y');
  });

  it('lone surrogates in other JSON bodies and keys, in a form list written as JSON, in socket messages', async () => {
    const before = await counts();
    for (const payload of [{ title: 'talk \ud800' }, { title: 'ok', 'k\udc00': 1 }]) {
      expectUnstorable(
        await t.app.inject({ method: 'POST', url: API.addTalks, headers: bearer(hustler.token), payload }),
      );
    }
    const skills = await t.app.inject({
      method: 'PUT',
      url: API.updateHustlerProfile,
      headers: bearer(hustler.token),
      payload: formData({ project: 'Ignite', skills: '["a\\ud800b"]' }),
    });
    expectUnstorable(skills);
    const socket = await connectSocket(url, hustler.token);
    try {
      const ack = await new Promise<unknown>((resolve) =>
        socket.emit(SOCKET_EVENTS.sendMessage, { receiverId: investor.id, text: 'hi \ud800' }, resolve),
      );
      expect(ack).toEqual({ ok: false, error: API_ERRORS.unstorableCharacters });
    } finally {
      socket.close();
    }
    expect(await counts()).toEqual(before);
  });

  it('newlines, tabs and CRLF are still fine', async () => {
    const talk = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(hustler.token),
      payload: { title: 'line one\r\nline two\n\tindented — ünïcødé 🚀' },
    });
    expect(talk.statusCode).toBe(201);
    const profile = await t.app.inject({
      method: 'PUT',
      url: API.updateHustlerProfile,
      headers: bearer(hustler.token),
      payload: formData({ project: 'Ignite', bio: 'first\r\nsecond\tthird' }),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('over Socket.IO: sendMessage with a NUL is refused by its ack, nothing stored, the socket lives on', async () => {
    const socket = await connectSocket(url, hustler.token);
    try {
      const send = (payload: unknown) =>
        new Promise<unknown>((resolve) => socket.emit(SOCKET_EVENTS.sendMessage, payload, resolve));
      const before = (await counts()).messages;
      expect(await send({ receiverId: investor.id, text: 'hello\u0000there' })).toEqual({
        ok: false,
        error: API_ERRORS.controlCharacters,
      });
      expect((await counts()).messages).toBe(before);
      expect(await send({ receiverId: investor.id, text: 'hello there' })).toMatchObject({ ok: true });
      expect((await counts()).messages).toBe(before + 1);
    } finally {
      socket.close();
    }
  });
});
