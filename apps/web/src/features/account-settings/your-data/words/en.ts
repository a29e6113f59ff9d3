/** Settings → Your data in English (the source; words/hi.ts mirrors it). */
export const en = {
  groupHeading: 'Your data',
  // Download my data
  downloadHeading: 'Download my data',
  downloadHint:
    'A ZIP file with everything we hold about you: your account, profile, videos, blogs, talks, comments, messages, notifications, connections, sessions and the files you uploaded.',
  startExport: 'Prepare my download',
  startingExport: 'Starting…',
  prepareAgain: 'Prepare a new download',
  progressLabel: 'Preparing your download',
  queued: 'Waiting to start…',
  running: (percent: number) => `Preparing your data: ${percent}%`,
  ready: 'Your download is ready.',
  failed: 'Preparing your download failed. Please try again.',
  downloadZip: 'Download ZIP',
  downloading: 'Downloading…',
  downloadFailed: 'The download did not work. Please try again.',
  expires: (date: string) => `Available until ${date}`,
  size: (size: string) => `ZIP file, ${size}`,
  loadFailed: 'We could not check your downloads.',
  // Delete my account
  deleteHeading: 'Delete my account',
  deleteHint: (days: number) =>
    `Your account is erased ${days} days after you ask. Changed your mind? Sign in before then and nothing is lost.`,
  deleteAccount: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogIntro: (days: number) =>
    `You will be signed out on every device. In ${days} days we erase, for good:`,
  erasedItems: [
    'your profile: name, picture, phone, email and everything you wrote about yourself',
    'your videos, blogs and talks, with their files, and your comments and likes',
    'your notifications, connections, sessions and data downloads',
  ],
  keptNote: 'People you messaged keep their conversations, with your messages shown as from “Deleted user”.',
  undoNote: (days: number) => `Sign in within ${days} days to cancel the deletion.`,
  passwordLabel: 'Your password',
  confirmDelete: 'Delete my account',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
  deletedNotice: (date: string) =>
    `Your account will be erased on ${date}. Signing in before then cancels the deletion.`,
};
