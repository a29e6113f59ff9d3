import {
  AVAILABILITIES,
  COMMITMENTS,
  formatPhone,
  normalizePhone,
  type ProfileDetails,
  type Role,
  SECTORS,
} from '@ideaignite/contract';
import type { Locale } from '../../lib/i18n/locale.ts';
import type { Catalogue } from '../../lib/i18n/words.ts';
import {
  choiceLabel,
  filled,
  investorTypeLabel,
  placeLabel,
  stageLabel,
  type Translate,
  ticketRangeLabel,
} from '../../lib/profile-labels.ts';
import type { en } from './words/en.ts';

type Words = Catalogue<typeof en>;

/** One labelled line of a profile: short text (a link when it has `href`), a long paragraph, or chips. */
export type ProfileFact =
  | { label: string; kind: 'short' | 'long'; value: string; href?: string }
  | { label: string; kind: 'chips'; value: string[] };

/** One field of a role's profile: its label in the interface language, and how to read it (null when empty). */
interface FactSource {
  label: (m: Words) => string;
  read: (d: ProfileDetails, m: Words, t: Translate, locale: Locale) => ProfileFact | null;
}

const text =
  (kind: 'short' | 'long') =>
  (
    label: (m: Words) => string,
    pick: (d: ProfileDetails, t: Translate) => string | null | undefined,
  ): FactSource => ({
    label,
    read: (d, m, t) => {
      const value = filled(pick(d, t));
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
    const stored = filled(d.phoneno);
    if (!stored) return null;
    const number = normalizePhone(stored);
    return number.ok
      ? { label: m.phoneNumber, kind: 'short', value: formatPhone(number.e164), href: `tel:${number.e164}` }
      : { label: m.phoneNumber, kind: 'short', value: stored };
  },
};

const sectors = chips(
  (m) => m.sectors,
  (d) => (d.sectors ?? []).map((sector) => choiceLabel(SECTORS, sector)),
);
/** "Pune, Maharashtra": the city, the state, or both. */
const place: FactSource = {
  label: (m) => m.basedIn,
  read: (d, m, t) => {
    const value = placeLabel(d.city, d.state, t);
    return value ? { label: m.basedIn, kind: 'short', value } : null;
  },
};
const ticket: FactSource = {
  label: (m) => m.ticketSize,
  read: (d, m, _t, locale) => {
    const value = ticketRangeLabel(d.ticketMin, d.ticketMax, locale);
    return value ? { label: m.ticketSize, kind: 'short', value } : null;
  },
};
const openToPitches: FactSource = {
  label: (m) => m.pitches,
  read: (d, m) => (d.openToPitches ? { label: m.pitches, kind: 'short', value: m.openToPitchesFact } : null),
};
const commitment = short(
  (m) => m.commitment,
  (d, t) => (d.commitment ? t(choiceLabel(COMMITMENTS, d.commitment)) : null),
);
const availability = short(
  (m) => m.availability,
  (d, t) => (d.availability ? t(choiceLabel(AVAILABILITIES, d.availability)) : null),
);

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
    sectors,
    place,
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
    commitment,
    sectors,
    place,
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
    ticket,
    openToPitches,
    sectors,
    place,
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
    availability,
    sectors,
    place,
  ],
};

/** The non-empty fields of a profile, labelled for people in the words of `m`, its choices in those of `t`. */
export function profileFacts(
  role: Role,
  details: ProfileDetails,
  m: Words,
  t: Translate,
  locale: Locale = 'en-IN',
): ProfileFact[] {
  return FACTS[role]
    .map((source) => source.read(details, m, t, locale))
    .filter((fact): fact is ProfileFact => fact !== null);
}
