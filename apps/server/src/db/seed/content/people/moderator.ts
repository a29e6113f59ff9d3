import { DEMO_MODERATOR_EMAIL } from '../../demo-accounts.ts';
import type { DemoCofounder } from '../demo-person-types.ts';

/**
 * The demo moderator (issue 15): a member of IdeaIgnite's own community team, signed in as
 * DEMO_MODERATOR_EMAIL, which ADMIN_EMAILS names by default while demo data is on. Every account
 * has one of the four roles; hers is Cofounder, kept out of discovery, since she runs the
 * community rather than looks for a team in it.
 */
export const DEMO_MODERATOR: DemoCofounder = {
  key: 'nisha',
  email: DEMO_MODERATOR_EMAIL,
  role: 'Cofounder',
  verified: true,
  discoverable: false,
  profile: {
    username: 'Nisha Thakur',
    phoneno: '+919845072216',
    bio: 'Community moderator at IdeaIgnite, Bengaluru. I read every report in the queue and answer within a day, in English, Hindi or Kannada.',
    skills: ['Community moderation', 'Trust and safety', 'Hindi', 'Kannada'],
    dreamProject:
      'A founder community where a first-timer from Bhopal gets the same honest hearing as a repeat founder from Koramangala, and nobody has to wade through ads to find it.',
    superpower: 'Telling an over-eager founder from a spammer in one read, and saying so kindly to both.',
  },
};
