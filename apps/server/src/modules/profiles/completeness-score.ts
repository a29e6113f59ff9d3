/**
 * Completeness scores computed without the database (issue 14): a save's merged profile, and a new,
 * empty profile (stored at signup, so the backfill job never sees it).
 */
import { type Completeness, profileCompleteness, type Role } from '@ideaignite/contract';
import type { Profile } from './query-parts.ts';

/** The completeness of a profile as the Profile type holds it (a save's merged values). */
export function completenessOf(profile: Profile, videoCount: number): Completeness {
  return profileCompleteness(profile.role, { ...profile, Username: profile.username, videoCount });
}

/** A new, empty profile's completeness (stored at signup, so the backfill job never sees it). */
export function newProfileCompleteness(role: Role): number {
  return profileCompleteness(role, {
    profilePic: null,
    Username: null,
    bio: null,
    project: null,
    currentStage: null,
    skills: [],
    sectors: [],
    city: null,
    state: null,
    investorType: null,
    ticketMin: null,
    ticketMax: null,
    commitment: null,
    availability: null,
    desiredRole: null,
    aboutMe: null,
    dreamProject: null,
    videoCount: 0,
  }).score;
}
