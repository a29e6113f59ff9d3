/** Business constants of spec section 9, one place for client and server. */
export const MAX_VIDEO_BYTES = 52_428_800;
export const ALLOWED_VIDEO_TYPES = ['video/mp4', 'video/mpeg', 'video/quicktime', 'video/x-msvideo'] as const;
export const ALLOWED_COVER_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const ALLOWED_PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const POPUP_CLOSE_DELAY_MS = 2000;
export const DEFAULT_ADVENTURE_ALERT = 5;
export const DEFAULT_EXPLORATION_PREFERENCE = 5;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** Sign-in throttles, after Mastodon: per IP, and failed attempts per account whatever the IP. */
export const SIGNIN_IP_LIMIT = { max: 25, windowMs: 5 * 60 * 1000 } as const;
export const SIGNIN_ACCOUNT_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;
export const VERIFY_RESEND_INTERVAL_MS = 60 * 60 * 1000;
/** Emailed one-time links: a password reset works for 30 minutes, an unlock link for an hour. */
export const PASSWORD_RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
export const UNLOCK_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Reset requests: per IP (rate limit) and reset emails per account. */
export const PASSWORD_RESET_IP_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;
export const PASSWORD_RESET_ACCOUNT_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/** Signed-in devices per account; a new sign-in beyond this ends the least recently used one. */
export const MAX_SESSIONS_PER_USER = 50;

/**
 * The longest each text field may be, in characters: the request schemas check it, their
 * messages (VALIDATION_WORDS and its Hindi) say it, and the web's fields stop typing at it.
 */
export const TEXT_LIMITS = {
  search: 100,
  contactName: 120,
  contactMessage: 5000,
  comment: 2000,
  talk: 1000,
  title: 150,
  description: 5000,
  summary: 500,
  content: 50_000,
  skill: 60,
  username: 80,
  bio: 1000,
  project: 120,
  currentWork: 1000,
  contribution: 1000,
  vision: 1000,
  superpower: 300,
  excitement: 1000,
  desiredRole: 120,
  dreamProject: 1000,
  aboutMe: 1000,
  city: 60,
  pitch: 280,
  passReason: 280,
} as const;
