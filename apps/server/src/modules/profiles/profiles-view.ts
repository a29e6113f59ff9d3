import type { ProfileDetails, Role } from '@ideaignite/contract';
import type { MediaStorage } from '../../media/storage.ts';
import type { Profile, PublicAccount, PublicProfile, User } from './authors-repository.ts';

/** The API's `profiledetails`: the union of every role's fields. Phone numbers only for the owner. */
export function toProfileDetails(
  profile: PublicProfile,
  storage: MediaStorage,
  owner: boolean,
): ProfileDetails {
  return {
    Username: profile.username,
    profilePic: profile.profilePic ? storage.publicUrl(profile.profilePic) : null,
    bio: profile.bio,
    ...(owner ? { phoneno: profile.phoneno ?? null } : {}),
    project: profile.project,
    currentStage: profile.currentStage,
    skills: profile.skills,
    currentWork: profile.currentWork,
    contribution: profile.contribution,
    superpower: profile.superpower,
    dreamProject: profile.dreamProject,
    displayName: profile.displayName,
    contactEmail: profile.contactEmail,
    investorType: profile.investorType,
    interestAreas: profile.interestAreas,
    adventureAlert: profile.adventureAlert,
    explorationPreference: profile.explorationPreference,
    excitement: profile.excitement,
    aboutMe: profile.aboutMe,
    experience: profile.experience,
    desiredRole: profile.desiredRole,
  };
}

export interface PublicUser {
  _id: string;
  role: Role;
  verified: boolean;
  createdAt: string;
  profiledetails: ProfileDetails;
}

/** A user as others see them: never the password hash, never the sign-in email. */
export function toPublicUser(user: PublicAccount, profile: PublicProfile, storage: MediaStorage): PublicUser {
  return {
    _id: user.id,
    role: user.role,
    verified: user.verified,
    createdAt: user.createdAt.toISOString(),
    profiledetails: toProfileDetails(profile, storage, false),
  };
}

/** The owner's own view adds the email and the phone number. */
export function toOwnUser(user: User, profile: Profile, storage: MediaStorage) {
  return {
    ...toPublicUser(user, profile, storage),
    email: user.email,
    profiledetails: toProfileDetails(profile, storage, true),
  };
}
