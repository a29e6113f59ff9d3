import { readFileSync, statSync } from 'node:fs';

/**
 * The time as the server's rules see it: deletion grace, digest days, export expiry. Always the
 * system clock, except where CLOCK_OFFSET_FILE names a file holding a number of milliseconds to
 * add: the browser journeys move time forward with it (a deletion's 7 days pass in a second)
 * without waiting and without a route anyone could call. Rules that compare times in SQL pass
 * `clock.now()` as a parameter instead of using the database's `now()`.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The offset file is looked at no more than every 200 ms. */
const RECHECK_MS = 200;

export function createClock(offsetFile: string | undefined): Clock {
  if (!offsetFile) return systemClock;
  let offset = 0;
  let checkedAt = 0;
  let seenMtime = -1;
  return {
    now() {
      const at = Date.now();
      if (at - checkedAt >= RECHECK_MS) {
        checkedAt = at;
        try {
          const { mtimeMs } = statSync(offsetFile);
          if (mtimeMs !== seenMtime) {
            seenMtime = mtimeMs;
            const value = Number(readFileSync(offsetFile, 'utf8').trim());
            offset = Number.isFinite(value) ? value : 0;
          }
        } catch {
          offset = 0; // no file: no offset
          seenMtime = -1;
        }
      }
      return new Date(at + offset);
    },
  };
}

/** A clock a test sets by hand. */
export function manualClock(
  start = new Date(),
): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
