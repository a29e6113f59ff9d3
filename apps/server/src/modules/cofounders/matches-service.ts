import {
  type CofounderMatch,
  type CofounderMatchReason,
  type CofounderPreferences,
  DAILY_INVITE_LIMIT,
  MATCHES_LIMIT,
  type PreferencePart,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import type { TokenClaims } from '../auth/index.ts';
import { invitesSentToday } from './invites-repository.ts';
import { findMatches, type MatchRow } from './matches-repository.ts';
import { toPerson } from './person-view.ts';
import { findPreferences } from './preferences-repository.ts';
import { assertMatchingRole, toPreferences } from './preferences-service.ts';

type MatchesDeps = Pick<Container, 'db' | 'clock' | 'storage'>;

const common = (mine: readonly string[], theirs: readonly string[] | null) =>
  mine.filter((value) => theirs?.includes(value));

/**
 * Why we match, in the order of the parts' weight: what they offer that I want, what I offer that
 * they want, then each other part the statement found met (its values, for the web to word).
 */
export function matchReasons(mine: CofounderPreferences, row: MatchRow): CofounderMatchReason[] {
  const met = new Set<PreferencePart>(row.met);
  const reasons: CofounderMatchReason[] = [];
  if (met.has('skills'))
    reasons.push({ key: 'theyOffer', args: common(mine.skillsWanted, row.person_skills) });
  const wanted = common(mine.skillsOffered, row.skills_wanted);
  if (wanted.length > 0) reasons.push({ key: 'youOffer', args: wanted });
  if (met.has('sectors'))
    reasons.push({ key: 'sameSectors', args: common(mine.sectors, row.person_sectors) });
  if (met.has('commitment') && mine.commitment)
    reasons.push({ key: 'sameCommitment', args: [mine.commitment] });
  if (met.has('stage') && mine.stage) reasons.push({ key: 'sameStage', args: [mine.stage] });
  if (met.has('location'))
    reasons.push(
      mine.city && row.person_city?.toLowerCase() === mine.city.toLowerCase()
        ? { key: 'sameCity', args: [row.person_city] }
        : { key: 'bothRemote', args: [] },
    );
  if (met.has('availability') && mine.availability)
    reasons.push({ key: 'sameAvailability', args: [mine.availability] });
  return reasons;
}

/** A match row as the API shows it; a pending invite says which way it went. */
export function toMatch(
  deps: Pick<Container, 'storage'>,
  mine: CofounderPreferences,
  userId: string,
  row: MatchRow,
): CofounderMatch {
  return {
    person: toPerson(row, deps.storage),
    score: row.score,
    reasons: matchReasons(mine, row),
    invite: row.invite_id
      ? { _id: row.invite_id, direction: row.invite_from === userId ? 'sent' : 'received' }
      : null,
  };
}

/**
 * My best matches (MATCHES_LIMIT), and how many invites I may still send today. A Hustler not
 * looking, or anyone who has not saved preferences, needs to first (`needsPreferences`).
 */
export async function listMatches(deps: MatchesDeps, claims: TokenClaims) {
  assertMatchingRole(claims.role);
  const [row, sent] = await Promise.all([
    findPreferences(deps.db, claims.userId),
    invitesSentToday(deps.db, claims.userId, deps.clock.now()),
  ]);
  const remainingToday = Math.max(0, DAILY_INVITE_LIMIT - sent);
  if (!row?.looking) return { needsPreferences: true, remainingToday, matches: [] };
  const mine = toPreferences(row);
  const rows = await findMatches(deps.db, {
    userId: claims.userId,
    limit: MATCHES_LIMIT,
  });
  return {
    needsPreferences: false,
    remainingToday,
    matches: rows.map((match) => toMatch(deps, mine, claims.userId, match)),
  };
}
