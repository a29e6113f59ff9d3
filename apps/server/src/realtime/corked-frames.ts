/**
 * Packets that leave together, written together. Engine.io's websocket transport sends a socket's
 * waiting packets one WebSocket frame each, and `ws` writes each frame on its own (a `writev` per
 * frame). A message's receiver gets two packets at once (`receiveMessage` and its notification),
 * so under load a third of the chat's socket writes were avoidable system calls: `writev` was
 * 33% of the node's busy time when saturated (bench/realtime/realtime.ts, issue 32).
 *
 * `corkFrames` corks the connection's TCP socket around each `transport.send(packets)`, so the
 * frames of one send go out in one write. The frames themselves are unchanged: a client sees the
 * same WebSocket messages in the same order. Engine.io has no option for it; the transport's
 * `socket` (the `ws` WebSocket) and its `_socket` (the net.Socket) are read defensively, and a
 * transport without them (long-polling, another engine.io) is left as it is.
 */
import type { Server } from 'socket.io';

interface CorkableSocket {
  cork(): void;
  uncork(): void;
}

interface EngineTransport {
  name?: string;
  send(packets: unknown[]): void;
  socket?: { _socket?: Partial<CorkableSocket> | null };
}

interface EngineConnection {
  transport: EngineTransport;
  on(event: 'upgrade', listener: (transport: EngineTransport) => void): void;
}

const corked = new WeakSet<EngineTransport>();

function corkSends(transport: EngineTransport) {
  const raw = transport.socket?._socket;
  if (transport.name !== 'websocket' || !raw?.cork || !raw.uncork || corked.has(transport)) return;
  const tcp = raw as CorkableSocket;
  const send = transport.send.bind(transport);
  transport.send = (packets) => {
    tcp.cork();
    try {
      send(packets);
    } finally {
      tcp.uncork();
    }
  };
  corked.add(transport);
}

/** Every websocket connection of `io`, from the start or from its upgrade, writes a send at once. */
export function corkFrames(io: Pick<Server, 'engine'>) {
  io.engine.on('connection', (connection: EngineConnection) => {
    corkSends(connection.transport);
    connection.on('upgrade', corkSends);
  });
}
