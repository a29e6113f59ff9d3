/**
 * Which API answers the service worker keeps for reading offline, and under which name. Pure, so
 * the worker (sw.ts) and its tests share it.
 */

/** The prefix of every account's cache of API answers: `api-<account>`. */
export const API_CACHE_PREFIX = 'api-';

/** A contract path (`/api/blogs/:blogId`) as a pattern that matches its calls' pathnames. */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Whether a GET of `pathname` is one of the answers kept for reading offline. */
export function isOfflineReadable(pathname: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/**
 * The cache that holds one account's answers, named by a digest of the request's Authorization
 * header: a request made with another session's token can never find them, and the token itself
 * is never written into a cache name.
 */
export async function accountCacheName(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0'));
  return `${API_CACHE_PREFIX}${hex.join('')}`;
}

/** The answer or, `ms` after asking, undefined: the caller then reads its cached copy. */
export function withinTime<T>(answer: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}
