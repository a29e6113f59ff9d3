/** Words the shared helpers of lib/ return, in English (the source; words/hi.ts mirrors it). */
export const en = {
  unknownUser: 'Unknown User',
  unnamedMember: (product: string) => `${product} member`,
  ticketRange: (from: string, to: string) => `${from} – ${to}`,
  ticketFrom: (amount: string) => `From ${amount}`,
  ticketUpTo: (amount: string) => `Up to ${amount}`,
};
