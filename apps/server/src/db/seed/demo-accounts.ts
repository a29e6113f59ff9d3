import type { Role } from '@ideaignite/contract';

/** Demo sign-ins, one per role; the README lists them. */
export const DEMO_PASSWORD = 'Ignite@2025';

// The demo's addresses are the running server's to know too: lib/demo-addresses.ts.
export { DEMO_EMAIL_DOMAIN, DEMO_MODERATOR_EMAIL } from '../../lib/demo-addresses.ts';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; username: string; bio: string }> = [
  {
    email: 'hustler@demo.ideaignite.in',
    role: 'Hustler',
    username: 'Aarav Mehta',
    bio: 'Building KhetiKart — farm-to-kitchen produce for tier-2 cities, settled over UPI.',
  },
  {
    email: 'investor@demo.ideaignite.in',
    role: 'Investor',
    username: 'Priya Raghavan',
    bio: 'Angel investor in Bengaluru backing early founders in agritech, climate and B2B SaaS.',
  },
  {
    email: 'cofounder@demo.ideaignite.in',
    role: 'Cofounder',
    username: 'Kabir Singh',
    bio: 'Full-stack engineer from Pune looking for a mission to build with. Ships fast.',
  },
  {
    email: 'jobseeker@demo.ideaignite.in',
    role: 'Jobseeker',
    username: 'Ananya Iyer',
    bio: 'Final-year design student from Chennai who wants to intern at an early-stage startup.',
  },
];
