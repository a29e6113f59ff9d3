import { PRODUCT_NAME } from '@ideaignite/contract';

export const FAQ_ITEMS = [
  {
    question: `Is ${PRODUCT_NAME} free to join?`,
    answer: `Yes. Creating an account, setting up your profile and posting videos, blogs and talks are all free. There is no fee for connecting with other members, and ${PRODUCT_NAME} takes no commission or equity from any deal you make.`,
  },
  {
    question: 'Do I need a business plan to post my idea?',
    answer:
      'No. Many great startups began as a few sentences and a lot of conviction. Describe the problem you want to solve and why it matters to you; you can refine the details with feedback from the community.',
  },
  {
    question: 'Which role should I choose?',
    answer:
      'Choose Hustler if you have an idea or a startup, even if you do not call yourself an entrepreneur yet. Choose Investor if you fund startups, Co-founder if you want to bring your skills to someone else’s idea, and Job Seeker if you want to work at an early-stage startup.',
  },
  {
    question: 'What is Ignite?',
    answer:
      'Ignite is how a Hustler asks an investor to connect. One click sends the request, the investor is notified straight away and can accept or decline. Accepted connections appear in your network so you can keep the conversation going.',
  },
  {
    question: 'I don’t have an idea yet. Can I still join?',
    answer:
      'Absolutely. Join as a Co-founder and show your strengths and superpower to founders who need exactly that, or as a Job Seeker to be found by startups looking for interns and early hires.',
  },
  {
    question: 'How do investors find my startup?',
    answer:
      'Investors browse founder profiles and the videos, blogs and talks they post. A complete profile and a clear two-minute pitch video make the biggest difference. You can also Ignite investors directly.',
  },
  {
    question: 'Is my idea safe if I share it?',
    answer:
      'Your posts are visible to signed-in members, and you keep ownership of everything you post. Share the problem and your vision, and keep confidential details such as code, contracts or financials for private conversations with people you trust.',
  },
  {
    question: 'Can I message other members directly?',
    answer:
      'Yes. Real-time messaging lets you chat one to one with any member, and notifications tell you when someone writes to you or responds to your Ignite.',
  },
  {
    question: 'What does the verified badge mean?',
    answer:
      'It shows that the member has confirmed their email address. It is a basic trust signal, not an endorsement, so always do your own due diligence before you share sensitive information or money.',
  },
] as const;
