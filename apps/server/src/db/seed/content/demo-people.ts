import type { DemoPerson } from './demo-person-types.ts';
import { DEMO_COFOUNDERS } from './people/cofounders.ts';
import { DEMO_HUSTLERS } from './people/hustlers.ts';
import { DEMO_INVESTORS } from './people/investors.ts';
import { DEMO_JOBSEEKERS } from './people/jobseekers.ts';
import { DEMO_MODERATOR } from './people/moderator.ts';

export type {
  CofounderDemoProfile,
  DemoPerson,
  HustlerDemoProfile,
  InvestorDemoProfile,
  JobseekerDemoProfile,
} from './demo-person-types.ts';

/** The demo community: 14 members per role, the first of each role being its demo sign-in account. */
export const DEMO_PEOPLE: DemoPerson[] = [
  ...DEMO_HUSTLERS,
  ...DEMO_INVESTORS,
  ...DEMO_COFOUNDERS,
  ...DEMO_JOBSEEKERS,
];

export { DEMO_MODERATOR };

/** Everyone the seed creates: the community and the demo moderator, who belongs to no role's list. */
export const DEMO_MEMBERS: DemoPerson[] = [...DEMO_PEOPLE, DEMO_MODERATOR];
