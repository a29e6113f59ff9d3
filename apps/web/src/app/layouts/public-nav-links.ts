import { PATHS } from '../paths.ts';

/** The public site's main links, shared by the desktop header, the mobile menu and the footer. */
export const PUBLIC_NAV_LINKS = [
  { to: PATHS.about, label: 'About Us' },
  { to: PATHS.services, label: 'Services' },
  { to: PATHS.contact, label: 'Contact' },
] as const;

export const LEGAL_LINKS = [
  { to: PATHS.terms, label: 'Terms and Conditions' },
  { to: PATHS.privacy, label: 'Privacy Policy' },
] as const;
