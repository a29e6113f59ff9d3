import type { AddressInfo } from 'node:net';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { App } from '../app.ts';

/** Listens on 127.0.0.1 with a free port; the caller's app.close() stops it. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A connected socket.io client (websocket only unless `options` say otherwise); rejects with the
 * server's reason when the handshake is refused.
 */
export function connectSocket(
  url: string,
  token?: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...options,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Collects every emission of an event, for "arrives exactly once" checks. */
export function collect<T extends unknown[]>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (...args: unknown[]) => seen.push(args as T));
  return seen;
}

export const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Watches items live (issue 32) as a page that shows them does; answers the server's ack. */
export function watch(
  socket: Socket,
  ...items: { kind: 'video' | 'blog' | 'talk'; id: string }[]
): Promise<import('@ideaignite/contract').WatchAnswer> {
  return socket.timeout(5000).emitWithAck('watch', { items });
}
