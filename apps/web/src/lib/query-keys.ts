/*
 * Every TanStack Query key of the app, in one place: a feature that changes data another one
 * shows (an upload refreshing the dashboard feed, a read message clearing the sidebar badge)
 * names the other's key from here, never from the other feature.
 */

/** The dashboard feed (GET Dashcontent): uploads, new blogs and talks invalidate it. */
export const DASH_CONTENT_QUERY_KEY = ['dash-content'] as const;

/** Every videos list shares this prefix, so an upload refreshes them all. */
export const VIDEOS_QUERY_KEY = ['videos'] as const;
export const videoCommentsQueryKey = (videoId: string) => ['video-comments', videoId] as const;

export type BlogKind = 'blog' | 'talk';
/** Blogs and talks share this prefix: a new post refreshes both lists. */
export const BLOGS_QUERY_KEY = ['blogs'] as const;
export const blogsQueryKey = (kind: BlogKind) => [...BLOGS_QUERY_KEY, kind] as const;
export const talkCommentsQueryKey = (blogId: string) => ['talk-comments', blogId] as const;

/**
 * One video, blog or talk at its own address (issue 26): the post itself, or null once it is
 * deleted while open. Its own prefix: the list updaters (InfiniteData) never touch it.
 */
export const POST_QUERY_KEY = ['post'] as const;
export const postQueryKey = (kind: 'video' | BlogKind, id: string) => [...POST_QUERY_KEY, kind, id] as const;

export const currentUserQueryKey = ['current-user'] as const;
/** The account's email address and a new one waiting for its link (settings; the link's page). */
export const accountEmailQueryKey = ['account-email'] as const;
export const publicProfileQueryKey = (userId: string) => ['public-profile', userId] as const;
export const verificationStatusQueryKey = (userId: string) => ['verification-status', userId] as const;
/** A role list's pages for one search and one set of filters (`filters`: their query string). */
export const profileListQueryKey = (list: string, q: string, filters = '') =>
  ['profile-list', list, q, filters] as const;

export type UnreadKind = 'messages' | 'notifications';
/** The sidebar badge queries; the prefix refreshes both. */
export const UNREAD_COUNTS_PREFIX = ['unread-count'] as const;
export const unreadCountQueryKey = (kind: UnreadKind) => [...UNREAD_COUNTS_PREFIX, kind] as const;

export const CHATS_QUERY_KEY = ['chats'] as const;
export const conversationQueryKey = (userId: string) => ['conversation', userId] as const;
export const usersQueryKey = (q: string) => ['users', q] as const;
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const CONNECTIONS_QUERY_KEY = ['connections'] as const;
/** Co-founder matching (issue 26): my invites and connections, my matches, my preferences. */
export const COFOUNDER_INVITES_QUERY_KEY = ['cofounder-invites'] as const;
export const COFOUNDER_MATCHES_QUERY_KEY = ['cofounder-matches'] as const;
export const COFOUNDER_PREFERENCES_QUERY_KEY = ['cofounder-preferences'] as const;
export const sessionsQueryKey = ['sessions'] as const;
/** My side's Ignite figures (GET /api/connects/stats): every pipeline move refreshes them. */
export const IGNITE_STATS_QUERY_KEY = ['ignite-stats'] as const;
/** The signed-in Hustler's own videos (the Ignite dialog's "Attach one of your videos"). */
export const MY_VIDEOS_QUERY_KEY = [...VIDEOS_QUERY_KEY, 'mine'] as const;
/** The signed-in user's profile completeness: a profile save and a video upload or delete refresh it. */
export const COMPLETENESS_QUERY_KEY = ['completeness'] as const;
/** The people I blocked (Settings → Privacy); blocking from a profile refreshes it. */
export const BLOCKS_QUERY_KEY = ['blocks'] as const;
/** The moderators' report queue, one list per tab (open, closed). */
export const REPORTS_QUERY_KEY = ['reports'] as const;
export const reportQueueQueryKey = (status: 'open' | 'closed') => [...REPORTS_QUERY_KEY, status] as const;
/** Issue 15: the message requests list, and my standing in one conversation (muted, blocked, may I send). */
export const MESSAGE_REQUESTS_QUERY_KEY = ['message-requests'] as const;
export const conversationStateQueryKey = (userId: string) => ['conversation-state', userId] as const;
