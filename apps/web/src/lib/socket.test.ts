import { type AppNotification, type ReceivedMessage, SOCKET_EVENTS } from '@ideaignite/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** socket.io-client's Socket as far as lib/socket.ts uses it: listeners by event, in order. */
class EmitterSocket {
  private readonly byEvent = new Map<string, Array<(...args: unknown[]) => void>>();
  on(event: string, listener: (...args: unknown[]) => void) {
    this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), listener]);
    return this;
  }
  off(event: string, listener: (...args: unknown[]) => void) {
    this.byEvent.set(
      event,
      (this.byEvent.get(event) ?? []).filter((known) => known !== listener),
    );
    return this;
  }
  listeners(event: string) {
    return [...(this.byEvent.get(event) ?? [])];
  }
  /** What the server sending `event` does: every listener, in the order they were added. */
  receive(event: string, ...args: unknown[]) {
    for (const listener of this.listeners(event)) listener(...args);
  }
  close() {}
}

const made: EmitterSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new EmitterSocket();
    made.push(socket);
    return socket;
  },
}));

const { getSocket } = await import('./socket.ts');
const { clearSession, saveSession } = await import('./auth-storage.ts');

const notification: AppNotification = {
  _id: 'n-1',
  type: 'message',
  message: 'Asha sent you a message: hello',
  params: { key: 'message', args: ['Asha', 'hello'] },
  isRead: false,
  createdAt: '2026-12-01T03:30:00.000Z',
  actorId: 'asha',
  entityId: 'asha',
};
const message = {
  _id: 'm-1',
  senderId: 'asha',
  receiverId: 'ravi',
  text: 'hello',
  createdAt: '2026-12-01T03:30:00.000Z',
  readAt: null,
};

describe('a message’s notification inside its receiveMessage (decision 050)', () => {
  afterEach(() => {
    clearSession();
    made.length = 0;
  });

  it('reaches the notification listeners, and the message listeners get the message alone', () => {
    saveSession({ token: 'token-1', userId: 'ravi', role: 'Investor' });
    const socket = getSocket() as unknown as EmitterSocket;
    expect(made).toEqual([socket]);
    const heardNotes: unknown[] = [];
    const heardMessages: unknown[] = [];
    socket.on(SOCKET_EVENTS.notification, (note) => heardNotes.push(note));
    socket.on(SOCKET_EVENTS.receiveMessage, (received) => heardMessages.push({ ...(received as object) }));

    socket.receive(SOCKET_EVENTS.receiveMessage, { ...message, notification } satisfies ReceivedMessage);
    expect(heardNotes).toEqual([notification]);
    expect(heardMessages).toEqual([message]);

    // A message that made no notification (a muted conversation, the sender's other tab).
    socket.receive(SOCKET_EVENTS.receiveMessage, { ...message, _id: 'm-2' });
    expect(heardNotes).toHaveLength(1);
    expect(heardMessages).toEqual([message, { ...message, _id: 'm-2' }]);

    // A notification of anything else still comes as its own event.
    socket.receive(SOCKET_EVENTS.notification, { ...notification, _id: 'n-2', type: 'like' });
    expect(heardNotes).toHaveLength(2);
  });
});
