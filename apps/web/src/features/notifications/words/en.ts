/** The notifications page in English (the source; words/hi.ts mirrors it). */
export const en = {
  title: 'Notifications',
  intro: 'Ignites, replies and reactions to your work, as they happen.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  new: 'New',
  loading: 'Loading notifications…',
  tryAgain: 'Try again',
  viewConnections: 'View connections',
  openInbox: 'Open your Ignite inbox',
  openPipeline: 'See your pipeline',
  openChat: 'Open chat',
  openMessages: 'Open messages',
  openRequests: 'See message requests',
  seeVideos: 'See videos',
  seeBlogs: 'Read blogs',
  seeTalks: 'See talks',
};
