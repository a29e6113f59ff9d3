import { defineEndpoint } from '@ideaignite/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsOf, fakeApi } from '../test/fake-api.ts';
import { ApiError } from './api-client.ts';
import { readSession, saveSession } from './auth-storage.ts';
import { call, callPage } from './call.ts';

const note = defineEndpoint({
  method: 'PATCH',
  path: '/api/things/:thingId/notes/:noteId',
  auth: 'user',
  tags: ['test'],
  summary: 'Edit a note',
  params: z.object({ thingId: z.string(), noteId: z.string() }),
  body: z.object({ text: z.string() }),
  responses: { 200: z.object({ text: z.string() }) },
  errors: [400, 401, 404],
});
const things = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  auth: 'anyone',
  tags: ['test'],
  summary: 'Things, newest first',
  query: z.object({ limit: z.number().optional(), cursor: z.string().optional() }),
  responses: { 200: z.array(z.object({ id: z.string() })) },
  errors: [400],
  paged: true,
});

describe('call(endpoint, input)', () => {
  beforeEach(() => saveSession({ token: 't-1', userId: 'u-1', role: 'Hustler' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fills the path, sends the method, the JSON body and the token, and answers the body', async () => {
    const fetchMock = fakeApi({
      'PATCH /api/things/a%2Fb/notes/n1': { status: 200, body: { text: 'saved' } },
    });
    const answer = await call(note, { params: { thingId: 'a/b', noteId: 'n1' }, body: { text: 'hi' } });
    expect(answer).toEqual({ text: 'saved' });
    expect(callsOf(fetchMock)[0]).toMatchObject({
      body: { text: 'hi' },
      headers: { Authorization: 'Bearer t-1' },
    });
  });

  it('refuses as apiRequest does: an ApiError with the server words, and a 401 on a `user` call signs out', async () => {
    fakeApi({ 'PATCH /api/things/t/notes/n': { status: 401, body: { message: 'Session expired' } } });
    const failure = await call(note, { params: { thingId: 't', noteId: 'n' }, body: { text: '' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe('Session expired');
    expect(readSession()).toBeNull();
  });

  it('reads a page of a paged endpoint: the items and the X-Next-Cursor, leaving out empty query values', async () => {
    fakeApi({
      'GET /api/things?limit=2': {
        status: 200,
        body: [{ id: 'a' }, { id: 'b' }],
        headers: { 'X-Next-Cursor': 'c2' },
      },
    });
    const page = await callPage(things, { query: { limit: 2, cursor: undefined } });
    expect(page).toEqual({ items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c2' });
  });

  it('sends no token when asked (a signed-out form), and keeps the session on its 401', async () => {
    const fetchMock = fakeApi({ 'GET /api/things': { status: 401, body: { message: 'No' } } });
    await expect(callPage(things, {}, { withoutToken: true })).rejects.toBeInstanceOf(ApiError);
    expect(callsOf(fetchMock)[0]?.headers.Authorization).toBeUndefined();
    expect(readSession()).not.toBeNull();
  });

  it('sends a query whose parameters repeat, in their order, from URLSearchParams', async () => {
    fakeApi({ 'GET /api/things?limit=2&tag=a&tag=b': { status: 200, body: [] } });
    const page = await callPage(things, {
      query: new URLSearchParams([
        ['limit', '2'],
        ['tag', 'a'],
        ['tag', 'b'],
      ]),
    });
    expect(page).toEqual({ items: [], nextCursor: null });
  });

  it('never sends a call whose path lacks a param', async () => {
    const fetchMock = fakeApi({});
    await expect(call(note, { params: { thingId: 't', noteId: '' }, body: { text: '' } })).rejects.toThrow(
      /no value for :noteId/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
