import type { Role } from '../roles.ts';

/**
 * Profile completeness (issue 14): what a profile of each role needs to be found and trusted, the
 * score it has and the items it misses. The server stores the score (discovery ranks complete
 * profiles first); the web shows the missing items, each linking to where it is done.
 */

/** Everything the items look at: the profile's fields and how many videos the user has posted. */
export interface CompletenessFacts {
  profilePic: string | null;
  Username: string | null;
  bio: string | null;
  project: string | null;
  currentStage: string | null;
  skills: readonly string[];
  sectors: readonly string[];
  city: string | null;
  state: string | null;
  investorType: string | null;
  ticketMin: number | null;
  ticketMax: number | null;
  commitment: string | null;
  availability: string | null;
  desiredRole: string | null;
  aboutMe: string | null;
  dreamProject: string | null;
  videoCount: number;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** Every item, and whether a profile has it. */
const ITEMS = {
  picture: (f: CompletenessFacts) => filled(f.profilePic),
  name: (f: CompletenessFacts) => filled(f.Username),
  bio: (f: CompletenessFacts) => filled(f.bio),
  project: (f: CompletenessFacts) => filled(f.project),
  stage: (f: CompletenessFacts) => filled(f.currentStage),
  sector: (f: CompletenessFacts) => f.sectors.length > 0,
  city: (f: CompletenessFacts) => filled(f.city) && filled(f.state),
  skills: (f: CompletenessFacts) => f.skills.length > 0,
  pitchVideo: (f: CompletenessFacts) => f.videoCount > 0,
  investorType: (f: CompletenessFacts) => filled(f.investorType),
  ticket: (f: CompletenessFacts) => f.ticketMin !== null && f.ticketMax !== null,
  commitment: (f: CompletenessFacts) => filled(f.commitment),
  vision: (f: CompletenessFacts) => filled(f.dreamProject),
  availability: (f: CompletenessFacts) => filled(f.availability),
  desiredRole: (f: CompletenessFacts) => filled(f.desiredRole),
  aboutMe: (f: CompletenessFacts) => filled(f.aboutMe),
} as const;
export type CompletenessItem = keyof typeof ITEMS;

/** The items of each role, most important first (the checklist shows them in this order). */
export const COMPLETENESS_ITEMS: Readonly<Record<Role, readonly CompletenessItem[]>> = {
  Hustler: ['name', 'picture', 'project', 'pitchVideo', 'sector', 'stage', 'city', 'bio', 'skills'],
  Investor: ['name', 'picture', 'investorType', 'sector', 'ticket', 'city', 'bio'],
  Cofounder: ['name', 'picture', 'skills', 'commitment', 'sector', 'city', 'bio', 'vision'],
  Jobseeker: ['name', 'picture', 'desiredRole', 'skills', 'availability', 'city', 'aboutMe'],
};

export interface Completeness {
  /** 0–100: the share of the role's items the profile has. */
  score: number;
  /** The items still missing, in checklist order. */
  missing: CompletenessItem[];
}

export function profileCompleteness(role: Role, facts: CompletenessFacts): Completeness {
  const items = COMPLETENESS_ITEMS[role];
  const missing = items.filter((item) => !ITEMS[item](facts));
  return { score: Math.round(((items.length - missing.length) / items.length) * 100), missing };
}
