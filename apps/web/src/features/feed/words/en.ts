/** The dashboards in English (the source; words/hi.ts mirrors it). */
export const en = {
  roleDashboard: (role: string) => `${role} dashboard`,
  accountLabel: 'Your account',

  namaste: 'Namaste!',
  welcomeBack: 'Welcome back',
  welcomeBackName: (name: string) => `Welcome back, ${name}`,
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
};
