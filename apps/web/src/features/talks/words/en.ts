/** The talks page in English (the source; words/hi.ts mirrors it). */
export const en = {
  title: 'Talks',
  eyebrow: 'Contents',
  intro:
    'Quick thoughts, asks and wins from the community. Say what is on your mind; someone here has been there.',
  loadingTalks: 'Loading talks…',
  empty: 'No talks yet — start the conversation.',
  talkBy: (author: string) => `Talk by ${author}`,
  /** The talk in the report dialog's title: "Report Aarav Mehta's talk". */
  talkOf: (author: string) => `${author}'s talk`,
  /** Before a talk's time, the link to its own page: "Open this talk, posted 2 hours ago". */
  openTalk: 'Open this talk, posted',
  shareTalk: 'Share a talk',
  composerPlaceholder: 'What are you building, learning or looking for this week?',
  posting: 'Posting…',
  post: 'Post',
  commentLabel: 'Comment on this talk',
  commentPlaceholder: 'Add to the conversation…',
  comments: 'Comments',
  loadingAllComments: 'Loading all comments…',
  showFewerComments: 'Show fewer comments',
  viewAllComments: (total: number) => `View all ${total} comments`,
  loading: 'Loading…',
  loadOlderComments: 'Load older comments',
  editTalk: 'Edit your talk',
  deleteTalkTitle: 'Delete this talk?',
  deleteTalkBody: 'It will be removed for everyone, with its comments. This cannot be undone.',
};
