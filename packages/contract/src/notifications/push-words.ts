/** What push says (issue 29): its answers and refusals, and the words of a push itself. */
export const PUSH_WORDS = {
  subscribed: 'Push notifications are on for this device.',
  unsubscribed: 'Push notifications are off for this device.',
  invalidSubscription: 'This device could not be set up for push notifications. Please try again.',
  /** A message's push when the recipient hides what messages say in notifications. */
  messageHidden: 'You have a new message.',
} as const;

/** A push's title: the app's name, the same in every language. */
export const PUSH_TITLE = 'IdeaIgnite';
