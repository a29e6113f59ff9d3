import { formatPhone, normalizePhone, type ProfileDetails, type Role } from '@ideaignite/contract';
import type { Catalogue } from '../../lib/i18n/messages.ts';
import { investorTypeLabel, stageLabel, type Translate } from '../../lib/profile-labels.ts';
import type { en } from './messages/en.ts';

type Words = Catalogue<typeof en>;

/** One labelled line of a profile: short text (a link when it has `href`), a long paragraph, or chips. */
export type ProfileFact =
  | { label: string; kind: 'short' | 'long'; value: string; href?: string }
  | { label: string; kind: 'chips'; value: string[] };

/** One field of a role's profile: its label in the interface language, and how to read it (null when empty). */
interface FactSource {
  label: (m: Words) => string;
  read: (d: ProfileDetails, m: Words, t: Translate) => ProfileFact | null;
}

const text =
  (kind: 'short' | 'long') =>
  (
    label: (m: Words) => string,
    pick: (d: ProfileDetails, t: Translate) => string | null | undefined,
  ): FactSource => ({
    label,
    read: (d, m, t) => {
      const value = pick(d, t)?.trim();
      return value ? { label: label(m), kind, value } : null;
    },
  });
const short = text('short');
const long = text('long');
/** Chips hold the profile's choices (skills, interest areas): each is shown in the interface language. */
const chips = (label: (m: Words) => string, pick: (d: ProfileDetails) => string[]): FactSource => ({
  label,
  read: (d, m, t) => {
    const value = pick(d).filter(Boolean).map(t);
    return value.length ? { label: label(m), kind: 'chips', value } : null;
  },
});

/** The phone number to read and to tap; an old stored value that is not one shows as it was typed. */
const phone: FactSource = {
  label: (m) => m.phoneNumber,
  read: (d, m) => {
    const stored = d.phoneno?.trim();
    if (!stored) return null;
    const number = normalizePhone(stored);
    return number.ok
      ? { label: m.phoneNumber, kind: 'short', value: formatPhone(number.e164), href: `tel:${number.e164}` }
      : { label: m.phoneNumber, kind: 'short', value: stored };
  },
};

/** Each role's fields (spec section 3), in the order its form asks for them. */
const FACTS: Record<Role, FactSource[]> = {
  Hustler: [
    short(
      (m) => m.project,
      (d) => d.project,
    ),
    short(
      (m) => m.currentStage,
      (d, t) => (d.currentStage ? stageLabel(d.currentStage, t) : null),
    ),
    phone,
    long(
      (m) => m.bio,
      (d) => d.bio,
    ),
    long(
      (m) => m.currentWorkFact,
      (d) => d.currentWork,
    ),
    long(
      (m) => m.contributionFact,
      (d) => d.contribution,
    ),
    chips(
      (m) => m.skills,
      (d) => d.skills,
    ),
  ],
  Cofounder: [
    short(
      (m) => m.superpower,
      (d) => d.superpower,
    ),
    phone,
    long(
      (m) => m.bio,
      (d) => d.bio,
    ),
    long(
      (m) => m.vision,
      (d) => d.dreamProject,
    ),
    chips(
      (m) => m.strengths,
      (d) => d.skills,
    ),
  ],
  Investor: [
    short(
      (m) => m.investorType,
      (d, t) => (d.investorType ? investorTypeLabel(d.investorType, t) : null),
    ),
    short(
      (m) => m.contactEmail,
      (d) => d.contactEmail,
    ),
    phone,
    long(
      (m) => m.bio,
      (d) => d.bio,
    ),
    long(
      (m) => m.excitementFact,
      (d) => d.excitement,
    ),
    chips(
      (m) => m.interestAreas,
      (d) => d.interestAreas,
    ),
  ],
  Jobseeker: [
    short(
      (m) => m.desiredRole,
      (d) => d.desiredRole,
    ),
    long(
      (m) => m.aboutMe,
      (d) => d.aboutMe,
    ),
    long(
      (m) => m.dreamProject,
      (d) => d.experience,
    ),
    chips(
      (m) => m.strengths,
      (d) => d.skills,
    ),
  ],
};

/** The non-empty fields of a profile, labelled for people in the words of `m`, its choices in those of `t`. */
export function profileFacts(role: Role, details: ProfileDetails, m: Words, t: Translate): ProfileFact[] {
  return FACTS[role]
    .map((source) => source.read(details, m, t))
    .filter((fact): fact is ProfileFact => fact !== null);
}

/** The labels of the role's fields still empty, to nudge the owner (the phone number is optional). */
export function profileGaps(role: Role, details: ProfileDetails, m: Words): string[] {
  return FACTS[role]
    .filter((source) => source !== phone && source.read(details, m, (text) => text) === null)
    .map((source) => source.label(m));
}
