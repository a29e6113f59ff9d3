/**
 * localStorage keys the spec names. A module of its own: the web app's session code, which every
 * page (the landing included) runs, imports it without also pulling in every API path.
 */
export const STORAGE_KEYS = { token: 'token', userId: 'userId', role: 'role' } as const;

/**
 * The visitor's choice of language: its localStorage key, and the cookie of the same name the
 * server reads to render pages in it (decision 017).
 */
export const LOCALE_STORAGE_KEY = 'locale';

/** The "Get started" checklist, hidden for good by this user on this device (issue 14). */
export const checklistDismissedKey = (userId: string) => `checklistDismissed:${userId}`;

/** The sidebar's "Install IdeaIgnite" offer, declined on this device (issue 29): never offered again here. */
export const INSTALL_OFFER_DISMISSED_KEY = 'installOfferDismissed';

/**
 * Issue 29 (decision 038): what this account wrote offline and has not sent yet (messages and
 * comments waiting for the connection), kept per account and removed with its session.
 */
export const outboxKey = (userId: string) => `outbox:${userId}`;
