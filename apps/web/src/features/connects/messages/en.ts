/** The connections page in English (the source; messages/hi.ts mirrors it). */
export const en = {
  title: 'Your connections',
  eyebrow: 'Networking',
  introInvestor: 'Hustlers who ignited you, and the founders you said yes to.',
  introHustler: 'Investors you ignited, and the ones ready to talk.',
  introOther:
    'Ignite connects Hustlers with Investors: a Hustler ignites an investor, who can accept and start talking. Your conversations live in Messages.',
  loading: 'Loading your connections…',
  tryAgain: 'Try again',
  connectedTab: 'Connected',
  receivedTab: 'Requests received',
  sentTab: 'Requests sent',
  pendingCount: ' pending',
  ignitedYou: 'Ignited you',
  youIgnited: 'You ignited them',
  connectedVerb: 'Connected',
  unknownUser: 'Unknown User',
  message: 'Message',
  emptyReceived: 'No Ignites yet. When a Hustler ignites you about their startup, it lands here.',
  emptySent: 'You have not ignited an investor yet. Found one who shares your vision? Ignite a connection.',
  emptyConnectedHustler:
    'No connections yet. When an investor accepts your Ignite, you can message them from here.',
  emptyConnectedInvestor: 'No connections yet. Accept an Ignite to start talking with its founder.',
  emptyConnected: 'No connections yet.',
  exploreStartups: 'Explore startups',
  exploreInvestors: 'Explore investors',
};
