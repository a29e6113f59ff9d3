/** The About, Services, legal and 404 pages in English (the source; words/hi.ts mirrors it). */
export const en = {
  getStarted: 'Get Started for Free',

  aboutTitle: 'About Us',
  aboutEyebrow: 'About us',
  aboutHeading: 'Every great Indian company started as someone’s idea',
  aboutLead: (product: string) =>
    `${product} is where those ideas find their people: the co-founders, early teammates, mentors and investors who turn a spark into a startup.`,
  missionHeading: 'Our mission',
  missionText:
    'No good idea in India should die for lack of a network. We connect people with ideas to the people who can help them build, fund and grow those ideas, openly and for free.',
  storyHeading: 'Our story',
  storyBegan: (product: string) =>
    `${product} began in Bengaluru with a simple observation. Across the country, in college hostels, small towns and busy offices, people carry ideas worth building. Yet mentors, co-founders and capital still reach mostly those who already know the right people.`,
  storyBuilt:
    'So we built one place where a founder can pitch in a two-minute video, a developer can find a mission worth joining, and an investor can discover a team before everyone else does.',
  valuesHeading: 'What we stand for',
  ideasTitle: 'Ideas over pedigree',
  ideasText:
    'A strong idea deserves a hearing whether it comes from an IIT hostel or a kirana shop counter. Your work speaks, not your surname or your college.',
  freeTitle: 'Free to start',
  freeText:
    'Joining, building a profile and posting your idea cost nothing. No business plan, no pitch deck and no gatekeeper standing between you and the community.',
  trustTitle: 'Trust by design',
  trustText:
    'Confirmed email addresses, clear rules, and privacy built on India’s Digital Personal Data Protection Act. You decide what you share and with whom.',
  communityTitle: 'Community first',
  communityText:
    'Founders who give feedback get better feedback. We reward generosity: thoughtful comments, honest advice and introductions that help someone else move forward.',
  allIndiaTitle: 'Built for all of India',
  allIndiaText:
    'Great companies are being started in Indore, Kochi, Guwahati and Jaipur, not only in the metros. We build for founders wherever they are.',
  patientTitle: 'Patient, long-term thinking',
  patientText:
    'Startups take years, not weekends. We help you find people who will stay the course with you, from the first sketch to the first crore of revenue.',
  indiaHeading: 'Why India, why now',
  indiaEcosystem:
    'India has one of the largest startup ecosystems in the world, and a new generation of founders is building for Bharat: fintech for small traders, agritech for farmers, vernacular content for the next five hundred million internet users.',
  indiaGrit: (product: string) =>
    `Most of them start without a rich uncle or a Silicon Valley network. ${product} exists so that what decides a startup’s future is the strength of the idea and the grit of the team behind it.`,
  aboutCtaTitle: 'Your idea deserves an audience',
  aboutCtaText:
    'Create a free account in under a minute and share what you are building with founders and investors across India.',

  servicesTitle: 'Services',
  servicesHeading: (product: string) => `How ${product} works`,
  servicesLead:
    'One community for the whole journey, from a rough idea to a funded team. Joining and posting is free, and you do not need a business plan to begin.',
  stepsHeading: 'Four steps from idea to connection',
  signUpTitle: 'Create your free account',
  signUpText:
    'Sign up with your email and pick the role that fits you today: Hustler, Investor, Co-founder or Job Seeker.',
  profileTitle: 'Set up your profile',
  profileText:
    'Add a photo, a short bio and what you bring: your project and its stage, your skills, or the sectors you invest in.',
  shareTitle: 'Share and explore',
  shareText:
    'Post pitch videos, blogs and short talks. Browse profiles by role and join the conversation with likes and comments.',
  connectTitle: 'Connect and build',
  connectText:
    'Message people in real time. Hustlers can Ignite an investor with one click, and every reply lands in your notifications.',
  rolesHeading: 'Choose your role',
  rolesLead: 'Your role shapes your dashboard and who you meet first. Everyone shares the same community.',
  servicesCtaTitle: 'Find your people in minutes',
  servicesCtaText:
    'Pick a role, set up your profile and start meeting founders, co-founders and investors today.',

  hustlerSummary:
    'You own an idea or are already building a startup. You do not need to call yourself an entrepreneur yet.',
  hustlerPitch: 'Pitch your idea with short videos, blogs and talks',
  hustlerExplore: 'Explore co-founder, investor and intern profiles',
  hustlerIgnite: 'Ignite an investor: send a direct connection request',
  hustlerMessage: 'Message people in real time and get notified of replies',
  investorSummary:
    'Angel, venture capitalist, institutional or community investor looking for the next promising team.',
  investorExplore: 'Explore startups and watch founders pitch in their own words',
  investorIgnites: 'Accept or decline Ignite requests from founders',
  investorMessage: 'Message founders directly, without cold emails',
  investorFollow: 'Follow videos, blogs and talks in your dashboard feed',
  cofounderSummary:
    'No idea of your own yet? Bring your skills and superpower to a founder who needs exactly you.',
  cofounderShowcase: 'Showcase your strengths, vision and superpower',
  cofounderBrowse: 'Browse startups that are looking for a partner',
  cofounderDiscuss: 'Like, comment on and discuss founders’ pitches',
  cofounderMessage: 'Message founders and build your network',
  jobseekerSummary: 'Want to learn by working at an early-stage startup? Create a profile founders can find.',
  jobseekerProfile: 'Set up a profile with your desired role and strengths',
  jobseekerDiscovered: 'Be discovered by founders looking for interns and early hires',
  jobseekerTools: 'Dedicated job seeker tools are on the way',

  legalEyebrow: 'Legal',
  effectiveDate: (date: string) => `Effective date: ${date}`,
  contents: 'Contents',
  privacyTitle: 'Privacy Policy',
  termsTitle: 'Terms and Conditions',
};
