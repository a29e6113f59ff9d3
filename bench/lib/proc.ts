/** What Linux's /proc says about a process: the benches' CPU and process readings. */
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** The fields of /proc/<pid>/stat after the command name: [0] the state, [1] the parent, ... */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system, all threads) a process has used. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU seconds (user + system, all threads) this process has used: a bench's own clients or load generator. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** The live children of `pid`, from each of its threads (/proc/<pid>/task/<tid>/children). */
function liveChildren(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU seconds of the children a process has waited for (cutime + cstime); 0 once it is gone. */
export function reapedCpuSeconds(pid: number): number {
  try {
    const fields = statFields(pid);
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds (user + system) of the finished programs that `pid` and its live descendants have
 * waited for. ffmpeg is started by the server's program runner (decision 044), a live child of
 * the server that reaps it, so once ffmpeg has exited its whole CPU time is in the runner's
 * cutime and cstime; the runner's own time is not counted.
 */
export function finishedProgramsCpuSeconds(pid: number): number {
  const seen = new Set<number>();
  const visit = (current: number): number => {
    if (seen.has(current)) return 0;
    seen.add(current);
    return liveChildren(current).reduce(
      (seconds, child) => seconds + visit(child),
      reapedCpuSeconds(current),
    );
  };
  return visit(pid);
}

/**
 * CPU seconds (user + system) of every running process whose command is `command` (e.g. every
 * PostgreSQL process of a local cluster: the postmaster, its backends and its workers), with the
 * time of the children they have waited for: a backend that exits (a pool closing an idle
 * connection) moves its time into the postmaster's, so the sum only grows. A process that is
 * not waited for by one of the same name takes its time with it when it exits.
 */
export function cpuSecondsOf(command: string): number {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== command) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds +=
        (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
    } catch {
      // Gone between the listing and the read.
    }
  }
  return seconds;
}
