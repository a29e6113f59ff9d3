import { io, type Socket } from 'socket.io-client';

export interface Peer {
  id: string;
  socket: Socket;
}

/**
 * Connects one websocket client per identity, `batch` at a time (a thousand handshakes at once
 * would only measure the accept queue). Fails when any client cannot connect.
 */
export async function connectPeers(
  url: string,
  identities: { id: string; auth: Record<string, string> }[],
  batch: number,
): Promise<Peer[]> {
  const peers: Peer[] = [];
  for (let start = 0; start < identities.length; start += batch) {
    const slice = identities.slice(start, start + batch);
    const connected = await Promise.allSettled(
      slice.map(
        (identity) =>
          new Promise<Peer>((resolve, reject) => {
            const socket = io(url, {
              auth: identity.auth,
              transports: ['websocket'],
              reconnection: false,
              forceNew: true,
              timeout: 20_000,
            });
            socket.once('connect', () => resolve({ id: identity.id, socket }));
            socket.once('connect_error', (error) => {
              socket.close();
              reject(error);
            });
          }),
      ),
    );
    for (const result of connected) if (result.status === 'fulfilled') peers.push(result.value);
    const failed = connected.find((result) => result.status === 'rejected');
    if (failed) {
      closePeers(peers);
      throw new Error(`a client could not connect: ${(failed as PromiseRejectedResult).reason}`);
    }
  }
  return peers;
}

export function closePeers(peers: Peer[]) {
  for (const peer of peers) peer.socket.close();
}
