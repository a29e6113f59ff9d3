import { spawn } from 'node:child_process';

/** Children still running, so an interrupted run can stop them (and everything they started). */
const running = new Set();
let stopping = false;

/**
 * Runs a command with the terminal attached and resolves to its exit code (never rejects).
 * Each child leads its own process group, so stopping it also stops its workers and servers.
 * Once the run is being stopped, nothing new starts and nothing resolves: the caller simply
 * waits while whoever stops the run cleans up and exits.
 */
export function run(command, args, { env = process.env, cwd } = {}) {
  if (stopping) return new Promise(() => {});
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd, detached: true });
    running.add(child);
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      running.delete(child);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      if (!stopping) resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/**
 * Interrupts every running child group the way Ctrl-C would (SIGINT, which Vitest and Playwright
 * handle by tearing down their workers, browsers and web server), then kills what is left.
 */
export async function stopChildren(graceMs = 15_000) {
  stopping = true;
  for (const child of running) signalGroup(child.pid, 'SIGINT');
  const deadline = Date.now() + graceMs;
  while (running.size > 0 && Date.now() < deadline) await sleep(100);
  for (const child of running) signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
