/** What the Ignite routes say. */
export const CONNECT_WORDS = {
  igniteSent: '🔥 Ignite sent! The investor has been notified.',
  onlyHustlers: 'Only Hustlers can ignite investors.',
  notAnInvestor: 'You can only ignite an investor.',
  alreadyIgnited: 'You have already ignited this investor.',
  investorNotFound: 'That investor could not be found.',
} as const;
