/**
 * The frame of every page in English (the source; words/hi.ts mirrors it): the public header,
 * footer and menu, and what the signed-in frame shares with them (app/messages has the rest of
 * it). It ships with the landing's first load, so it holds only what the public frame shows.
 */
export const en = {
  skipToMain: 'Skip to main content',
  productHome: (product: string) => `${product} home`,
  mainNav: 'Main',
  openMenu: 'Open menu',
  loading: 'Loading…',
  aboutUs: 'About Us',
  services: 'Services',
  contact: 'Contact',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  signOut: 'Sign out',
  footerPitch:
    'Where Indian founders pitch ideas, find co-founders and meet the investors who back them. Free to join, free to post.',
  companyNav: 'Company',
  legalNav: 'Legal',
  copyright: (year: number, product: string) => `© ${year} ${product}. All rights reserved.`,
  madeInIndiaNote: 'Made in India',
};
