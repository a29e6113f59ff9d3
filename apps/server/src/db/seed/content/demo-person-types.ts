import type { HUSTLER_FORM_STAGES, INTEREST_AREAS, INVESTOR_TYPES } from '@ideaignite/contract';

/** The columns each role's set-up form fills (spec section 3), named as in schema.ts. */
export interface HustlerDemoProfile {
  username: string;
  phoneno: string;
  bio: string;
  project: string;
  currentStage: (typeof HUSTLER_FORM_STAGES)[number]['value'];
  /** Some of HUSTLER_SKILLS plus a couple of the founder's own. */
  skills: string[];
  currentWork: string;
  contribution: string;
}

export interface CofounderDemoProfile {
  username: string;
  phoneno: string;
  bio: string;
  skills: string[];
  dreamProject: string;
  superpower: string;
}

export interface InvestorDemoProfile {
  username: string;
  phoneno: string;
  bio: string;
  contactEmail: string;
  investorType: (typeof INVESTOR_TYPES)[number]['value'];
  interestAreas: Array<(typeof INTEREST_AREAS)[number]>;
  /** 1 to 10, like the set-up form's sliders. */
  adventureAlert: number;
  explorationPreference: number;
  excitement: string;
}

export interface JobseekerDemoProfile {
  username: string;
  desiredRole: string;
  /** The set-up form sends its "dream project" answer as experience. */
  experience: string;
  skills: string[];
  aboutMe: string;
}

interface DemoPersonBase {
  /** Stable handle the content modules use to point at this person. */
  key: string;
  email: string;
  verified: boolean;
  /** Listed in discovery (users.discoverable); true unless set. */
  discoverable?: boolean;
}

export interface DemoHustler extends DemoPersonBase {
  role: 'Hustler';
  profile: HustlerDemoProfile;
}
export interface DemoInvestor extends DemoPersonBase {
  role: 'Investor';
  profile: InvestorDemoProfile;
}
export interface DemoCofounder extends DemoPersonBase {
  role: 'Cofounder';
  profile: CofounderDemoProfile;
}
export interface DemoJobseeker extends DemoPersonBase {
  role: 'Jobseeker';
  profile: JobseekerDemoProfile;
}

/** One demo member; `role` tells which profile columns are filled. */
export type DemoPerson = DemoHustler | DemoInvestor | DemoCofounder | DemoJobseeker;
