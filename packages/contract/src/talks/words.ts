/** What the talk routes say. */
export const TALKS_WORDS = {
  talkRequired: 'Please write something to share first.',
  talkPosted: 'Your talk is live.',
  talkUpdated: 'Talk updated.',
  talkDeleted: 'Talk deleted.',
} as const;
