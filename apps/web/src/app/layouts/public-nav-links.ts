/** The public site's main links, shared by the desktop header, the mobile menu and the footer. */
export const PUBLIC_NAV_LINKS = [
  { to: '/AboutUs', label: 'About Us' },
  { to: '/Services', label: 'Services' },
  { to: '/ContactUs', label: 'Contact' },
] as const;

export const LEGAL_LINKS = [
  { to: '/Termsandconditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;
