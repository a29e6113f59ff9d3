import {
  COFOUNDER_SKILLS,
  COFOUNDERS_WORDS,
  type CofounderPreferences,
  DEFAULT_WEIGHTS,
  MAX_PREFERENCE_SKILLS,
  MAX_SECTORS,
  type Role,
  STAGE_FILTERS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/index.ts';
import {
  findPreferences,
  findProfileForPreferences,
  type PreferencesRow,
  upsertPreferences,
} from './preferences-repository.ts';

type PreferencesDeps = Pick<Container, 'db' | 'clock'>;

/** Co-founder matching is for co-founders and Hustlers; anyone else is told so (403). */
export function assertMatchingRole(role: Role): void {
  if (role !== 'Cofounder' && role !== 'Hustler') throw forbidden(COFOUNDERS_WORDS.onlyCofoundersAndHustlers);
}

/** A stored row as the API shows it (weights not chosen yet read as nice to have). */
export function toPreferences(row: PreferencesRow): CofounderPreferences {
  return {
    looking: row.looking,
    skillsWanted: row.skillsWanted,
    skillsOffered: row.skillsOffered,
    commitment: row.commitment,
    sectors: row.sectors,
    stage: row.stage,
    state: row.state,
    city: row.city,
    remote: row.remote,
    availability: row.availability,
    weights: { ...DEFAULT_WEIGHTS, ...row.weights },
  };
}

/** A profile's free-text skills that name one of the list's ("UI design" does not; "Design" does). */
const knownSkills = (skills: string[]) =>
  COFOUNDER_SKILLS.filter((skill) =>
    skills.some((typed) => [skill.value, skill.label.toLowerCase()].includes(typed.trim().toLowerCase())),
  ).map((skill) => skill.value);

/** A Hustler's stage as the stage list spells it ("preSeed" and "Pre-seed" are "preseed"). */
const stageOf = (stage: string | null | undefined) => {
  const plain = stage?.replace(/[^a-z]/gi, '').toLowerCase();
  return STAGE_FILTERS.find((option) => option.value === plain)?.value ?? null;
};

/** A first draft from my profile: what I offer, commitment, sectors, place, availability, stage. */
async function draftFromProfile(deps: PreferencesDeps, claims: TokenClaims): Promise<CofounderPreferences> {
  const profile = await findProfileForPreferences(deps.db, claims.userId);
  return {
    looking: claims.role === 'Cofounder',
    skillsWanted: [],
    skillsOffered: knownSkills(profile?.skills ?? []).slice(0, MAX_PREFERENCE_SKILLS),
    commitment: profile?.commitment ?? null,
    sectors: (profile?.sectors ?? []).slice(0, MAX_SECTORS),
    stage: claims.role === 'Hustler' ? stageOf(profile?.currentStage) : null,
    state: profile?.state ?? null,
    city: profile?.city ?? null,
    remote: false,
    availability: profile?.availability ?? null,
    weights: { ...DEFAULT_WEIGHTS },
  };
}

/** My preferences, or (not saved yet) a first draft made from my profile. */
export async function readPreferences(deps: PreferencesDeps, claims: TokenClaims) {
  assertMatchingRole(claims.role);
  const row = await findPreferences(deps.db, claims.userId);
  return row
    ? { saved: true, preferences: toPreferences(row) }
    : { saved: false, preferences: await draftFromProfile(deps, claims) };
}

/** Saves my preferences; a co-founder is always looking (the switch is a Hustler's). */
export async function savePreferences(
  deps: PreferencesDeps,
  claims: TokenClaims,
  input: CofounderPreferences,
) {
  assertMatchingRole(claims.role);
  const values = { ...input, looking: claims.role === 'Cofounder' ? true : input.looking };
  const row = await upsertPreferences(deps.db, claims.userId, values, deps.clock.now());
  return { saved: true, preferences: toPreferences(row) };
}
