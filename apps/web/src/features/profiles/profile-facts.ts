import type { ProfileDetails, Role } from '@ideaignite/contract';
import { investorTypeLabel, stageLabel } from '../../lib/profile-labels.ts';

/** One labelled line of a profile: short text, a long paragraph, or chips. */
export type ProfileFact =
  | { label: string; kind: 'short' | 'long'; value: string }
  | { label: string; kind: 'chips'; value: string[] };

/** One field of a role's profile: its label, and how to read it (null when empty). */
interface FactSource {
  label: string;
  read: (d: ProfileDetails) => ProfileFact | null;
}

const text =
  (kind: 'short' | 'long') =>
  (label: string, pick: (d: ProfileDetails) => string | null | undefined): FactSource => ({
    label,
    read: (d) => {
      const value = pick(d)?.trim();
      return value ? { label, kind, value } : null;
    },
  });
const short = text('short');
const long = text('long');
const chips = (label: string, pick: (d: ProfileDetails) => string[]): FactSource => ({
  label,
  read: (d) => {
    const value = pick(d).filter(Boolean);
    return value.length ? { label, kind: 'chips', value } : null;
  },
});

const phone = short('Phone number', (d) => d.phoneno);

/** Each role's fields (spec section 3), in the order its form asks for them. */
const FACTS: Record<Role, FactSource[]> = {
  Hustler: [
    short('Project', (d) => d.project),
    short('Current stage', (d) => (d.currentStage ? stageLabel(d.currentStage) : null)),
    phone,
    long('Bio', (d) => d.bio),
    long('What I am working on now', (d) => d.currentWork),
    long('How I contribute', (d) => d.contribution),
    chips('Skills', (d) => d.skills),
  ],
  Cofounder: [
    short('Superpower', (d) => d.superpower),
    phone,
    long('Bio', (d) => d.bio),
    long('Vision', (d) => d.dreamProject),
    chips('Strengths', (d) => d.skills),
  ],
  Investor: [
    short('Investor type', (d) => (d.investorType ? investorTypeLabel(d.investorType) : null)),
    short('Contact email', (d) => d.contactEmail),
    phone,
    long('Bio', (d) => d.bio),
    long('What excites me', (d) => d.excitement),
    chips('Interest areas', (d) => d.interestAreas),
  ],
  Jobseeker: [
    short('Desired role', (d) => d.desiredRole),
    long('About me', (d) => d.aboutMe),
    long('Dream project', (d) => d.experience),
    chips('Strengths', (d) => d.skills),
  ],
};

/** The non-empty fields of a profile, labelled for people. */
export function profileFacts(role: Role, details: ProfileDetails): ProfileFact[] {
  return FACTS[role]
    .map((source) => source.read(details))
    .filter((fact): fact is ProfileFact => fact !== null);
}

/** The labels of the role's fields still empty, to nudge the owner (the phone number is optional). */
export function profileGaps(role: Role, details: ProfileDetails): string[] {
  return FACTS[role]
    .filter((source) => source !== phone && source.read(details) === null)
    .map((source) => source.label);
}
