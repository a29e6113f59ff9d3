import { PRODUCT_NAME } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { blogsApi } from '@ideaignite/contract/blogs';
import { feedApi } from '@ideaignite/contract/feed';
import { messagesApi } from '@ideaignite/contract/messages';
import { notificationsApi } from '@ideaignite/contract/notifications';
import { profilesApi } from '@ideaignite/contract/profiles';
import { talksApi } from '@ideaignite/contract/talks';
import { en as frameEn } from '../src/app/words/en.ts';
import frameHi from '../src/app/words/hi.ts';
import { PATHS } from '../src/lib/paths.ts';

/**
 * The installed app's parts that come from the app's own sources (the contract's paths, the
 * words, the design tokens): build/installed-app.ts loads this module through Vite (the config
 * itself cannot import the contract's TypeScript) to write the manifests and the service worker.
 */

/** The installed app's icons (drawn from the logo mark by build/make-app-icons.mjs). */
export const APP_ICONS = {
  icon192: '/brand/app/icon-192.png',
  icon512: '/brand/app/icon-512.png',
  maskable512: '/brand/app/icon-maskable-512.png',
  badge: '/brand/app/badge-96.png',
};

/** The English manifest and its Hindi twin; the server sends the one of the page's language. */
export const MANIFESTS = { 'en-IN': 'manifest.webmanifest', 'hi-IN': 'manifest.hi.webmanifest' } as const;

/** A colour of the design tokens (src/styles.css `--color-<name>`). */
export function tokenColour(css: string, name: string): string {
  const found = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})`));
  if (!found?.[1]) throw new Error(`styles.css has no --color-${name}`);
  return found[1];
}

/** What the manifest says of the app, under its name (the shortcuts are named as the sidebar's entries). */
const DESCRIPTION = {
  'en-IN': 'Pitch ideas, find co-founders and meet investors: India’s startup community.',
  'hi-IN': 'आइडिया पिच करें, को-फ़ाउंडर खोजें और निवेशकों से मिलें: भारत की स्टार्टअप कम्युनिटी।',
};

export function webAppManifest(locale: keyof typeof MANIFESTS, css: string) {
  const words = locale === 'hi-IN' ? frameHi : frameEn;
  const icon = { src: APP_ICONS.icon192, sizes: '192x192', type: 'image/png' };
  const shortcut = (name: string, url: string) => ({ name, short_name: name, url, icons: [icon] });
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: DESCRIPTION[locale],
    lang: locale,
    dir: 'ltr',
    // Each member's own dashboard; someone signed out is sent to sign in and brought back.
    start_url: PATHS.dashboard,
    scope: '/',
    display: 'standalone',
    theme_color: tokenColour(css, 'brand-900'),
    background_color: tokenColour(css, 'ink-50'),
    icons: [
      icon,
      { src: APP_ICONS.icon512, sizes: '512x512', type: 'image/png' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      shortcut(words.menuMessages, PATHS.messages),
      shortcut(words.menuNotifications, PATHS.notifications),
      shortcut(words.menuJobs, PATHS.jobs),
    ],
  };
}

/**
 * What a member can read offline (issue 29): the feed, notifications, the chat list and opened
 * conversations, blogs and talks, and the two calls every signed-in page's frame makes (who I am,
 * the unread counts), so those pages draw offline as they did.
 */
export const OFFLINE_READABLE = [
  feedApi.feedPage,
  notificationsApi.list,
  notificationsApi.unreadCount,
  messagesApi.chats,
  messagesApi.requests,
  messagesApi.conversation,
  messagesApi.state,
  messagesApi.unreadCount,
  blogsApi.list,
  blogsApi.get,
  talksApi.get,
  talksApi.comments,
  profilesApi.me,
  // The dashboard's "Get started" and completeness cards, drawn beside the feed.
  profilesApi.completeness,
].map((endpoint) => endpoint.path);

/**
 * After these, no account's answers are kept: signing out (here, everywhere), and signing in or
 * up (whoever it is, the answers kept were another session's).
 */
export const FORGET_AFTER = [
  authApi.logout.path,
  authApi.endAllSessions.path,
  authApi.signin.path,
  authApi.signup.path,
];
