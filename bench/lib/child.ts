import { type ChildProcess, fork } from 'node:child_process';

/** A message a child sends over IPC. `ready` carries what the parent needs to drive it. */
export type ChildMessage =
  | { type: 'ready'; port: number; payload?: unknown }
  | ({ type: 'mem' } & MemorySample)
  | { type: 'error'; message: string };

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** The longest event-loop stall in the child since its previous sample, in ms. */
  loopMaxMs: number;
  at: number;
}

export interface BenchChild<P> {
  port: number;
  payload: P;
  process: ChildProcess;
  /** Every memory sample the child reported (only when it was started with memory reporting). */
  samples: MemorySample[];
  send(message: unknown): void;
  /** Sends a message and waits for the child's answer of the given type. */
  request<R = unknown>(message: unknown, answerType: string, timeoutMs?: number): Promise<R>;
  /** Asks the child to close its servers and exit; kills it when it does not within the grace time. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Asks every running child to stop (see BenchChild.stop), killing those that do not in time. */
export async function stopAllChildren(graceMs = 10_000) {
  await Promise.all(
    [...running].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.connected) child.send({ type: 'stop' });
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** Kills whatever is still running; for exit paths where there is no time to ask nicely. */
export function killAllChildren() {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  running.clear();
}

/**
 * Extra Node flags for every server a bench starts, from BENCH_CHILD_ARGS, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" (each server writes its profile when it stops).
 */
export const benchChildArgs = (): string[] =>
  process.env.BENCH_CHILD_ARGS?.split(/\s+/).filter(Boolean) ?? [];

/**
 * Runs `file` (a TypeScript entry) in a child Node process with IPC and waits for its `ready`
 * message. The child runs under the same tsx loader as this process, with `--expose-gc` and
 * benchChildArgs.
 */
export async function startChild<P = undefined>(
  file: string,
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
): Promise<BenchChild<P>> {
  const child = fork(file, [], {
    execArgv: [...process.execArgv, '--expose-gc', ...benchChildArgs()],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const samples: MemorySample[] = [];
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'mem') samples.push(message);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));

  const ready = await new Promise<{ port: number; payload: P }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${file} was not ready in ${readyTimeoutMs} ms`)),
      readyTimeoutMs,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({ port: message.port, payload: message.payload as P });
      } else if (message.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`${file}: ${message.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with code ${code} before it was ready`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  return {
    ...ready,
    process: child,
    samples,
    send: (message) => child.send(message as never),
    request<R>(message: unknown, answerType: string, timeoutMs = 30_000) {
      return new Promise<R>((resolve, reject) => {
        const onMessage = (answer: { type: string }) => {
          if (answer.type !== answerType) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(answer as R);
        };
        const timer = setTimeout(() => {
          child.off('message', onMessage);
          reject(new Error(`no ${answerType} from ${file} in ${timeoutMs} ms`));
        }, timeoutMs);
        child.on('message', onMessage);
        child.send(message as never);
      });
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'stop' });
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
