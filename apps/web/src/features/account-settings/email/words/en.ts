/** Settings → Email address in English (the source; words/hi.ts mirrors it). */
export const en = {
  heading: 'Email address',
  hint: 'You sign in with it, and we send your links and notifications to it. A new address is used once you open the link we mail to it.',
  current: 'Current address',
  loading: 'Loading your email address…',
  loadFailed: 'We could not load your email address.',
  pendingTitle: 'Waiting for confirmation',
  pending: (address: string) =>
    `We sent a link to ${address}. Open it to finish the change; until then you keep signing in with your current address.`,
  resend: 'Send the link again',
  resending: 'Sending…',
  cancel: 'Cancel the change',
  cancelling: 'Cancelling…',
  newEmail: 'New email address',
  currentPassword: 'Your password',
  submit: 'Change email address',
  submitting: 'Sending the link…',
};
