import type { ProfileDetails, PublicUser } from '@ideaignite/contract';

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
};

/** A user as the role lists answer it, with only the fields a test cares about filled in. */
export function makeUser(
  id: string,
  role: PublicUser['role'],
  details: Partial<ProfileDetails>,
  verified = false,
): PublicUser {
  return {
    _id: id,
    role,
    verified,
    createdAt: '2025-04-30T10:00:00.000Z',
    profiledetails: { ...EMPTY_DETAILS, ...details },
  };
}

/** A 200 answer of a role list, in the shape fakeApi takes. */
export function listReply(users: PublicUser[], nextCursor: string | null = null) {
  return { status: 200, body: { success: true, data: users, nextCursor } };
}
