/** The profile completeness card, in English (words/hi.ts mirrors it). */
export const en = {
  heading: (score: number) => `Profile ${score}% complete`,
  ringLabel: 'Profile completeness',
  intro: 'Complete profiles are shown first in discovery and get more replies.',
  missingLabel: 'Still to do',
};
