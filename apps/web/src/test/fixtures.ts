import type { CardAuthor, OwnUser, ProfileDetails, PublicUser, Role } from '@ideaignite/contract';

/* Users as the API answers them, for any feature's tests. */

/** A profile with nothing filled in, as a new account has it. */
const EMPTY_DETAILS: ProfileDetails = {
  Username: null,
  profilePic: null,
  bio: null,
  phoneno: null,
  project: null,
  currentStage: null,
  skills: [],
  currentWork: null,
  contribution: null,
  superpower: null,
  dreamProject: null,
  displayName: null,
  contactEmail: null,
  investorType: null,
  interestAreas: [],
  adventureAlert: 5,
  explorationPreference: 5,
  excitement: null,
  aboutMe: null,
  experience: null,
  desiredRole: null,
  sectors: [],
  state: null,
  city: null,
  ticketMin: null,
  ticketMax: null,
  openToPitches: false,
  commitment: null,
  availability: null,
};

/** Profile details with only the given fields filled in. */
export function profileDetails(details: Partial<ProfileDetails> = {}): ProfileDetails {
  return { ...EMPTY_DETAILS, ...details };
}

/** Another user as lists, cards and authors show them, with only the given details filled in. */
export function makePublicUser(
  id: string,
  role: Role,
  details: Partial<ProfileDetails> = {},
  verified = false,
): PublicUser {
  return {
    _id: id,
    role,
    verified,
    createdAt: '2025-04-30T10:00:00.000Z',
    profiledetails: profileDetails(details),
  };
}

/**
 * A post's or comment's author as the API answers it (decision 041): only what a card shows,
 * the name fields and the picture.
 */
export function makeCardAuthor(
  id: string,
  role: Role,
  details: Partial<Pick<ProfileDetails, 'Username' | 'displayName' | 'profilePic'>> = {},
  verified = false,
): CardAuthor {
  return {
    _id: id,
    role,
    verified,
    profiledetails: { Username: null, displayName: null, profilePic: null, ...details },
  };
}

/** The signed-in user as GET getUser has it; `extra` overrides the account fields. */
export function makeOwnUser(
  role: Role,
  details: Partial<ProfileDetails> = {},
  extra: Partial<OwnUser> = {},
): OwnUser {
  return {
    _id: 'user-1',
    email: 'asha@example.in',
    role,
    verified: false,
    createdAt: '2025-05-01T10:00:00.000Z',
    profiledetails: profileDetails(details),
    ...extra,
  };
}
