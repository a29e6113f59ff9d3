import { API, MESSAGES_WORDS } from '@ideaignite/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeApi } from '../test/fake-api.ts';
import { signInAs } from '../test/render.tsx';
import { ApiError, NetworkError } from './api-client.ts';
import { saveSession } from './auth-storage.ts';
import {
  addToOutbox,
  flushOutbox,
  type OutboxItem,
  onOutboxSent,
  readOutbox,
  sendOrQueue,
} from './outbox.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const item = (key: string, receiverId: string, text: string): OutboxItem => ({
  key,
  target: { kind: 'message', receiverId },
  text,
  createdAt: '2026-11-29T10:00:00.000Z',
});
const stored = (id: string, receiverId: string, text: string) => ({
  status: 201,
  body: {
    _id: id,
    senderId: 'u-me',
    receiverId,
    text,
    createdAt: '2026-11-29T10:01:00.000Z',
    readAt: null,
  },
});

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  signInAs('Hustler', 'u-me');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sendOrQueue', () => {
  it('offline: queues with a fresh UUID key and sends nothing', async () => {
    online = false;
    const send = vi.fn();
    expect(await sendOrQueue('u-me', { kind: 'message', receiverId: 'u-a' }, 'Hi', send)).toEqual({
      queued: true,
    });
    expect(send).not.toHaveBeenCalled();
    expect(readOutbox('u-me')).toEqual([
      {
        key: expect.stringMatching(UUID),
        target: { kind: 'message', receiverId: 'u-a' },
        text: 'Hi',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('online: sends with the key; no answer queues it with that same key; a refusal is thrown and nothing queued', async () => {
    const send = vi.fn(async (_key: string) => 'stored');
    expect(await sendOrQueue('u-me', { kind: 'message', receiverId: 'u-a' }, 'One', send)).toEqual({
      queued: false,
      answer: 'stored',
    });
    expect(send.mock.calls[0]?.[0]).toMatch(UUID);

    const lost = vi.fn(async (_key: string) => {
      throw new NetworkError();
    });
    expect(await sendOrQueue('u-me', { kind: 'message', receiverId: 'u-a' }, 'Two', lost)).toEqual({
      queued: true,
    });
    expect(readOutbox('u-me').map((queued) => queued.key)).toEqual([lost.mock.calls[0]?.[0]]);

    const refused = async () => {
      throw new ApiError(403, { message: MESSAGES_WORDS.requestPending }, 'HTTP 403');
    };
    await expect(
      sendOrQueue('u-me', { kind: 'message', receiverId: 'u-a' }, 'Three', refused),
    ).rejects.toThrow(ApiError);
    expect(readOutbox('u-me')).toHaveLength(1);
  });
});

describe('flushOutbox', () => {
  it('sends oldest first with each key, removes what was stored and tells the listeners', async () => {
    addToOutbox('u-me', item('11111111-1111-4111-8111-111111111111', 'u-a', 'First'));
    addToOutbox('u-me', item('22222222-2222-4222-8222-222222222222', 'u-a', 'Second'));
    let count = 0;
    const fetchMock = fakeApi({
      [`POST ${API.conversation('u-a')}`]: () => {
        count += 1;
        return stored(`m-${count}`, 'u-a', count === 1 ? 'First' : 'Second');
      },
    });
    const heard: string[] = [];
    const stop = onOutboxSent((sent) => heard.push(sent.kind === 'message' ? sent.message._id : ''));
    await flushOutbox();
    stop();
    expect(callsOf(fetchMock).map((call) => call.body)).toEqual([
      { text: 'First', idempotencyKey: '11111111-1111-4111-8111-111111111111' },
      { text: 'Second', idempotencyKey: '22222222-2222-4222-8222-222222222222' },
    ]);
    expect(heard).toEqual(['m-1', 'm-2']);
    expect(readOutbox('u-me')).toEqual([]);
    expect(localStorage.getItem('outbox:u-me')).toBeNull();
  });

  it('stops at a failure that may pass, keeping the rest in order; a refusal keeps its words and the run goes on', async () => {
    addToOutbox('u-me', item('11111111-1111-4111-8111-111111111111', 'u-blocked', 'Refused'));
    addToOutbox('u-me', item('22222222-2222-4222-8222-222222222222', 'u-a', 'Busy'));
    addToOutbox('u-me', item('33333333-3333-4333-8333-333333333333', 'u-a', 'Later'));
    fakeApi({
      [`POST ${API.conversation('u-blocked')}`]: {
        status: 403,
        body: { message: MESSAGES_WORDS.requestPending },
      },
      [`POST ${API.conversation('u-a')}`]: { status: 503, body: { message: 'busy' } },
    });
    await flushOutbox();
    expect(readOutbox('u-me').map((queued) => [queued.text, queued.refused])).toEqual([
      ['Refused', MESSAGES_WORDS.requestPending],
      ['Busy', undefined],
      ['Later', undefined],
    ]);
    // The refused one is not sent again; the others go when the server is back.
    const fetchMock = fakeApi({ [`POST ${API.conversation('u-a')}`]: stored('m-9', 'u-a', 'x') });
    await flushOutbox();
    expect(callsOf(fetchMock).map((call) => call.body.text)).toEqual(['Busy', 'Later']);
    expect(readOutbox('u-me').map((queued) => queued.text)).toEqual(['Refused']);
  });

  it('one run at a time: a second call while one runs sends nothing twice', async () => {
    addToOutbox('u-me', item('11111111-1111-4111-8111-111111111111', 'u-a', 'Once'));
    const fetchMock = fakeApi({ [`POST ${API.conversation('u-a')}`]: stored('m-1', 'u-a', 'Once') });
    await Promise.all([flushOutbox(), flushOutbox(), flushOutbox()]);
    expect(callsOf(fetchMock)).toHaveLength(1);
  });
});

describe('the outbox is the account’s', () => {
  it('signing in as another account removes the previous one’s; the same account keeps its own', () => {
    addToOutbox('u-me', item('11111111-1111-4111-8111-111111111111', 'u-a', 'Mine'));
    saveSession({ token: 't2', userId: 'u-me', role: 'Hustler' });
    expect(readOutbox('u-me')).toHaveLength(1);
    saveSession({ token: 't3', userId: 'u-other', role: 'Investor' });
    expect(localStorage.getItem('outbox:u-me')).toBeNull();
  });
});
