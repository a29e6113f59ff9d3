import type { OwnUser, ProfileDetails } from '@ideaignite/contract';
import { toSetupStage, toUpdateStage } from '../../lib/profile-labels.ts';
import { type FormFieldValue, tidyCommaList, toFormData } from './form-data.ts';
import { type PlaceValues, placeFields, placeValues, ticketValue } from './matching-values.ts';

/** Each role's form values, read from a saved profile, and turned into the multipart body the API takes. */

const text = (value: string | null | undefined) => value ?? '';

export interface HustlerValues extends PlaceValues {
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
    ...placeValues(details),
  };
}

export function hustlerBody(values: HustlerValues, picture: File | null): FormData {
  const { skills, sectors, state, city, ...rest } = values;
  return toFormData({
    ...rest,
    // Checked skills go as one field each; the update screen's text goes as typed, tidied.
    skills: Array.isArray(skills) ? skills : tidyCommaList(skills),
    ...placeFields({ sectors, state, city }),
    profilePic: picture,
  });
}

export interface CofounderValues extends PlaceValues {
  Username: string;
  phoneno: string;
  bio: string;
  skills: string;
  dreamProject: string;
  superpower: string;
  /** A radio pair: null until one is chosen. */
  commitment: string | null;
}

export function cofounderValues(details: ProfileDetails | null): CofounderValues {
  return {
    Username: text(details?.Username),
    phoneno: text(details?.phoneno),
    bio: text(details?.bio),
    skills: (details?.skills ?? []).join(', '),
    dreamProject: text(details?.dreamProject),
    superpower: text(details?.superpower),
    ...placeValues(details),
    commitment: details?.commitment ?? null,
  };
}

export function cofounderBody(values: CofounderValues, picture: File | null): FormData {
  const { sectors, state, city, commitment, ...rest } = values;
  return toFormData({
    ...rest,
    skills: tidyCommaList(values.skills),
    ...placeFields({ sectors, state, city }),
    commitment: commitment ?? '',
    profilePic: picture,
  });
}

export interface InvestorValues extends PlaceValues {
  Username: string;
  contactEmail: string;
  phoneno: string;
  investorType: string;
  interestAreas: string[];
  /** Only on the update screen: the set-up form asks for neither. */
  bio: string;
  excitement: string;
  /** Rupees as the selects hold them, '' for none. */
  ticketMin: string;
  ticketMax: string;
  openToPitches: boolean;
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
    ...placeValues(details),
    ticketMin: ticketValue(details?.ticketMin),
    ticketMax: ticketValue(details?.ticketMax),
    openToPitches: details?.openToPitches ?? false,
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
    ...placeFields(values),
    ticketMin: values.ticketMin,
    ticketMax: values.ticketMax,
    openToPitches: String(values.openToPitches),
  };
  if (variant === 'update') Object.assign(fields, { bio: values.bio, excitement: values.excitement });
  return toFormData({ ...fields, profilePic: picture });
}

export interface JobseekerValues extends PlaceValues {
  Username: string;
  desiredRole: string;
  aboutMe: string;
  skills: string;
  experience: string;
  availability: string;
}

export function jobseekerValues(details: ProfileDetails | null): JobseekerValues {
  return {
    Username: text(details?.Username),
    desiredRole: text(details?.desiredRole),
    aboutMe: text(details?.aboutMe),
    skills: (details?.skills ?? []).join(', '),
    experience: text(details?.experience),
    ...placeValues(details),
    availability: text(details?.availability),
  };
}

/** The set-up form sends only the fields filled in (spec); the update screen sends all, so one can clear. */
export function jobseekerBody(
  values: JobseekerValues,
  picture: File | null,
  variant: 'setup' | 'update',
): FormData {
  const { sectors, state, city, ...rest } = values;
  return toFormData(
    {
      ...rest,
      skills: tidyCommaList(values.skills),
      ...placeFields({ sectors, state, city }),
      profilePic: picture,
    },
    { skipEmpty: variant === 'setup' },
  );
}

export const detailsOf = (user: OwnUser | undefined) => user?.profiledetails ?? null;
