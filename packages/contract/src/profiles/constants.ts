/** The stage choices of the Hustler set-up form, and the other reading of the update screen. */
export const HUSTLER_FORM_STAGES = [
  { value: 'ideation', label: 'Ideation' },
  { value: 'preSeed', label: 'Pre-seed' },
  { value: 'seed', label: 'Seed' },
  { value: 'seriesA', label: 'Series A' },
  { value: 'growth', label: 'Growth' },
] as const;
export const UPDATE_PROFILE_STAGES = ['Ideation', 'Development', 'Launch', 'Growth'] as const;
export const DEFAULT_HUSTLER_STAGE = 'ideation';
export const HUSTLER_SKILLS = [
  'Fast Execution',
  'Goal-Oriented',
  'Creative Problem-Solving',
  'Networking',
] as const;

export const INVESTOR_TYPES = [
  { value: 'visionary', label: 'Visionary', meaning: 'Angel investor' },
  { value: 'wealthWizard', label: 'Wealth Wizard', meaning: 'Venture capitalist' },
  { value: 'growthGuru', label: 'Growth Guru', meaning: 'Institutional investor' },
  { value: 'communityChampion', label: 'Community Champion', meaning: 'Crowdfunding enthusiast' },
  { value: 'curious', label: 'Just Curious', meaning: 'Exploring before investing' },
] as const;
export const INTEREST_AREAS = [
  'Sustainable Innovations',
  'Tech and App Development',
  'Creative Arts & Media',
  'Social Impact Projects',
  'Something Else',
] as const;
