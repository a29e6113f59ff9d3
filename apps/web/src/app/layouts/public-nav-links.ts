import type { Catalogue } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import type { en } from './words/en.ts';

type Words = Catalogue<typeof en>;

/** The public site's main links in the words of `m`, shared by the desktop header, the mobile menu and the footer. */
export const publicNavLinks = (m: Words) => [
  { to: PATHS.about, label: m.aboutUs },
  { to: PATHS.services, label: m.services },
  { to: PATHS.contact, label: m.contact },
];

/** The legal pages' links in the words of `m`. */
export const legalLinks = (m: Words) => [
  { to: PATHS.terms, label: m.terms },
  { to: PATHS.privacy, label: m.privacy },
];
