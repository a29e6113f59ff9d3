/** The settings page in English (the source; words/hi.ts mirrors it). */
export const en = {
  title: 'Settings',
  contents: 'Settings sections',
  accountGroup: 'Account',
  languageHeading: 'Language',
  languageHint: 'Used on every device you sign in on, and for the emails and notifications we send you.',
  intro: 'Your account, what reaches you and who sees what, and your data: all in one place.',
  passwordHeading: 'Change your password',
  passwordHint: 'At least 8 characters. Your other devices will be signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  changePassword: 'Change password',
  saving: 'Saving…',
  /** A settings card's save row and its loading (settings/components). */
  saved: 'Saved',
  saveFailed: 'We could not save your settings. Please try again.',
  loadingSettings: 'Loading your settings…',
  settingsLoadFailed: 'We could not load your settings.',
  passwordsDiffer: 'The two passwords do not match.',
  devicesHeading: "Where you're signed in",
  devicesHint: "Don't recognise a device? End its session, then change your password.",
  signOutEverywhere: 'Sign out everywhere',
  loadingSessions: 'Loading your sessions…',
  sessionsFailed: 'We could not load your sessions.',
  thisDevice: 'This device',
  unknownAddress: 'Unknown address',
  lastSeen: 'Last seen',
  signedInAt: (when: string) => `Signed in ${when}`,
  ending: 'Ending…',
  endSession: 'End session',
  endSessionLabel: (device: string, ip: string) => `End session: ${device}, ${ip}`,
  /** A session's device from the names its user agent gave, either of them unknown (null). */
  device: (browser: string | null, system: string | null) =>
    browser && system
      ? `${browser} on ${system}`
      : (browser ?? (system ? `Browser on ${system}` : 'Unknown device')),
};
