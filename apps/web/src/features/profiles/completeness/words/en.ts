/** The profile completeness card and the first-run checklist, in English (words/hi.ts mirrors it). */
export const en = {
  heading: (score: number) => `Profile ${score}% complete`,
  ringLabel: 'Profile completeness',
  intro: 'Complete profiles are shown first in discovery and get more replies.',
  missingLabel: 'Still to do',
  checklistHeading: 'Get started',
  checklistIntro: (count: number) =>
    count === 1
      ? 'One step left to a profile people reply to.'
      : `${count} quick steps to a profile people reply to.`,
  moreToDo: (count: number) => `and ${count} more on your profile`,
  dismiss: 'Hide the checklist',
};
