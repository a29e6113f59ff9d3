import { type ChildProcess, fork } from 'node:child_process';

/**
 * ffmpeg and ffprobe, started by a small process of our own (program-runner.mjs) instead of the
 * server's: a spawn forks the process that makes it, which held the server's main thread 26-43 ms
 * a spawn (bench/README.md), during which no request is answered. The runner is forked once, as
 * early as `startProgramRunner()` is called (main.ts calls it before the database opens, while the
 * server is small), else at the first program; one that dies is forked again at the next program.
 * It never keeps the server running, and it ends with the server (its channel closes).
 */

export interface ProgramOptions {
  /** Killed (SIGKILL) after this long; the run then fails with `killed` set. */
  timeoutMs: number;
  /** Standard output kept, at most (default 1 MiB); a program that writes more is killed and fails. */
  maxStdoutBytes?: number;
  /** Standard error kept, at most (default 4,000 bytes): the rest is dropped. */
  maxStderrBytes?: number;
  /** A higher niceness runs the program at a lower CPU priority. */
  niceness?: number;
  /** Aborting kills the program; the run then fails. */
  signal?: AbortSignal;
}

export interface ProgramOutput {
  stdout: string;
  stderr: string;
}

/** A program that did not start, failed, was killed or timed out. `code` is 'ENOENT' when it is not installed. */
export class ProgramError extends Error {
  constructor(
    message: string,
    readonly code: string | number | null,
    readonly killed: boolean,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ProgramError';
  }
}

interface Done {
  type: 'done';
  id: number;
  code?: number | null;
  signal?: string | null;
  stdout?: string;
  stderr?: string;
  error?: { code: string; message: string } | null;
}

interface Pending {
  resolve: (output: ProgramOutput) => void;
  reject: (error: Error) => void;
  command: string;
  /** The runner it was sent to. */
  runner: ChildProcess;
}

const runnerUrl = new URL('./program-runner.mjs', import.meta.url);

let runner: ChildProcess | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

/** The channel keeps the server's event loop alive only while a program runs. */
function holdOpen(child: ChildProcess) {
  if (pending.size > 0) child.channel?.ref();
  else child.channel?.unref();
}

function runnerProcess(): ChildProcess {
  if (runner?.connected) return runner;
  const child = fork(runnerUrl, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.unref();
  child.on('message', (message: Done) => {
    if (message?.type !== 'done') return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    holdOpen(child);
    settle(waiting, message);
  });
  const lost = () => {
    if (runner === child) runner = null;
    const error = new ProgramError('the program runner stopped', 'ERUNNER', false, '');
    // Only what this runner was running: a new one may already run the next programs.
    for (const [id, waiting] of pending) {
      if (waiting.runner !== child) continue;
      pending.delete(id);
      waiting.reject(error);
    }
  };
  child.on('exit', lost);
  child.on('error', lost);
  runner = child;
  holdOpen(child);
  return child;
}

function settle({ resolve, reject, command }: Pending, done: Done) {
  const stdout = done.stdout ?? '';
  const stderr = done.stderr ?? '';
  if (done.error) {
    reject(new ProgramError(`${command}: ${done.error.message}`, done.error.code, false, stderr));
  } else if (done.code === 0) {
    resolve({ stdout, stderr });
  } else {
    const killed = done.code === null;
    const how = killed ? `killed (${done.signal})` : `exit ${done.code}`;
    reject(
      new ProgramError(
        `${command} failed (${how}): ${stderr.trim().slice(0, 500)}`,
        done.code ?? null,
        killed,
        stderr,
      ),
    );
  }
}

/** Forks the runner now (cheap while the server is small) rather than at the first program. */
export function startProgramRunner(): void {
  runnerProcess();
}

/**
 * Runs `command` with `args` (no shell) to its end: its output when it exits 0, else a
 * ProgramError. Standard input is closed.
 */
export function runProgram(command: string, args: string[], options: ProgramOptions): Promise<ProgramOutput> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new ProgramError(`${command}: aborted`, 'ABORT_ERR', true, ''));
  return new Promise((resolve, reject) => {
    const child = runnerProcess();
    const id = nextId++;
    const onAbort = () => child.send({ type: 'kill', id }, () => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    pending.set(id, {
      command,
      runner: child,
      resolve: (output) => {
        done();
        resolve(output);
      },
      reject: (error) => {
        done();
        reject(error);
      },
    });
    holdOpen(child);
    child.send(
      {
        type: 'run',
        id,
        command,
        args,
        timeoutMs: options.timeoutMs,
        maxStdoutBytes: options.maxStdoutBytes ?? 1024 * 1024,
        maxStderrBytes: options.maxStderrBytes ?? 4000,
        niceness: options.niceness ?? 0,
      },
      (error) => {
        if (!error) return;
        const waiting = pending.get(id);
        pending.delete(id);
        waiting?.reject(
          new ProgramError(`${command}: the program runner could not be reached`, 'ERUNNER', false, ''),
        );
      },
    );
  });
}
