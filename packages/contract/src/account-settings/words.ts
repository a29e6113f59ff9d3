/** What the account settings call says. */
export const ACCOUNT_SETTINGS_WORDS = {
  saved: 'Your settings are saved.',
  invalidSettings: 'These settings could not be read. Please choose from the options shown.',
  invalidChannel: 'Choose on or off for each notification and channel.',
  invalidDigest: 'Please choose a daily digest or none.',
  invalidVisibility: 'Please choose nobody, your connections or everyone.',
  invalidDiscoverable: 'Choose whether your profile appears in discovery.',
  invalidDataSaver: 'Please choose automatic, on or off for data saver.',
  invalidPublicPreview: 'Choose on or off for each public preview.',
} as const;
