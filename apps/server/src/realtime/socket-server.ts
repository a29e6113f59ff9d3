import {
  API_ERRORS,
  type ChatMessage,
  DeliveredInputSchema,
  findTextProblem,
  LIVE_WORDS,
  MAX_WATCHED_ITEMS,
  MESSAGES_WORDS,
  SendMessageSchema,
  SOCKET_EVENTS,
  TYPING_RESTART_MS,
  TYPING_THROTTLE_MS,
  TypingInputSchema,
  WatchInputSchema,
  WORDS,
} from '@ideaignite/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { HttpError } from '../lib/http-error.ts';
import type { SessionService } from '../modules/auth/index.ts';
import { bearerToken } from '../plugins/authentication.ts';
import { corkFrames } from './corked-frames.ts';
import { userRoom } from './realtime.ts';
import type {
  ClientToServerEvents,
  SendMessageAck,
  ServerSideEvents,
  ServerToClientEvents,
  SocketData,
  SocketServer,
  WatchAck,
} from './socket-events.ts';
import { type ItemLookups, type ItemTable, itemRoom, tableOf, watchedCount } from './watching.ts';

export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
// setTimeout's ceiling (about 24.8 days); a longer-lived token is re-checked when it fires.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Socket.IO on the API's own HTTP server. A socket authenticates with the same token as the API
 * (`auth: { token }`), only ever sits in its own user's room, and is disconnected when its
 * session ends (on any process) or its token expires.
 */
export interface SocketServerOptions {
  sessions: SessionService;
  /** With Redis, events reach sockets connected to any server process. */
  redis?: Redis;
  /** Stores and delivers a message; the sender is always the socket's own user. */
  sendMessage: (
    senderId: string,
    input: { receiverId: string; text: string; idempotencyKey?: string | undefined },
    socketId: string,
  ) => Promise<ChatMessage>;
  /** Whether typing may pass from one person to another (shared read receipts, no block). */
  canRelayTyping: (from: string, to: string) => Promise<boolean>;
  /** Marks messages to the socket's user delivered and tells their senders. */
  delivered: (userId: string, ids: string[]) => Promise<void>;
  /** Which items a person may watch live (issue 32): the item pages' visibility rule. */
  watchable: ItemLookups['watchable'];
}

/**
 * Which typing events pass, per (sender, receiver): a start (`typing: true` after a stop, or the
 * first) at once but never twice within TYPING_RESTART_MS; while the sender keeps typing, a repeat
 * at most once per TYPING_THROTTLE_MS (the receiver's indicator clears itself after TYPING_TTL_MS);
 * a stop only after a start that passed. A stop no longer holds back the next start for the whole
 * throttle window: who sends a message and starts the next one is shown typing again at once.
 */
function typingThrottle(maxPairs = 50_000) {
  const last = new Map<string, { typing: boolean; lastTrueAt: number }>();
  return (from: string, to: string, typing: boolean): boolean => {
    const key = `${from}:${to}`;
    const now = Date.now();
    const seen = last.get(key);
    if (!typing) {
      if (!seen?.typing) return false;
      seen.typing = false;
      return true;
    }
    if (seen) {
      const since = now - seen.lastTrueAt;
      if (since < (seen.typing ? TYPING_THROTTLE_MS : TYPING_RESTART_MS)) return false;
    }
    last.delete(key);
    last.set(key, { typing: true, lastTrueAt: now });
    if (last.size > maxPairs) {
      const oldest = last.keys().next().value;
      if (oldest !== undefined) last.delete(oldest);
    }
    return true;
  };
}

export async function attachSocketServer(
  app: FastifyInstance,
  options: SocketServerOptions,
): Promise<SocketServer> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>(
    app.server,
    {
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
    },
  );
  corkFrames(io);
  if (options.redis) {
    const sub = options.redis.duplicate();
    io.adapter(createAdapter(options.redis, sub));
    app.addHook('onClose', async () => {
      await sub.quit().catch(() => undefined);
    });
  }

  // Ending a session here disconnects its sockets on every process (the adapter carries
  // disconnectSockets) and clears the other processes' session caches at once.
  const stopListening = options.sessions.onEnded((sessionIds) => {
    io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    if (options.redis) io.serverSideEmit('sessionsEnded', sessionIds);
  });
  io.on('sessionsEnded', (sessionIds) => {
    if (Array.isArray(sessionIds)) options.sessions.forget(sessionIds.filter((id) => typeof id === 'string'));
  });

  io.use(async (socket, next) => {
    const raw =
      socket.handshake.auth?.token ?? bearerToken(socket.handshake.headers.authorization) ?? undefined;
    if (typeof raw !== 'string' || !raw) return next(new Error(WORDS.auth.noToken));
    try {
      const user = await options.sessions.authenticate(raw, socket.handshake.address);
      if (!user) return next(new Error(API_ERRORS.invalidToken));
      socket.data.user = user;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket authentication failed');
      next(new Error(API_ERRORS.internal));
    }
  });

  const typingMayPass = typingThrottle();
  io.on('connection', (socket) => {
    socket.join([userRoom(socket.data.user.userId), sessionRoom(socket.data.user.sessionId)]);
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(MAX_TIMER_MS, Math.max(0, socket.data.user.expiresAt.getTime() - Date.now())),
    );
    socket.once('disconnect', () => clearTimeout(expiry));
    // The prototype asks to join a room by id; whatever it asks, a socket only joins its own.
    socket.on(SOCKET_EVENTS.join, () => {
      socket.join(userRoom(socket.data.user.userId));
    });
    // Comments are announced by the server when the API stores them, so every client hears of a
    // comment exactly once; a client's own sendComment is therefore not re-broadcast.
    socket.on(SOCKET_EVENTS.sendComment, () => undefined);
    socket.on(SOCKET_EVENTS.sendMessage, async (payload, ack) => {
      const reply: SendMessageAck = typeof ack === 'function' ? ack : () => undefined;
      const problem = findTextProblem(payload);
      if (problem) return reply({ ok: false, error: API_ERRORS[problem] });
      const parsed = SendMessageSchema.safeParse(payload);
      if (!parsed.success)
        return reply({ ok: false, error: parsed.error.issues[0]?.message ?? MESSAGES_WORDS.invalidMessage });
      try {
        const message = await options.sendMessage(socket.data.user.userId, parsed.data, socket.id);
        reply({ ok: true, message });
      } catch (error) {
        if (error instanceof HttpError) return reply({ ok: false, error: error.message });
        app.log.error({ err: error }, 'sendMessage failed');
        reply({ ok: false, error: API_ERRORS.internal });
      }
    });
    // Typing is relayed, never stored, and thinned per pair by typingThrottle.
    socket.on(SOCKET_EVENTS.typing, async (payload) => {
      const parsed = TypingInputSchema.safeParse(payload);
      const from = socket.data.user.userId;
      if (!parsed.success || parsed.data.to === from) return;
      const { to, typing } = parsed.data;
      if (!typingMayPass(from, to, typing)) return;
      try {
        if (await options.canRelayTyping(from, to))
          io.to(userRoom(to)).emit(SOCKET_EVENTS.typing, { from, typing });
      } catch (error) {
        app.log.error({ err: error }, 'typing relay failed');
      }
    });
    // Issue 32: the items on this socket's screen. A watch that would take it past
    // MAX_WATCHED_ITEMS is refused whole; each item is joined only if its user may see it.
    socket.on(SOCKET_EVENTS.watch, async (payload, ack) => {
      const reply: WatchAck = typeof ack === 'function' ? ack : () => undefined;
      const parsed = WatchInputSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: LIVE_WORDS.invalidWatch });
      const asked = new Map<string, { table: ItemTable; id: string }>();
      for (const item of parsed.data.items)
        asked.set(itemRoom(item.kind, item.id), { table: tableOf(item.kind), id: item.id });
      const already = [...asked].filter(([room]) => socket.rooms.has(room)).map(([, item]) => item.id);
      const fresh = [...asked].filter(([room]) => !socket.rooms.has(room)).map(([, item]) => item);
      const tooMany = () => watchedCount(socket.rooms) + fresh.length > MAX_WATCHED_ITEMS;
      if (tooMany()) return reply({ ok: false, error: LIVE_WORDS.tooManyWatched });
      try {
        const userId = socket.data.user.userId;
        const [videos, blogs] = await Promise.all(
          (['video', 'blog'] as const).map((table) => {
            const ids = fresh.filter((item) => item.table === table).map((item) => item.id);
            return ids.length ? options.watchable(userId, table, ids) : Promise.resolve([]);
          }),
        );
        // Another watch may have joined rooms while this one asked the database.
        if (tooMany()) return reply({ ok: false, error: LIVE_WORDS.tooManyWatched });
        if (socket.disconnected) return;
        const allowed = new Set([...(videos ?? []), ...(blogs ?? [])]);
        socket.join(
          fresh.filter((item) => allowed.has(item.id)).map((item) => itemRoom(item.table, item.id)),
        );
        reply({
          ok: true,
          watching: [...already, ...allowed],
          refused: fresh.filter((item) => !allowed.has(item.id)).map((item) => item.id),
        });
      } catch (error) {
        app.log.error({ err: error }, 'watch failed');
        reply({ ok: false, error: API_ERRORS.internal });
      }
    });
    socket.on(SOCKET_EVENTS.unwatch, (payload) => {
      const parsed = WatchInputSchema.safeParse(payload);
      if (!parsed.success) return;
      for (const item of parsed.data.items) socket.leave(itemRoom(item.kind, item.id));
    });
    socket.on(SOCKET_EVENTS.delivered, async (payload) => {
      const parsed = DeliveredInputSchema.safeParse(payload);
      if (!parsed.success) return;
      try {
        await options.delivered(socket.data.user.userId, parsed.data.ids);
      } catch (error) {
        app.log.error({ err: error }, 'delivered failed');
      }
    });
  });

  // preClose: the HTTP server waits for open connections, so sockets must go before it stops.
  app.addHook('preClose', async () => {
    stopListening();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}
