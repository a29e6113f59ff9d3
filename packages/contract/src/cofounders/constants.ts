/**
 * Co-founder matching (issue 26): what a co-founder or a Hustler looking for one prefers, how much
 * each part weighs, and the limits on invites. Stored values are the `value`s (English, stable);
 * what is shown is the `label`, translated through COFOUNDERS_CHOICES_HI.
 */

/** The skills a would-be co-founder offers and wants, one list for both. */
export const COFOUNDER_SKILLS = [
  { value: 'engineering', label: 'Engineering' },
  { value: 'design', label: 'Design' },
  { value: 'product', label: 'Product' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'sales', label: 'Sales' },
  { value: 'operations', label: 'Operations' },
  { value: 'finance', label: 'Finance' },
  { value: 'data', label: 'Data and AI' },
  { value: 'fundraising', label: 'Fundraising' },
  { value: 'legal', label: 'Legal' },
] as const;
export type CofounderSkill = (typeof COFOUNDER_SKILLS)[number]['value'];
/** At most this many skills wanted, and as many offered. */
export const MAX_PREFERENCE_SKILLS = 5;

/**
 * The parts a match is scored on. `skills`: they offer a skill I want; `location`: the same city,
 * or both open to remote work; the others: the same value (sectors: at least one in common).
 */
export const PREFERENCE_PARTS = [
  'skills',
  'sectors',
  'commitment',
  'stage',
  'location',
  'availability',
] as const;
export type PreferencePart = (typeof PREFERENCE_PARTS)[number];

/** How much a part matters: unmet, a must-have excludes; a nice-to-have adds its points; or not at all. */
export const PREFERENCE_WEIGHTS = ['must', 'nice', 'none'] as const;
export type PreferenceWeight = (typeof PREFERENCE_WEIGHTS)[number];

/** The points each part adds when it is met and not "doesn't matter" (they add up to 100). */
export const PART_POINTS: Readonly<Record<PreferencePart, number>> = {
  skills: 30,
  sectors: 20,
  commitment: 15,
  location: 15,
  stage: 10,
  availability: 10,
};

/** A new person's weights: skills and sectors nice to have, the rest too. */
export const DEFAULT_WEIGHTS: Readonly<Record<PreferencePart, PreferenceWeight>> = {
  skills: 'nice',
  sectors: 'nice',
  commitment: 'nice',
  stage: 'nice',
  location: 'nice',
  availability: 'nice',
};

/** The Matches page lists the best this many. */
export const MATCHES_LIMIT = 50;
/** At most this many invites sent in any 24 hours. */
export const DAILY_INVITE_LIMIT = 20;
/** An invite's note, at most this long. */
export const INVITE_NOTE_MAX_LENGTH = 300;

/**
 * Why two people match, as the web words it in either language: the values are stored choices
 * (skills, sectors, a commitment, a stage, an availability) or a city as typed.
 */
export const MATCH_REASON_KEYS = [
  'theyOffer',
  'youOffer',
  'sameSectors',
  'sameCommitment',
  'sameStage',
  'sameCity',
  'bothRemote',
  'sameAvailability',
] as const;
export type MatchReasonKey = (typeof MATCH_REASON_KEYS)[number];
