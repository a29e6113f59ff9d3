import type { Role } from '@ideaignite/contract';

/** Demo sign-ins, one per role; the README lists them. */
export const DEMO_PASSWORD = 'Ignite@2025';

/**
 * The demo moderator (issue 15, same password): with demo data on and ADMIN_EMAILS unset, the
 * moderators default to this address (config.ts), so the report queue can be tried at once.
 */
export const DEMO_MODERATOR_EMAIL = 'moderator@demo.ideaignite.in';

/** Every demo address is on this domain; only the seed makes accounts on it (sign-up refuses it). */
export const DEMO_EMAIL_DOMAIN = '@demo.ideaignite.in';

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
