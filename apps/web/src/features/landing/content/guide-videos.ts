export interface GuideVideo {
  title: string;
  /** Public URL path of the mp4 clip. */
  src: string;
  /** Public URL path of the poster frame shown before playback. */
  poster: string;
  description: string;
}

export const guideVideos: GuideVideo[] = [
  {
    title: 'Getting Started',
    src: '/guides/getting-started.mp4',
    poster: '/guides/getting-started.jpg',
    description: 'Create your free account, pick your role and share your first idea in a few minutes.',
  },
  {
    title: 'Roles Explained: Which One Are You?',
    src: '/guides/roles-explained.mp4',
    poster: '/guides/roles-explained.jpg',
    description:
      'Hustler, Investor, Cofounder or Jobseeker: see what each role does and choose the one that fits you.',
  },
  {
    title: 'No Idea? No Problem. Be a Co-founder!',
    src: '/guides/be-a-cofounder.mp4',
    poster: '/guides/be-a-cofounder.jpg',
    description:
      'No idea of your own yet? Bring your skills to a founder whose mission excites you and build it together.',
  },
  {
    title: 'Find Investors Without Cold Emails',
    src: '/guides/find-investors.mp4',
    poster: '/guides/find-investors.jpg',
    description:
      'Let your videos and profile tell your story, then Ignite the investors who back your space.',
  },
  {
    title: 'What Happens After You Join',
    src: '/guides/after-you-join.mp4',
    poster: '/guides/after-you-join.jpg',
    description:
      'Complete your profile, explore the community and start the conversations that move your idea forward.',
  },
  {
    title: 'Your All-in-One Startup Playground',
    src: '/guides/startup-playground.mp4',
    poster: '/guides/startup-playground.jpg',
    description:
      'Videos, blogs, talks, messages and connections: everything you need to build your startup, in one place.',
  },
];
