/**
 * corkFrames: the packets engine.io sends together leave in one socket write, and the client
 * still gets every event, once, in order.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { corkFrames } from './corked-frames.ts';

const BURST = 5;

type Raw = { _write: (...args: unknown[]) => unknown; _writev?: (...args: unknown[]) => unknown };

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/**
 * A server that sends BURST events in one tick to each client as it connects; answers the events
 * the client got and how many writes the server's TCP socket made for them.
 */
async function burst(cork: boolean) {
  const http = createServer();
  const io = new Server(http);
  if (cork) corkFrames(io);
  let writes = 0;
  io.on('connection', (socket) => {
    // The engine.io transport's ws WebSocket and its net.Socket (what corkFrames corks).
    const raw = (socket.conn.transport as unknown as { socket: { _socket: Raw } }).socket._socket;
    const write = raw._write.bind(raw);
    raw._write = (...args) => {
      writes += 1;
      return write(...args);
    };
    const writev = raw._writev?.bind(raw);
    if (writev)
      raw._writev = (...args) => {
        writes += 1;
        return writev(...args);
      };
    for (let index = 0; index < BURST; index += 1) socket.emit('tick', index);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const client: Socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
  stops.push(async () => {
    client.close();
    await io.close();
  });
  const got = await new Promise<number[]>((resolve) => {
    const seen: number[] = [];
    client.on('tick', (index: number) => {
      seen.push(index);
      if (seen.length === BURST) resolve(seen);
    });
  });
  return { got, writes };
}

describe('corkFrames', () => {
  it('writes the packets of one send in one go, and the client gets them all in order', async () => {
    const plain = await burst(false);
    const corked = await burst(true);
    expect(plain.got).toEqual([0, 1, 2, 3, 4]);
    expect(corked.got).toEqual([0, 1, 2, 3, 4]);
    // Engine.io sends the first packet at once and the other four together once it is written:
    // a write a frame without corking, two writes with it.
    expect(plain.writes).toBeGreaterThanOrEqual(BURST);
    expect(corked.writes).toBeLessThanOrEqual(2);
  });
});
