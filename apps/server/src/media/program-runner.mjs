// Starts ffmpeg and ffprobe for the server, in a small process of its own (run-program.ts).
//
// Starting a program forks the process that starts it, and a fork costs in proportion to that
// process's memory: 26-43 ms of the server's main thread a spawn (500+ MB with the embedded
// database), during which no request is answered. This process stays small, so each spawn costs
// it a few milliseconds, on its own thread; the server only sends and receives a message.
//
// Plain JavaScript: no TypeScript loader is needed, so none is inherited.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** @type {Map<number, import('node:child_process').ChildProcess>} */
const running = new Map();

const send = (message) => {
  if (process.connected) process.send(message);
};

/** Text collected from a stream, up to `limit` bytes; `over` is set when more came. */
function collector(limit) {
  const chunks = [];
  let size = 0;
  return {
    over: false,
    add(chunk) {
      if (size + chunk.length > limit) {
        chunks.push(chunk.subarray(0, Math.max(0, limit - size)));
        size = limit;
        this.over = true;
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    },
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}

/** Kills the program and everything it started. */
function kill(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/**
 * Runs the program at `niceness`: its own thread, and the threads it starts after (they inherit
 * it), and its session's scheduling group. The program is the leader of a session of its own
 * (`detached`), and where the kernel groups sessions for scheduling (autogroup, on when a process
 * is in no CPU cgroup of its own) a thread's niceness only weighs inside its group: the group as a
 * whole weighed as much as the server's. A ladder's ffmpeg at nice 19 then still took half of a
 * 2-core machine from the server's busy threads (decision 049). Raising a niceness needs no
 * privilege.
 */
function lowerPriority(pid, niceness) {
  try {
    setPriority(pid, niceness);
  } catch {
    // Not allowed here: it runs at the normal priority.
  }
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
  } catch {
    // No autogroup (another system, or the kernel has none): the thread's niceness is all.
  }
}

function run({ id, command, args, timeoutMs, maxStdoutBytes, maxStderrBytes, niceness }) {
  let child;
  try {
    // A process group of its own, so that killing it kills whatever it started too.
    child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  } catch (error) {
    send({ type: 'done', id, error: { code: error.code ?? 'ESPAWN', message: error.message } });
    return;
  }
  running.set(id, child);
  const timer = setTimeout(() => kill(child), timeoutMs);
  if (niceness && child.pid) lowerPriority(child.pid, niceness);
  const stdout = collector(maxStdoutBytes);
  const stderr = collector(maxStderrBytes);
  let failed = null;
  child.stdout.on('data', (chunk) => {
    stdout.add(chunk);
    if (stdout.over && !failed) {
      failed = { code: 'EMAXBUFFER', message: `${command} wrote more than ${maxStdoutBytes} bytes` };
      kill(child);
    }
  });
  child.stderr.on('data', (chunk) => stderr.add(chunk));
  child.on('error', (error) => {
    failed ??= { code: error.code ?? 'ESPAWN', message: error.message };
  });
  child.on('close', (code, signal) => {
    clearTimeout(timer);
    running.delete(id);
    send({ type: 'done', id, code, signal, stdout: stdout.text(), stderr: stderr.text(), error: failed });
  });
}

process.on('message', (message) => {
  if (message?.type === 'run') run(message);
  else if (message?.type === 'kill') {
    const child = running.get(message.id);
    if (child) kill(child);
  }
});

// The server is gone (stopped, or crashed): nothing it started may run on.
process.on('disconnect', () => {
  for (const child of running.values()) kill(child);
  process.exit(0);
});
