import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@ideaignite/contract';

/**
 * The landing page in English (the source; words/hi.ts mirrors it), each section in the shape
 * its component shows it. It ships with the landing's first load, so it holds the words and
 * nothing else: icons, images and clips stay with the components and content/.
 */
export const en = {
  metaTitle: `${PRODUCT_NAME} — Startup ideas meet investors`,
  hero: {
    badge: 'From idea to investor, in one community',
    title: PRODUCT_TAGLINE.replace("'", '’'),
    intro:
      'Pitch your idea, find the co-founder who completes your team and meet investors who back bold Indian founders.',
    getStarted: 'Get Started for Free',
    seeWhatYouCanDo: 'See what you can do',
    promises: ['Free to join and post', 'No business plan needed', 'Built for founders across India'],
  },
  features: {
    eyebrow: 'What you can do',
    title: 'Everything you need to build from day one',
    intro: 'One place to share your idea, build your team and get in front of the people who fund startups.',
    items: [
      {
        title: 'Pitch your ideas',
        text: 'Share your idea in a two-minute video or a short write-up. No deck, no business plan, no gatekeepers.',
      },
      {
        title: 'Find co-founders',
        text: 'Search people by skills and vision, and meet the partner whose strengths complete your own.',
      },
      {
        title: 'Meet investors',
        text: 'Angels, VCs and community investors browse founders here, and they hear your pitch in your own words.',
      },
      {
        title: 'Videos, blogs and talks',
        text: 'Build in public. Post updates, lessons and quick thoughts, and learn from founders one step ahead.',
      },
      {
        title: 'Real-time messages',
        text: 'Chat one to one the moment you find the right person. Notifications tell you when someone replies.',
      },
      {
        title: 'Ignite',
        text: 'One click sends an investor your connection request. They are notified at once and can accept it to start talking.',
      },
    ],
  },
  whyJoin: {
    eyebrow: 'Why join',
    title: 'Nine reasons founders call this home',
    intro:
      'Whether you are sketching your first idea or raising your first round, the community has your back.',
    items: [
      { title: 'Mentorship', text: 'Learn from founders and operators who have already walked the road.' },
      { title: 'Funding access', text: 'Get your idea in front of angels, VCs and community investors.' },
      { title: 'Market validation', text: 'Test your idea with real feedback before you spend a rupee.' },
      {
        title: 'A network that works',
        text: 'Meet founders, builders and backers from every corner of India.',
      },
      { title: 'Visibility', text: 'Your videos, blogs and talks put your work where people can find it.' },
      {
        title: 'Incubation programs and hackathons',
        text: 'Hear about incubators, challenges and hackathons that help teams move faster.',
      },
      {
        title: 'Jobs and collaboration',
        text: 'Find early hires, interns and collaborators, or join a startup yourself.',
      },
      { title: 'Personal growth', text: 'Sharpen your pitch, your thinking and your leadership in public.' },
      {
        title: 'Community support',
        text: 'Celebrate wins and get through setbacks with people who understand.',
      },
    ],
  },
  guides: {
    eyebrow: 'Video guides',
    title: `Get Started with ${PRODUCT_NAME}`,
    intro:
      'Quick guides to turn your ideas into reality — from concept to community and investor connections.',
    play: (title: string) => `Play ${title}`,
    // In the order of content/guide-videos.ts, which names their clips.
    items: [
      {
        title: 'Getting Started',
        description: 'Create your free account, pick your role and share your first idea in a few minutes.',
      },
      {
        title: 'Roles Explained: Which One Are You?',
        description:
          'Hustler, Investor, Cofounder or Jobseeker: see what each role does and choose the one that fits you.',
      },
      {
        title: 'No Idea? No Problem. Be a Co-founder!',
        description:
          'No idea of your own yet? Bring your skills to a founder whose mission excites you and build it together.',
      },
      {
        title: 'Find Investors Without Cold Emails',
        description:
          'Let your videos and profile tell your story, then Ignite the investors who back your space.',
      },
      {
        title: 'What Happens After You Join',
        description:
          'Complete your profile, explore the community and start the conversations that move your idea forward.',
      },
      {
        title: 'Your All-in-One Startup Playground',
        description:
          'Videos, blogs, talks, messages and connections: everything you need to build your startup, in one place.',
      },
    ],
  },
  articles: {
    eyebrow: 'Read and learn',
    title: `Featured Articles from ${PRODUCT_NAME}`,
    intro: 'Ideas, playbooks and stories for founders building in India.',
    readMore: 'Read More',
    illustration: (title: string) => `Illustration for the article “${title}”`,
    // In the order of content/articles.ts. Only each article's opening (its first
    // ARTICLE_PREVIEW_LENGTH characters, the card's preview) ships with the landing page; the rest
    // loads with the Article Details dialog (article-dialog/messages).
    items: [
      {
        title: 'The Future Belongs to the Idea-Makers',
        opening:
          'For most of the last two decades, the Indian startup story was told from a handful of postcodes: Kor',
      },
      {
        title: 'Why Every Vision Needs a Voice',
        opening:
          'Every founder carries a picture of the future in their head: the app that helps a kirana store manag',
      },
      {
        title: 'Community-Driven Startups Are the Future',
        opening:
          'The old startup playbook was to build in stealth, raise a round, then spend heavily on marketing to ',
      },
      {
        title: 'Bootstrapping: Building Without Big Investors',
        opening:
          'Funding headlines make it easy to believe that a startup is not real until it has raised money. Yet ',
      },
      {
        title: 'The Art of Pitching Ideas to Investors',
        opening:
          'Most founders think of a pitch as a presentation. Experienced investors see it differently: it is th',
      },
      {
        title: 'From Side Hustle to Scalable Business',
        opening:
          'Many Indian startups do not begin with a resignation letter. They begin on weekends: a software engi',
      },
      {
        title: 'Why User Feedback is Your Secret Weapon',
        opening:
          'Every founder believes they understand their customer. The ones who succeed keep checking. User feed',
      },
      {
        title: 'Building Ethical and Sustainable Startups',
        opening:
          '“Move fast and break things” was never a great motto, and in India today it is a risky one. Customer',
      },
      {
        title: 'The Rise of Digital Entrepreneurs in India',
        opening:
          'A decade ago, starting a business in a small Indian town usually meant a shop, a dealership or the f',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    items: [
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
    ],
    stillHaveQuestion: 'Still have a question?',
    contactTeam: 'Contact our team',
  },
};
