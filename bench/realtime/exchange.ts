import { percentile, sleep } from '../lib/stats.ts';
import type { Peer } from './peers.ts';

export interface ExchangeOptions {
  /** paced: `rate` messages a second (open loop); window: `window` messages in flight (closed loop). */
  mode: 'paced' | 'window';
  count: number;
  rate?: number;
  window?: number;
  /** No new message is sent after this; the phase then waits up to `drainMs` for deliveries. */
  maxMs: number;
  drainMs?: number;
}

export interface ExchangeResult {
  sent: number;
  delivered: number;
  failed: number;
  lost: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  seconds: number;
  firstError?: string;
}

type Ack = (answer: { ok: boolean; error?: string }) => void;

let runCounter = 0;

/**
 * A ring: peer i messages peer i+1. Latency is measured in this process (one clock) from the
 * sender's emit to the receiver's receiveMessage; the sequence number travels in the text.
 */
export async function exchange(peers: Peer[], options: ExchangeOptions): Promise<ExchangeResult> {
  runCounter += 1;
  const tag = `bench-${process.pid}-${runCounter}`;
  const filler = 'Namaste! Sharing the updated pitch deck tonight, can we talk tomorrow?';
  const sentAt = new Float64Array(options.count);
  const done = new Uint8Array(options.count);
  const latencies: number[] = [];
  let sent = 0;
  let delivered = 0;
  let failed = 0;
  let firstError: string | undefined;
  let lastDelivery = 0;
  let stopSending = false;
  let wake: (() => void) | undefined;

  const finish = (seq: number) => {
    if (done[seq]) return false;
    done[seq] = 1;
    if (options.mode === 'window') sendNext();
    if (delivered + failed >= sent && (stopSending || sent >= options.count)) wake?.();
    return true;
  };
  const send = (seq: number) => {
    const sender = peers[seq % peers.length]!;
    const receiver = peers[(seq + 1) % peers.length]!;
    sentAt[seq] = performance.now();
    const ack: Ack = (answer) => {
      if (answer?.ok) return;
      firstError ??= answer?.error ?? 'no answer';
      if (finish(seq)) failed += 1;
    };
    sender.socket.emit('sendMessage', { receiverId: receiver.id, text: `${tag} ${seq} ${filler}` }, ack);
  };
  const sendNext = () => {
    if (stopSending || sent >= options.count) return;
    send(sent);
    sent += 1;
  };

  const prefix = `${tag} `;
  const handlers = peers.map((peer) => {
    const handler = (message: { receiverId?: string; text?: string }) => {
      if (message?.receiverId !== peer.id || !message.text?.startsWith(prefix)) return;
      const seq = Number.parseInt(message.text.slice(prefix.length), 10);
      if (!(seq >= 0 && seq < options.count) || done[seq]) return;
      const now = performance.now();
      latencies.push(now - sentAt[seq]!);
      lastDelivery = now;
      delivered += 1;
      finish(seq);
    };
    peer.socket.on('receiveMessage', handler);
    return handler;
  });

  const started = performance.now();
  const allDone = new Promise<void>((resolve) => {
    wake = resolve;
  });
  let pacer: NodeJS.Timeout | undefined;
  if (options.mode === 'window') {
    for (let index = 0; index < (options.window ?? 100); index += 1) sendNext();
  } else {
    const rate = options.rate ?? 100;
    pacer = setInterval(() => {
      const due = Math.min(options.count, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) sendNext();
    }, 5);
  }
  const stopper = setTimeout(() => {
    stopSending = true;
    if (delivered + failed >= sent) wake?.();
  }, options.maxMs);
  // Wait for every sent message to be settled, or the time cap plus the drain time.
  await Promise.race([allDone, sleep(options.maxMs + (options.drainMs ?? 10_000))]);
  stopSending = true;
  clearTimeout(stopper);
  clearInterval(pacer);
  peers.forEach((peer, index) => {
    peer.socket.off('receiveMessage', handlers[index]);
  });

  const seconds = ((lastDelivery || performance.now()) - started) / 1000;
  return {
    sent,
    delivered,
    failed,
    lost: sent - delivered - failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    perSecond: delivered / seconds,
    seconds,
    firstError,
  };
}
