/** The discovery pages in English (the source; messages/hi.ts mirrors it). */
export const en = {
  cofounderMetaTitle: 'Find a co-founder',
  cofounderEyebrow: 'Co-founders',
  cofounderTitle: 'Find your co-founder',
  cofounderIntro:
    'Builders with the skills, the grit and the dream to start something with you. Say hello to the ones who get your idea.',
  searchCofounders: 'Search co-founders',
  searchPlaceholder: 'Search by name, skills or bio',
  loadingCofounders: 'Loading co-founders…',
  startupsTitle: 'Explore Startups',
  startupsEyebrow: 'Startups',
  startupsIntro:
    'Ideas taking shape across India, from first sketch to growth. Meet the founders and see where they are headed.',
  loadingStartups: 'Loading startups…',
  investorsTitle: 'Investors Hall of Fame',
  investorsEyebrow: 'Investors',
  investorsIntroForHustler:
    'Angels, VCs and community champions backing bold Indian ideas. Found one who shares your vision? Ignite a connection.',
  investorsIntro:
    'Angels, VCs and community champions backing bold Indian ideas. See what excites them and start a conversation.',
  loadingInvestors: 'Loading investors…',
  jobseekersTitle: 'Find Interns & Job Seekers',
  jobseekersEyebrow: 'Talent',
  jobseekersIntro:
    'Curious minds who want to learn by building. Find the intern or first hire who will grow with your startup.',
  loadingJobseekers: 'Loading job seekers…',
  verified: 'Verified',
  connect: 'Connect',
  message: 'Message',
  skills: 'Skills',
  superpower: 'Superpower',
  dreamProject: 'Dream project',
  interestAreas: 'Interest areas',
  workingOn: 'Working on',
  desiredRole: 'Desired role: ',
  joined: (when: string) => `Joined ${when}`,
  byFounder: (founder: string) => `by ${founder}`,
  stage: (stage: string) => `${stage} stage`,
  loadingMore: 'Loading more…',
  loadMore: 'Load more',
};
