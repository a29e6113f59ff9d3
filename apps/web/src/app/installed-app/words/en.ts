/**
 * The installed app (issue 29) in English: the offline and new-version notices and the sidebar's
 * install offer. (Its manifest's words are in build/installed-app-parts.ts.)
 */
export const en = {
  noticesLabel: 'App status',
  offline: 'Offline — showing what you saw last',
  newVersion: 'New version — reload',
  reload: 'Reload',
  installTitle: (product: string) => `Install ${product}`,
  installText: 'Open it from your home screen, and read what you saw last without a connection.',
  install: 'Install',
  notNow: 'Not now',
};
