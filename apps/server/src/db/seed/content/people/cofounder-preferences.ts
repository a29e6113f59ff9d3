import type { CofounderSkill, PreferencePart, PreferenceWeight } from '@ideaignite/contract';

/**
 * Co-founder matching in the demo (issue 26): what the demo co-founders and two Hustlers look for,
 * so the Matches page of the demo sign-ins (Kabir, Aarav) has people ranked with their reasons.
 * Place, sectors and commitment come from their profile (matching.ts), as the page's first draft.
 */
export interface DemoCofounderPreferences {
  skillsOffered: CofounderSkill[];
  skillsWanted: CofounderSkill[];
  stage?: string;
  remote?: boolean;
  availability?: string;
  weights?: Partial<Record<PreferencePart, PreferenceWeight>>;
}

export const DEMO_COFOUNDER_PREFERENCES: Readonly<Record<string, DemoCofounderPreferences>> = {
  // The demo co-founder: an engineer who needs someone to sell and raise.
  kabir: {
    skillsOffered: ['engineering', 'product'],
    skillsWanted: ['sales', 'marketing', 'fundraising'],
    stage: 'ideation',
    remote: true,
    availability: 'immediately',
    weights: { skills: 'must', sectors: 'nice', location: 'nice' },
  },
  sneha: {
    skillsOffered: ['marketing'],
    skillsWanted: ['engineering'],
    remote: true,
    availability: 'immediately',
  },
  aditya: { skillsOffered: ['finance', 'fundraising'], skillsWanted: ['engineering', 'product'] },
  divya: { skillsOffered: ['data', 'engineering'], skillsWanted: ['sales'], remote: true },
  nandini: { skillsOffered: ['design'], skillsWanted: ['engineering'], remote: true },
  mohit: {
    skillsOffered: ['sales'],
    skillsWanted: ['engineering'],
    stage: 'ideation',
    availability: 'immediately',
  },
  tanvi: { skillsOffered: ['design', 'product'], skillsWanted: ['engineering'], remote: true },
  joseph: { skillsOffered: ['engineering'], skillsWanted: ['design'] },
  mawia: { skillsOffered: ['engineering'], skillsWanted: ['marketing', 'sales'], remote: true },
  // The demo Hustler, looking for a technical co-founder for KhetiKart.
  aarav: {
    skillsOffered: ['operations', 'sales'],
    skillsWanted: ['engineering', 'design'],
    stage: 'ideation',
    remote: true,
    weights: { skills: 'must' },
  },
  meera: { skillsOffered: ['operations'], skillsWanted: ['engineering', 'data'] },
};

/** A pending invite the demo co-founder finds on Networking. */
export const DEMO_COFOUNDER_INVITES: ReadonlyArray<{ fromKey: string; toKey: string; note: string }> = [
  {
    fromKey: 'mohit',
    toKey: 'kabir',
    note: 'I can sell B2B SaaS in Hindi-speaking markets; you can build it. Coffee in Pune next week?',
  },
];
