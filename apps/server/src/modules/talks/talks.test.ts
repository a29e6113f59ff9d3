import { API, SOCKET_EVENTS, TALKS_WORDS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`talks and their comments (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('addTalks answers { blog } for any role; blank talks are refused', async () => {
    const jobseeker = await signUpUser(t.app, 'Jobseeker');
    const response = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(jobseeker.token),
      payload: { title: 'Who is hiring interns in Pune?' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().blog).toMatchObject({
      kind: 'talk',
      title: 'Who is hiring interns in Pune?',
      summary: null,
      uploadedBy: { _id: jobseeker.id },
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: bearer(jobseeker.token),
      payload: { title: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: TALKS_WORDS.talkRequired });
  });

  it('talk comments are saved, embedded newest first, listed, and pushed live', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const url = await listen(t.app);
    const talk = (
      await t.app.inject({
        method: 'POST',
        url: API.addTalks,
        headers: bearer(hustler.token),
        payload: { title: 'Best co-working in Kochi?' },
      })
    ).json().blog;
    const listener = await signUpUser(t.app, 'Investor');
    const socket = await connectSocket(url, listener.token);
    await watch(socket, { kind: 'talk', id: talk._id });
    const seen = collect<[string, { text: string }]>(socket, SOCKET_EVENTS.newTalkComment);
    try {
      for (const text of ['Try Kerala Startup Mission', 'Second that']) {
        const response = await t.app.inject({
          method: 'POST',
          url: API.talkComments(talk._id),
          headers: bearer(listener.token),
          payload: { text },
        });
        expect(response.statusCode).toBe(201);
      }
      await waitFor(() => seen.length === 2);
      expect(seen.map(([id, c]) => [id, c.text])).toEqual([
        [talk._id, 'Try Kerala Startup Mission'],
        [talk._id, 'Second that'],
      ]);
    } finally {
      socket.close();
    }
    const list = (
      await t.app.inject({ url: `${API.getBlogs}?kind=talk`, headers: bearer(hustler.token) })
    ).json();
    const saved = list.data.find((b: { _id: string }) => b._id === talk._id);
    expect(saved.comments.map((c: { text: string }) => c.text)).toEqual([
      'Second that',
      'Try Kerala Startup Mission',
    ]);
    expect(saved.commentsCount).toBe(2);
    const comments = (
      await t.app.inject({ url: API.talkComments(talk._id), headers: bearer(hustler.token) })
    ).json();
    expect(comments.comments).toHaveLength(2);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.talkComments(talk._id),
          headers: bearer(hustler.token),
          payload: { text: ' ' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
