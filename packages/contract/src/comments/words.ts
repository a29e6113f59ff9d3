/** What the comment routes say. */
export const COMMENTS_WORDS = {
  commentRequired: 'Please write a comment first.',
  commentAdded: 'Comment added.',
  commentNotFound: 'That comment could not be found.',
  commentUpdated: 'Comment updated.',
  commentDeleted: 'Comment deleted.',
} as const;
