/**
 * Child entry: the baseline for the realtime bench. A bare Socket.IO server with the real one's
 * transport options but no token check and no database: a client names itself with
 * `auth: { userId }`, joins that room, and `sendMessage({ receiverId, text }, ack)` is relayed as
 * `receiveMessage` to the receiver's room (and the sender's other tabs), then acknowledged.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { onShutdown, reportError, reportReady, startMemoryReporting } from '../lib/child-runtime.ts';

async function main() {
  const http = createServer();
  const io = new Server(http, { serveClient: false, maxHttpBufferSize: 64 * 1024 });
  io.use((socket, next) => {
    const userId = socket.handshake.auth?.userId;
    if (typeof userId !== 'string' || !userId) return next(new Error('userId required'));
    socket.data.userId = userId;
    next();
  });
  io.on('connection', (socket) => {
    const senderId = socket.data.userId as string;
    socket.join(senderId);
    socket.on(
      'sendMessage',
      (payload: { receiverId?: unknown; text?: unknown }, ack?: (answer: unknown) => void) => {
        if (typeof payload?.receiverId !== 'string' || typeof payload.text !== 'string') {
          ack?.({ ok: false, error: 'Invalid message.' });
          return;
        }
        const message = {
          _id: randomUUID(),
          senderId,
          receiverId: payload.receiverId,
          text: payload.text,
          createdAt: new Date().toISOString(),
          readAt: null,
        };
        io.to([payload.receiverId, senderId]).except(socket.id).emit('receiveMessage', message);
        ack?.({ ok: true, message });
      },
    );
  });
  onShutdown(
    () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  startMemoryReporting(Number(process.env.BENCH_MEM_INTERVAL ?? 0));
  reportReady((http.address() as AddressInfo).port);
}

main().catch((error: unknown) => {
  reportError(error);
  process.exit(1);
});
