/**
 * Profile completeness and activity, as other modules ask for them (issue 14): discovery ranks
 * people by the score and by when they last did something others see.
 */
import type { Completeness } from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import type { Container } from '../../lib/container.ts';
import {
  COMPLETENESS_BATCH,
  fillMissingCompleteness,
  refreshCompleteness,
  touchActivity,
} from './completeness-repository.ts';

/** The user did something others see (saved the profile, posted, signed in) now, by the clock. */
export function recordActivity(deps: Pick<Container, 'db' | 'clock'>, userId: string): Promise<void> {
  return touchActivity(deps.db, userId, deps.clock.now());
}

/**
 * The user's profile or videos changed: their completeness is computed again and stored if it
 * moved; answers it (undefined for a user without a profile).
 */
export function rescoreCompleteness(
  deps: Pick<Container, 'db'>,
  userId: string,
): Promise<Completeness | undefined> {
  return refreshCompleteness(deps.db, userId);
}

/** The backfill job's name (tests run it with scheduler.runNow). */
export const COMPLETENESS_JOB = 'profile-completeness';

/** Scores every profile without a score, a batch at a time (the job, and the demo seed in its transaction). */
export async function fillAllMissingCompleteness(db: Database): Promise<void> {
  while ((await fillMissingCompleteness(db)) === COMPLETENESS_BATCH) {
    // another batch may be waiting
  }
}
