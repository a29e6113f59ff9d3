/** What the messaging, notification and connection routes say. */
export const SOCIAL_WORDS = {
  messageRequired: 'Please write a message first.',
  receiverNotFound: 'That person could not be found.',
  cannotMessageSelf: 'You cannot send a message to yourself.',
  notificationNotFound: 'That notification could not be found.',
  connectionNotFound: 'That connection request could not be found.',
  onlyInvestorResponds: 'Only the investor who was ignited can answer this request.',
  alreadyAnswered: 'This request has already been answered.',
  accepted: 'Connection accepted. Say hello!',
  declined: 'Request declined.',
  markedRead: 'Marked as read.',
  invalidMessage: 'Invalid message.',
} as const;

export const MESSAGE_MAX_LENGTH = 4000;
