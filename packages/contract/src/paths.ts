import type { IgniteAction } from './connects/pipeline.ts';
import type { Role } from './roles.ts';

/** Where the API lives: every endpoint's path starts with it (the server keeps pages out of it). */
export const API_PREFIX = '/api';

/** Every API path, exactly as spec section 7 spells it, plus our own beyond-spec calls. */
export const API = {
  signup: '/api/auth/signup',
  signin: '/api/auth/signin',
  logout: '/api/auth/logout',
  currentSession: '/api/auth/session',
  sessions: '/api/auth/sessions',
  session: (sessionId: string) => `/api/auth/sessions/${encodeURIComponent(sessionId)}`,
  changePassword: '/api/auth/password',
  /** The account's address: GET it, POST a change (current password), and the change's steps. */
  email: '/api/auth/email',
  emailResend: '/api/auth/email/resend',
  emailPending: '/api/auth/email/pending',
  emailConfirm: '/api/auth/email/confirm',
  preferences: '/api/auth/preferences',
  forgotPassword: '/api/auth/password/forgot',
  resetPassword: '/api/auth/password/reset',
  unlockSignin: '/api/auth/unlock',
  verify: '/api/user/verify',
  confirmEmail: '/api/user/verify/confirm',
  contact: '/api/contact',
  profileHustler: '/api/userprofile/Hustler',
  profileCofounder: '/api/userprofile/cofounder',
  profileInvestor: '/api/userprofile/Investor',
  profileJobseeker: '/api/usrprofile/Jobseeker',
  addVideo: '/api/userprofile/addvideo',
  addBlog: '/api/userprofile/addblog',
  getUser: '/api/userprofile/getUser',
  feedPage: '/api/userprofile/Dashcontent',
  getVideos: '/api/userprofile/getvideos',
  getBlogs: '/api/userprofile/getblogs',
  addTalks: '/api/userprofile/addTalks',
  cofounderProfiles: '/api/userprofile/cofounderprofile',
  hustlerProfiles: '/api/userprofile/Hustlerprofile',
  investorProfiles: '/api/userprofile/Investorprofile',
  jobseekerProfiles: '/api/userprofile/Jobseekerprofile',
  updateHustlerProfile: '/api/userprofile/Update_H_profile',
  likeVideo: '/api/videos/like',
  unlikeVideo: '/api/videos/unlike',
  talkComments: (blogId: string) => `/api/blogs/${encodeURIComponent(blogId)}/comments`,
  commentVideo: '/api/videos/comments',
  videoComments: (videoId: string) => `/api/commentget/${encodeURIComponent(videoId)}`,
  video: (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}`,
  blog: (blogId: string) => `/api/blogs/${encodeURIComponent(blogId)}`,
  talk: (talkId: string) => `/api/talks/${encodeURIComponent(talkId)}`,
  videoComment: (commentId: string) => `/api/comments/video/${encodeURIComponent(commentId)}`,
  talkComment: (commentId: string) => `/api/comments/talk/${encodeURIComponent(commentId)}`,
  igniteInvestor: '/api/connects/hustlertoinvestor',
  notifications: '/api/Notifications',
  notificationsUnreadCount: '/api/Notifications/unread-count',
  notificationsReadAll: '/api/Notifications/read-all',
  notificationRead: (id: string) => `/api/Notifications/${encodeURIComponent(id)}/read`,
  connections: '/api/connects',
  /** A pipeline move on an Ignite (IGNITE_TRANSITIONS: view, meeting, pass, connect). */
  igniteAction: (id: string, action: IgniteAction) => `/api/connects/${encodeURIComponent(id)}/${action}`,
  igniteStats: '/api/connects/stats',
  /** Counts per filter option for a role list (the same query as the list, no paging). */
  discoveryFacets: (role: Role) => `/api/discovery/${role.toLowerCase()}/facets`,
  completeness: '/api/userprofile/completeness',
  users: '/api/users',
  /** Issue 15: message requests (bare array, paged like the chat list), and my standing in one conversation. */
  messageRequests: '/api/messages/requests',
  conversationState: (userId: string) => `/api/messages/${encodeURIComponent(userId)}/state`,
  acceptRequest: (userId: string) => `/api/messages/${encodeURIComponent(userId)}/accept`,
  declineRequest: (userId: string) => `/api/messages/${encodeURIComponent(userId)}/decline`,
  muteConversation: (userId: string) => `/api/messages/${encodeURIComponent(userId)}/mute`,
  blocks: '/api/blocks',
  block: (userId: string) => `/api/blocks/${encodeURIComponent(userId)}`,
  reports: '/api/reports',
  adminReports: '/api/admin/reports',
  adminReportAction: (reportId: string, action: 'dismiss' | 'hide' | 'suspend') =>
    `/api/admin/reports/${encodeURIComponent(reportId)}/${action}`,
  adminRestoreUser: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/restore`,
  /** Shows again what a report's hiding hid. */
  adminRestoreContent: (reportId: string) => `/api/admin/reports/${encodeURIComponent(reportId)}/restore`,
  publicProfile: (userId: string) => `/api/users/${encodeURIComponent(userId)}`,
  myProfile: '/api/userprofile/me',
  accountSettings: '/api/account/settings',
  messages: '/api/messages',
  messagesUnreadCount: '/api/messages/unread-count',
  conversationRead: (userId: string) => `/api/messages/${encodeURIComponent(userId)}/read`,
  conversation: (userId: string) => `/api/messages/${encodeURIComponent(userId)}`,
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
} as const;

/** What a post is at its own address (issue 26): a video, a blog or a talk. */
export type PostKind = 'video' | 'blog' | 'talk';

/**
 * Every post's page in the web app (issue 26), the address a notification, an email or a shared
 * link opens; the server renders its public preview at the same path.
 */
export const POST_PATHS = {
  video: '/videos/:videoId',
  blog: '/blogs/:blogId',
  talk: '/talks/:talkId',
} as const satisfies Record<PostKind, string>;

/** One post's page: `/videos/<id>`, `/blogs/<id>` or `/talks/<id>`. */
export const postPath = (kind: PostKind, id: string) => `/${kind}s/${encodeURIComponent(id)}`;

export const SOCKET_EVENTS = {
  join: 'join',
  sendMessage: 'sendMessage',
  sendComment: 'sendComment',
  receiveMessage: 'receiveMessage',
  newComment: 'newComment',
  newTalkComment: 'newTalkComment',
  newTalk: 'newTalk',
  notification: 'notification',
  videoUpdated: 'videoUpdated',
  videoDeleted: 'videoDeleted',
  blogUpdated: 'blogUpdated',
  blogDeleted: 'blogDeleted',
  commentUpdated: 'commentUpdated',
  commentDeleted: 'commentDeleted',
  /** Issue 26: a video's, blog's or talk's like count changed: (target, id, likes) to every client. */
  likesChanged: 'likesChanged',
  /** Issue 27: a video's ladder is ready (or could not be made): (videoId, VideoStream). */
  videoStreamUpdated: 'videoStreamUpdated',
  /** Decision 048: a video's poster was made after its upload's answer: (videoId, posterUrl). */
  videoPosterUpdated: 'videoPosterUpdated',
  /** An Ignite moved (or was sent): both sides get the ConnectionDetail. */
  igniteUpdated: 'igniteUpdated',
  /** Issue 25: a job application was sent, moved, withdrawn or closed: both sides get ApplicationUpdatedEvent. */
  applicationUpdated: 'applicationUpdated',
  /** Issue 15, both ways: typing in a conversation ({ to, typing } up, { from, typing } down), never stored. */
  typing: 'typing',
  /** Up: the ids of messages this client received; the server marks them delivered. */
  delivered: 'delivered',
  /** Down: my messages were delivered or read (MessageStatusEvent), only when read receipts are shared. */
  messageStatus: 'messageStatus',
  /** Up (issue 32): { items: [{ kind, id }] } now on screen; acknowledged with WatchAnswer. */
  watch: 'watch',
  /** Up (issue 32): { items } no longer on screen. */
  unwatch: 'unwatch',
} as const;
