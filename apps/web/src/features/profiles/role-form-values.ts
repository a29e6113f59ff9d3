import type { OwnUser, ProfileDetails } from '@ideaignite/contract';
import { toSetupStage, toUpdateStage } from '../../lib/profile-labels.ts';
import { type FormFieldValue, tidyCommaList, toFormData } from './form-data.ts';

/** Each role's form values, read from a saved profile, and turned into the multipart body the API takes. */

const text = (value: string | null | undefined) => value ?? '';

export interface HustlerValues {
  Username: string;
  phoneno: string;
  bio: string;
  project: string;
  currentStage: string;
  currentWork: string;
  contribution: string;
  /** Checkboxes on the set-up form, comma-separated text on the update screen. */
  skills: string[] | string;
}

export function hustlerValues(details: ProfileDetails | null, variant: 'setup' | 'update'): HustlerValues {
  return {
    Username: text(details?.Username),
    phoneno: text(details?.phoneno),
    bio: text(details?.bio),
    project: text(details?.project),
    currentStage:
      variant === 'setup' ? toSetupStage(details?.currentStage) : toUpdateStage(details?.currentStage),
    currentWork: text(details?.currentWork),
    contribution: text(details?.contribution),
    skills: variant === 'setup' ? (details?.skills ?? []) : (details?.skills ?? []).join(', '),
  };
}

export function hustlerBody(values: HustlerValues, picture: File | null): FormData {
  const { skills, ...rest } = values;
  return toFormData({
    ...rest,
    // Checked skills go as one field each; the update screen's text goes as typed, tidied.
    skills: Array.isArray(skills) ? skills : tidyCommaList(skills),
    profilePic: picture,
  });
}

export interface CofounderValues {
  Username: string;
  phoneno: string;
  bio: string;
  skills: string;
  dreamProject: string;
  superpower: string;
}

export function cofounderValues(details: ProfileDetails | null): CofounderValues {
  return {
    Username: text(details?.Username),
    phoneno: text(details?.phoneno),
    bio: text(details?.bio),
    skills: (details?.skills ?? []).join(', '),
    dreamProject: text(details?.dreamProject),
    superpower: text(details?.superpower),
  };
}

export function cofounderBody(values: CofounderValues, picture: File | null): FormData {
  return toFormData({ ...values, skills: tidyCommaList(values.skills), profilePic: picture });
}

export interface InvestorValues {
  Username: string;
  contactEmail: string;
  phoneno: string;
  investorType: string;
  interestAreas: string[];
  /** Only on the update screen: the set-up form asks for neither. */
  bio: string;
  excitement: string;
}

export function investorValues(details: ProfileDetails | null): InvestorValues {
  return {
    Username: text(details?.Username),
    contactEmail: text(details?.contactEmail),
    phoneno: text(details?.phoneno),
    investorType: text(details?.investorType),
    interestAreas: details?.interestAreas ?? [],
    bio: text(details?.bio),
    excitement: text(details?.excitement),
  };
}

export function investorBody(
  values: InvestorValues,
  picture: File | null,
  variant: 'setup' | 'update',
): FormData {
  const fields: Record<string, FormFieldValue> = {
    Username: values.Username,
    contactEmail: values.contactEmail,
    phoneno: values.phoneno,
    // No type chosen yet is simply not sent: the API keeps whatever it had.
    investorType: values.investorType || undefined,
    interestAreas: values.interestAreas,
  };
  if (variant === 'update') Object.assign(fields, { bio: values.bio, excitement: values.excitement });
  return toFormData({ ...fields, profilePic: picture });
}

export interface JobseekerValues {
  Username: string;
  desiredRole: string;
  aboutMe: string;
  skills: string;
  experience: string;
}

export function jobseekerValues(details: ProfileDetails | null): JobseekerValues {
  return {
    Username: text(details?.Username),
    desiredRole: text(details?.desiredRole),
    aboutMe: text(details?.aboutMe),
    skills: (details?.skills ?? []).join(', '),
    experience: text(details?.experience),
  };
}

/** The set-up form sends only the fields filled in (spec); the update screen sends all, so one can clear. */
export function jobseekerBody(
  values: JobseekerValues,
  picture: File | null,
  variant: 'setup' | 'update',
): FormData {
  return toFormData(
    { ...values, skills: tidyCommaList(values.skills), profilePic: picture },
    { skipEmpty: variant === 'setup' },
  );
}

export const detailsOf = (user: OwnUser | undefined) => user?.profiledetails ?? null;
