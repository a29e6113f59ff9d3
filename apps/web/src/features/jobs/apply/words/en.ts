/**
 * The apply dialog's introduction video (issue 25, decision 039), in English (the source; hi.ts
 * mirrors it). Apart from jobs/words so the Job seeker's dashboard, which uses those, carries none.
 */
export const en = {
  videoLabel: 'Your introduction video (optional)',
  offerTitle: 'Introduce yourself on video',
  offer:
    'Startups like to meet the person behind an application. Record a minute about yourself and send it with this one. What you have written here stays as it is.',
  record: 'Record or upload an introduction',
  recordAnother: 'Record a new introduction',
  attached: (title: string) => `Your introduction “${title}” is added to this application.`,
};
