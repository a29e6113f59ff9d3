/**
 * A comment written offline (issue 29, decision 038), in English (the source; hi.ts mirrors it).
 * A catalogue of its own, loaded with the comments, so a first view does not carry it.
 */
export const en = {
  you: 'You',
  waitingToSend: 'Waiting to send',
  commentWaitingAnnouncement: 'Waiting to send: your comment goes as soon as you are back online.',
  notSent: 'Not sent',
  discardComment: 'Discard this comment',
  discard: 'Discard',
  waitingComments: 'Comments waiting to send',
};
