/** What the chat says: sending, message requests, who can message me, muting, limits. */
export const MESSAGES_WORDS = {
  messageRequired: 'Please write a message first.',
  receiverNotFound: 'That person could not be found.',
  cannotMessageSelf: 'You cannot send a message to yourself.',
  invalidMessage: 'Invalid message.',
  // Message requests and who can message me
  connectionsOnly: 'This person only takes messages from their connections.',
  requestPending: 'Your message request has not been accepted yet. You can send more once they accept it.',
  requestAccepted: 'Request accepted. The conversation is in your inbox now.',
  requestDeclined: 'Request declined. They will not be told.',
  noRequest: 'There is no message request from this person.',
  invalidWhoCanMessage: 'Please choose who can message you: everyone or connections.',
  invalidReceipts: 'Read receipts can only be on or off.',
  // Mute
  muted: 'Conversation muted. Messages still arrive, without notifications.',
  unmuted: 'Conversation unmuted.',
  noConversation: 'You have no conversation with this person yet.',
  invalidMute: 'Please say whether to mute the conversation.',
  // Limits
  tooManyMessages: 'You are sending messages too quickly. Please wait a minute and try again.',
  tooManyConversations:
    'You have started as many new conversations as you can today. Please try again tomorrow.',
} as const;
