import type { ReportReason } from '@ideaignite/contract';

/**
 * Safe messaging in the demo (issue 15, decision 023): message requests from people the receiver
 * has no conversation or Ignite with, and open reports in the moderators' queue.
 */

export interface DemoRequestMessage {
  text: string;
  /** How long before seeding it was sent. */
  minutesAgo: number;
}

export interface DemoMessageRequest {
  fromKey: string;
  toKey: string;
  /** Oldest first; at most REQUEST_MESSAGE_LIMIT, as the send path allows before an answer. */
  messages: DemoRequestMessage[];
  /** The receiver's conversation row: still waiting, or declined (the sender is not told). */
  state: 'request' | 'declined';
}

export interface DemoReportedTalk {
  authorKey: string;
  title: string;
  minutesAgo: number;
}

export interface DemoReport {
  reporterKey: string;
  /** The reported talk (DEMO_REPORTED_TALK), or one message of DEMO_MESSAGE_REQUESTS. */
  about: { talk: true } | { requestIndex: number; messageIndex: number };
  reason: ReportReason;
  details?: string;
  minutesAgo: number;
}

export const DEMO_MESSAGE_REQUESTS: DemoMessageRequest[] = [
  // Waiting in the demo investor's Requests: a Bengaluru engineer she has never talked to.
  {
    fromKey: 'divya',
    toKey: 'priya',
    messages: [
      {
        text: 'Hi Priya, I am Divya, an ML engineer here in Bengaluru. I have spent three years on crop-disease detection from phone photos at an agri research lab, and I am thinking of leaving to build it for FPOs. You back agritech: could I buy you a filter coffee one morning and ask how you judge a technical founder who has no business co-founder yet?',
        minutesAgo: 150,
      },
    ],
    state: 'request',
  },
  // A sales pitch copied to founders across Indore; the demo hustler declined it and reported it.
  {
    fromKey: 'mohit',
    toKey: 'aarav',
    messages: [
      {
        text: 'Aarav ji namaste! KhetiKart needs proper GST billing software. I will install it for your whole team FREE for 3 months, after that only ₹1,999 a month. Reply YES and I will call you today.',
        minutesAgo: 21 * 60,
      },
      {
        text: 'Sir please reply, only 5 slots left in Indore at this price. Offer closes Sunday!!',
        minutesAgo: 19 * 60,
      },
    ],
    state: 'declined',
  },
];

/** An ad posted as a talk, reported twice and waiting in the moderators' queue. */
export const DEMO_REPORTED_TALK: DemoReportedTalk = {
  authorKey: 'mohit',
  title:
    'Kirana, medical and hardware store owners of MP: GST billing software FREE for 3 months!! Works offline, Hindi support, UPI QR on every bill. Only 20 slots left this month, DM me today 🔥🔥',
  minutesAgo: 30 * 60,
};

/** Open reports: the talk by two members, one of the pitch messages by the person it was sent to. */
export const DEMO_REPORTS: DemoReport[] = [
  {
    reporterKey: 'harpreet',
    about: { talk: true },
    reason: 'spam',
    details: 'This is an ad, not a talk, and the second one from him this week.',
    minutesAgo: 28 * 60,
  },
  {
    reporterKey: 'tanvi',
    about: { talk: true },
    reason: 'spam',
    minutesAgo: 26 * 60,
  },
  {
    reporterKey: 'aarav',
    about: { requestIndex: 1, messageIndex: 1 },
    reason: 'spam',
    details:
      'Two sales messages in two hours from someone I have never spoken to. Other founders in Indore got the same text.',
    minutesAgo: 18 * 60,
  },
];
