import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The child side of lib/child.ts: report readiness and memory over IPC, and shut down cleanly
 * when the parent asks, goes away, or the child outlives its time cap.
 */

const send = (message: unknown) => {
  if (process.connected) process.send?.(message);
};

export function reportReady(port: number, payload?: unknown) {
  send({ type: 'ready', port, payload });
}

export function reportError(error: unknown) {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

/**
 * Sends process.memoryUsage() every `intervalMs` (0 turns it off), with the longest event-loop
 * stall since the previous report (`loopMaxMs`), so a bench can tell a blocked server from a slow one.
 */
export function startMemoryReporting(intervalMs: number) {
  if (intervalMs <= 0) return;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const timer = setInterval(() => {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const loopMaxMs = loop.max / 1e6;
    loop.reset();
    send({ type: 'mem', rss, heapUsed, external, arrayBuffers, loopMaxMs, at: Date.now() });
  }, intervalMs);
  timer.unref();
}

/**
 * Runs `close` once when the parent sends `stop`, disconnects, or the time cap passes, then exits.
 * Also answers `gc` requests (the child runs with --expose-gc) so idle memory can be read settled.
 */
export function onShutdown(
  close: () => Promise<void>,
  maxLifetimeMs = Number(process.env.BENCH_CHILD_MAX_MS ?? 900_000),
) {
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await close();
    } catch (error) {
      console.error('bench child: close failed', error);
      code = 1;
    }
    process.exit(code);
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'stop') void shutdown(0);
    if (message?.type === 'gc') {
      globalThis.gc?.();
      globalThis.gc?.();
      send({ type: 'gc-done' });
    }
  });
  process.on('disconnect', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  setTimeout(() => {
    console.error(`bench child: stopping after its ${maxLifetimeMs} ms time cap`);
    void shutdown(1);
  }, maxLifetimeMs).unref();
}

/**
 * A baseline server's last steps: listen on 127.0.0.1 (a free port), close on shutdown (the app,
 * then `alsoClose`), and report ready to the parent.
 */
export async function serveFastify(app: FastifyInstance, alsoClose?: () => Promise<void>) {
  onShutdown(async () => {
    await app.close();
    await alsoClose?.();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  reportReady((app.server.address() as AddressInfo).port);
}

/** Runs a child's `main`: a failure is reported to the parent, and the child exits. */
export function runChild(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    reportError(error);
    process.exit(1);
  });
}
