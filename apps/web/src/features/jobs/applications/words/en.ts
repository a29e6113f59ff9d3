/** A job seeker's applications and every application's timeline, in English (hi.ts mirrors it). */
export const en = {
  metaTitle: 'My applications',
  eyebrow: 'Jobs',
  title: 'Your applications',
  intro: 'Where each application stands, step by step. You are told as soon as a startup answers.',
  loading: 'Loading your applications…',
  loadFailed: 'Your applications could not be loaded.',
  empty: 'You have not applied to a job yet. Find internships and jobs at startups on the board.',
  browseJobs: 'Browse jobs',
  appliedOn: (day: string) => `Applied ${day}`,
  withdraw: 'Withdraw',
  withdrawFor: (title: string) => `Withdraw your application to ${title}`,
  withdrawTitle: 'Withdraw this application?',
  withdrawText: 'The startup is told, and you cannot apply to this job again.',
  withdrawing: 'Withdrawing…',
  // The timeline
  timeline: 'Timeline',
  stepDone: 'done',
  stepNow: 'current step',
  stepNotYet: 'not reached',
  stepSkipped: 'skipped',
  endedAs: (end: string) => `Ended: ${end}`,
  reason: (reason: string) => `Reason: ${reason}`,
  noResponseExplained: (days: number) =>
    `The startup did not answer within ${days} days of the apply-by date.`,
};
