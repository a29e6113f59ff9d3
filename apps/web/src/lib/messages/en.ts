/** Words the shared helpers of lib/ return, in English (the source; messages/hi.ts mirrors it). */
export const en = {
  unknownUser: 'Unknown User',
  unnamedMember: (product: string) => `${product} member`,
};
