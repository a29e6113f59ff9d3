import { COFOUNDERS_WORDS } from '@ideaignite/contract';
import { COFOUNDERS_WORDS_HI } from '@ideaignite/contract/hi';
import type { DigestSection } from '../../lib/container.ts';
import { findMatches, markMatchesTold } from './matches-repository.ts';
import { findPreferences } from './preferences-repository.ts';

/** The newest this many new matches are listed in one digest. */
export const DIGEST_MATCHES_MAX = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest's new co-founder matches (issue 26): people whose preferences were saved since
 * I was last told (`matches_told_at`; the last day for a first time), who match me and whom
 * neither of us invited yet. Telling me moves the stamp. Nobody without preferences gets it.
 */
export const newMatchesForDigest: DigestSection = async (db, person, _since, now) => {
  const mine = await findPreferences(db, person.id);
  if (!mine?.looking) return null;
  const rows = await findMatches(db, {
    userId: person.id,
    limit: DIGEST_MATCHES_MAX,
    changedAfter: mine.matchesToldAt ?? new Date(now.getTime() - DAY_MS),
  });
  await markMatchesTold(db, person.id, now);
  if (rows.length === 0) return null;
  const words = person.locale === 'hi-IN' ? COFOUNDERS_WORDS_HI : COFOUNDERS_WORDS;
  return {
    heading: words.digestHeading,
    lines: rows.map((row) =>
      [row.person_name ?? words.digestSomeone, row.person_headline, row.person_city]
        .filter(Boolean)
        .join(' · '),
    ),
    path: '/cofounders',
    linkLabel: words.digestSeeAll,
  };
};
