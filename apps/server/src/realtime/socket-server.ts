import { API_ERRORS, MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { TokenClaims, TokenService } from '../modules/auth/tokens.ts';
import { bearerToken } from '../plugins/authentication.ts';
import { userRoom } from './realtime.ts';

export interface SocketData {
  user: TokenClaims;
}
export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

/**
 * Socket.IO on the API's own HTTP server. A socket authenticates with the same token as the API
 * (`auth: { token }`) and only ever sits in its own user's room.
 */
export async function attachSocketServer(
  app: FastifyInstance,
  options: { tokens: TokenService; redisUrl?: string },
) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    {
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
    },
  );
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const raw =
      socket.handshake.auth?.token ?? bearerToken(socket.handshake.headers.authorization) ?? undefined;
    if (typeof raw !== 'string' || !raw) return next(new Error(MESSAGES.auth.noToken));
    const claims = await options.tokens.verify(raw);
    if (!claims) return next(new Error(API_ERRORS.invalidToken));
    socket.data.user = claims;
    next();
  });

  io.on('connection', (socket) => {
    socket.join(userRoom(socket.data.user.userId));
    // The prototype asks to join a room by id; whatever it asks, a socket only joins its own.
    socket.on(SOCKET_EVENTS.join as never, () => {
      socket.join(userRoom(socket.data.user.userId));
    });
    // Comments are announced by the server when the API stores them, so every client hears of a
    // comment exactly once; a client's own sendComment is therefore not re-broadcast.
    socket.on(SOCKET_EVENTS.sendComment as never, () => undefined);
  });

  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}
