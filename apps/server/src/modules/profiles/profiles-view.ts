import type { CardAuthor, ProfileDetails, Role } from '@ideaignite/contract';
import type { MediaStorage } from '../../media/storage.ts';
import type { CardAccount, CardProfile, Profile, PublicAccount, PublicProfile, User } from './query-parts.ts';

/**
 * The contact details a viewer may see (the owner's privacy choices: account-settings/privacy-repository.ts).
 * Left out, neither is shown: an author in a feed, a commenter, carries no phone or email.
 */
export interface ShownContacts {
  phoneno?: string | null;
  contactEmail: string | null;
}

const NO_CONTACTS: ShownContacts = { contactEmail: null };

/** A bigint of rupees: a number from drizzle's columns, text from a raw statement (authorFromRow). */
const rupees = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The API's `profiledetails`: the union of every role's fields. The phone number and contact
 * email are only those `contacts` says this viewer may see.
 */
export function toProfileDetails(
  profile: PublicProfile,
  storage: MediaStorage,
  contacts: ShownContacts = NO_CONTACTS,
): ProfileDetails {
  return {
    Username: profile.username,
    profilePic: profile.profilePic ? storage.publicUrl(profile.profilePic) : null,
    bio: profile.bio,
    ...(contacts.phoneno !== undefined ? { phoneno: contacts.phoneno } : {}),
    project: profile.project,
    currentStage: profile.currentStage,
    skills: profile.skills,
    currentWork: profile.currentWork,
    contribution: profile.contribution,
    superpower: profile.superpower,
    dreamProject: profile.dreamProject,
    displayName: profile.displayName,
    contactEmail: contacts.contactEmail,
    investorType: profile.investorType,
    interestAreas: profile.interestAreas,
    adventureAlert: profile.adventureAlert,
    explorationPreference: profile.explorationPreference,
    excitement: profile.excitement,
    aboutMe: profile.aboutMe,
    experience: profile.experience,
    desiredRole: profile.desiredRole,
    sectors: profile.sectors,
    state: profile.state,
    city: profile.city,
    ticketMin: rupees(profile.ticketMin),
    ticketMax: rupees(profile.ticketMax),
    openToPitches: profile.openToPitches,
    commitment: profile.commitment,
    availability: profile.availability,
  };
}

export interface PublicUser {
  _id: string;
  role: Role;
  verified: boolean;
  createdAt: string;
  profiledetails: ProfileDetails;
}

/**
 * A user as others see them: never the password hash, never the sign-in email; the phone and
 * contact email only as `contacts` allows (none when left out).
 */
export function toPublicUser(
  user: PublicAccount,
  profile: PublicProfile,
  storage: MediaStorage,
  contacts?: ShownContacts,
): PublicUser {
  return {
    _id: user.id,
    role: user.role,
    verified: user.verified,
    createdAt: user.createdAt.toISOString(),
    profiledetails: toProfileDetails(profile, storage, contacts),
  };
}

/** A post's author as a card shows them (decision 041): id, role, badge, names and picture. */
export function toCardAuthor(user: CardAccount, profile: CardProfile, storage: MediaStorage): CardAuthor {
  return {
    _id: user.id,
    role: user.role,
    verified: user.verified,
    profiledetails: {
      Username: profile.username,
      displayName: profile.displayName,
      profilePic: profile.profilePic ? storage.publicUrl(profile.profilePic) : null,
    },
  };
}

/** The owner's own view adds the email and the phone number. */
export function toOwnUser(user: User, profile: Profile, storage: MediaStorage) {
  return {
    ...toPublicUser(user, profile, storage),
    email: user.email,
    profiledetails: toProfileDetails(profile, storage, {
      phoneno: profile.phoneno ?? null,
      contactEmail: profile.contactEmail,
    }),
  };
}
