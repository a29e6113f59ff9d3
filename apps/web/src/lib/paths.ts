import {
  POST_PATHS,
  type PostKind,
  postPath,
  ROLE_DASHBOARD_ROUTES,
  ROLE_FORM_ROUTES,
  type Role,
} from '@ideaignite/contract';

/**
 * Every page's path, spelled as the spec spells it (section 2), odd spellings included: the
 * routes register these and every link, redirect and navigation uses them. React Router matches
 * paths case-insensitively, so a lower-case spelling below opens the page of its namesake.
 */
export const PATHS = {
  home: '/',
  about: '/AboutUs',
  services: '/Services',
  contact: '/ContactUs',
  terms: '/Termsandconditions',
  privacy: '/privacy-policy',
  signup: '/signup',
  signin: '/signin',
  verifyEmail: '/verify-email',
  /** The link mailed to a new address (Settings → Email address). */
  confirmEmail: '/confirm-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Leads to the signed-in user's own dashboard. */
  dashboard: '/dashboard',
  roleDashboard: '/dashboard/:role',
  hustlerForm: ROLE_FORM_ROUTES.Hustler,
  cofounderForm: ROLE_FORM_ROUTES.Cofounder,
  investorForm: ROLE_FORM_ROUTES.Investor,
  jobseekerForm: ROLE_FORM_ROUTES.Jobseeker,
  profile: '/Profile',
  /** The spec's lower-case spelling (sidebars, after an update): the same page as /Profile. */
  profileLowerCase: '/profile',
  /** The Investor sidebar's spelling: redirects to /Profile. */
  investorProfile: '/Iprofile',
  updateProfile: '/Update_profile',
  user: '/users/:userId',
  findCofounder: '/Findcofounder',
  findHustler: '/FindHustler',
  findInvestor: '/FindInvestor',
  findJobseeker: '/FindJobseeker',
  videos: '/videos',
  blogs: '/blogs',
  talks: '/talks',
  /** One video, blog or talk at its own address (issue 26): what notifications and shared links open. */
  video: POST_PATHS.video,
  blog: POST_PATHS.blog,
  talk: POST_PATHS.talk,
  messages: '/messages',
  notifications: '/Notification',
  /** The sidebars' spelling: redirects to /Notification. */
  notificationsPlural: '/notifications',
  networking: '/networking',
  /** An investor's Ignite inbox (issue 14): the pitches received, opened and answered. */
  ignites: '/ignites',
  /** A Hustler's Ignite pipeline (issue 14): every Ignite sent and where it stands, live. */
  pipeline: '/pipeline',
  /** Co-founder matching (issue 26): my matches, ranked with their reasons. */
  cofounderMatches: '/cofounders',
  /** What I look for in a co-founder, each part must-have, nice to have or not at all. */
  cofounderPreferences: '/cofounders/preferences',
  settings: '/settings',
  /** The moderators' report queue (issue 15): only accounts named by ADMIN_EMAILS may use it. */
  adminReports: '/admin/reports',
  /** The jobs board (issue 25): internships and jobs at startups, for every signed-in role. */
  jobs: '/jobs',
  /** A job seeker's saved postings, closing soonest first. */
  savedJobs: '/jobs/saved',
  /** A job seeker's applications and where each stands. */
  myApplications: '/jobs/applications',
  /** A Hustler's own postings. */
  myJobs: '/jobs/mine',
  /** A Hustler's new posting. */
  newJob: '/jobs/new',
  /** One posting (its static siblings above are registered before it). */
  job: '/jobs/:jobId',
  /** A Hustler editing a posting. */
  editJob: '/jobs/:jobId/edit',
  /** A posting's applicants (the owner's tracker). */
  jobApplicants: '/jobs/:jobId/applicants',
  /** Search (issue 28): `?q=` the words, `&tab=` the kind shown. */
  search: '/search',
} as const;

/** A role's dashboard; the landing page when the role is unknown. */
export function dashboardPath(role: Role | null | undefined): string {
  return role ? ROLE_DASHBOARD_ROUTES[role] : PATHS.home;
}

/** A role's profile set-up form; the landing page when the role is unknown. */
export function profileFormPath(role: Role | null | undefined): string {
  return role ? ROLE_FORM_ROUTES[role] : PATHS.home;
}

/** Another member's public profile. */
export const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

/** /messages with the chat with `userId` open. */
export const messageUserPath = (userId: string) => `${PATHS.messages}?to=${encodeURIComponent(userId)}`;

/** One job posting's page. */
export const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;

/** The form editing a posting. */
export const editJobPath = (jobId: string) => `${jobPath(jobId)}/edit`;

/** A posting's applicants (its owner's tracker). */
export const jobApplicantsPath = (jobId: string) => `${jobPath(jobId)}/applicants`;

/** One video's, blog's or talk's own page. */
export { postPath };
export const videoPath = (videoId: string) => postPath('video', videoId);
export const blogPath = (blogId: string) => postPath('blog', blogId);
export const talkPath = (talkId: string) => postPath('talk', talkId);
export type { PostKind };
