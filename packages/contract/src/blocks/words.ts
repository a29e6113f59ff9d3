/** What blocking says. */
export const BLOCKS_WORDS = {
  // Blocking
  blockedByYou: 'You have blocked this person. Unblock them in Settings to do this.',
  blockedYou: 'You cannot do this: this person is not accepting it from you.',
  cannotBlockSelf: 'You cannot block yourself.',
  blocked: 'Blocked. They can no longer message you, ignite you, comment on or like your posts, or find you.',
  unblocked: 'Unblocked.',
  notBlocked: 'You have not blocked this person.',
} as const;
