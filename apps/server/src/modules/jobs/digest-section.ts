import { JOBS_WORDS } from '@ideaignite/contract';
import { JOBS_WORDS_HI } from '@ideaignite/contract/hi';
import type { DigestSection } from '../../lib/container.ts';
import { newMatchingJobs } from './digest-repository.ts';
import { indiaToday } from './india-day.ts';

/** The newest this many matching postings are listed in one digest. */
export const DIGEST_JOBS_MAX = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest's jobs (issue 25): a job seeker hears of the open postings, new since their
 * last digest (the last day for a first one), that match their skills, city or sectors, and
 * which they may see and have not applied to. Nobody else gets the section.
 */
export const newJobsForDigest: DigestSection = async (db, person, since, now) => {
  const rows = await newMatchingJobs(db, person.id, {
    after: since ?? new Date(now.getTime() - DAY_MS),
    until: now,
    today: indiaToday(now),
    limit: DIGEST_JOBS_MAX,
  });
  if (rows.length === 0) return null;
  const words = person.locale === 'hi-IN' ? JOBS_WORDS_HI : JOBS_WORDS;
  return {
    heading: words.digestHeading,
    lines: rows.map((row) =>
      [row.title, row.startup, row.city ?? words.digestRemote].filter(Boolean).join(' · '),
    ),
    path: '/jobs',
    linkLabel: words.digestSeeAll,
  };
};
