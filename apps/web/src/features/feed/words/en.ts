/** The dashboards in English (the source; words/hi.ts mirrors it). */
export const en = {
  roleDashboard: (role: string) => `${role} dashboard`,
  accountLabel: 'Your account',

  namaste: 'Namaste!',
  welcomeBack: 'Welcome back',
  welcomeBackName: (name: string) => `Welcome back, ${name}`,
  /** A member who joined in the last day (issue 26). */
  welcome: 'Welcome',
  welcomeName: (name: string) => `Welcome, ${name}`,
  taglineHustler: 'Share what you are building, and see who is building alongside you.',
  taglineInvestor: 'Fresh pitches from founders across India, worth a closer look.',
  taglineCofounder: 'Ideas looking for a partner with your strengths.',
  taglineJobseeker: 'Your home base for finding the startup you want to build with.',
  createVideos: 'Create Videos',
  createBlogs: 'Create Blogs',

  feedHeading: 'Fresh from the community',
  feedLoading: 'Loading the latest videos and blogs…',
  verificationHeading: 'Your verification status',
  verificationChecking: 'Checking your verification status…',
  tryAgain: 'Try again',
  verifiedBadge: 'Verified',
  checkInbox: 'Check your inbox to confirm your email address.',

  profileHeading: 'Your profile',
  profileHint:
    'A complete profile — your picture, your story, what you bring — helps the right people find you.',
  setUpProfile: 'Set up your profile',

  // The first-run path (issue 26)
  firstRunHeading: 'Get started',
  firstRunIntro: (product: string) => `Two steps to get the most out of ${product}.`,
  firstRunSteps: 'Your first steps',
  firstRunDismiss: 'Hide Get started',
  stepDone: 'Done',
  stepProfile: 'Complete your profile',
  stepProfileHint: 'A picture, your story and what you bring help the right people find you.',
  stepHustler: 'Post a pitch video',
  stepHustlerHint: 'Investors and co-founders decide in a minute: show them what you are building.',
  stepInvestor: 'Set your ticket size and sectors',
  stepInvestorHint: 'Founders see whether you fit, and discovery shows you the right pitches.',
  stepCofounder: 'Set your co-founder preferences',
  stepCofounderHint: 'Say how much time you can give and which sectors you care about.',
  stepJobseeker: 'Find a job',
  stepJobseekerHint: 'Startups across India are hiring: browse the board and apply.',
};
