/**
 * The installed app (issue 29) in English: its manifest (the name under the icon, the shortcuts a
 * long press shows), the offline and new-version notices and the sidebar's install offer.
 */
export const en = {
  manifestDescription: 'Pitch ideas, find co-founders and meet investors: India’s startup community.',
  shortcutMessages: 'Messages',
  shortcutNotifications: 'Notifications',
  shortcutJobs: 'Jobs',
  noticesLabel: 'App status',
  offline: 'Offline — showing what you saw last',
  newVersion: 'New version — reload',
  reload: 'Reload',
  installTitle: (product: string) => `Install ${product}`,
  installText: 'Open it from your home screen, and read what you saw last without a connection.',
  install: 'Install',
  notNow: 'Not now',
};
