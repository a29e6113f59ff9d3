/**
 * The signed-in frame (sidebar, phone bar, footer) and the phone menu in English (the source;
 * messages/hi.ts mirrors it); what it shares with the public frame is in layouts/messages.
 */
export const en = {
  productMenu: (product: string) => `${product} menu`,
  closeMenu: 'Close menu',
  mobileNav: 'Mobile',
  madeInIndia: (year: number, product: string) => `© ${year} ${product}. Made in India.`,
  desktopHint: (product: string) => `For the best experience, use ${product} on a desktop browser.`,
  unreadLabel: (entry: string, count: string) => `${entry}, ${count} unread`,
  menuContents: 'Contents',
  menuCreateContents: 'Create Contents',
  menuVideos: 'Videos',
  menuBlogs: 'Blogs',
  menuTalks: 'Talks',
  menuCreateVideos: 'Create Videos',
  menuCreateBlogs: 'Create Blogs',
  menuCofounders: 'Explore Co-founder Profiles',
  menuInvestors: 'Explore Investor Profiles',
  menuInterns: 'Find Intern Profiles',
  menuMessages: 'Messages',
  menuNotifications: 'Notifications',
  menuProfile: 'Profile',
  menuDashboard: 'Dashboard',
  menuNetworking: 'Networking',
  menuManageStartups: 'Manage Startups',
  menuExploreStartups: 'Explore Startups',
  yourAvatar: 'Your avatar',
  noPic: 'No Pic',
  yourAccount: 'Your account',
  settingsLink: 'Settings',
};
