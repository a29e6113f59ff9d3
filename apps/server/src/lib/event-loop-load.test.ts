import { afterEach, expect, it } from 'vitest';
import { type EventLoopLoad, eventLoopLoad } from './event-loop-load.ts';

let load: EventLoopLoad | undefined;
afterEach(() => load?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('reads 0 at first, near 1 after a second of the loop held, and low again after a second of waiting', async () => {
  load = eventLoopLoad();
  expect(load.current()).toBe(0);
  // Held: nothing else runs, as under a flood of requests.
  const until = Date.now() + 1_100;
  while (Date.now() < until) {
    /* holding the loop */
  }
  await sleep(50);
  expect(load.current()).toBeGreaterThan(0.8);
  await sleep(1_100);
  expect(load.current()).toBeLessThan(0.5);
});
