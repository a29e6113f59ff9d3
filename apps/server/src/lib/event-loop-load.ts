import { performance } from 'node:perf_hooks';

/** How often the load is read: the figure is the event loop's use over the last interval. */
const INTERVAL_MS = 1_000;

export interface EventLoopLoad {
  /** The share of the last second the event loop spent running code (0–1), 0 until a second has passed. */
  current(): number;
  stop(): void;
}

/**
 * How busy this process is: its event loop's utilisation (time running callbacks over the time
 * elapsed, `performance.eventLoopUtilization`), read once a second. The timer does not keep the
 * process alive.
 */
export function eventLoopLoad(): EventLoopLoad {
  let last = performance.eventLoopUtilization();
  let load = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    load = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, INTERVAL_MS);
  timer.unref();
  return { current: () => load, stop: () => clearInterval(timer) };
}
