/** What every kind of post (videos, blogs, talks, comments) says alike when its author edits it. */
export const CONTENT_WORDS = {
  notYourContent: 'Only its author can edit or delete this.',
  nothingToChange: 'Nothing to change: send at least one field.',
} as const;
