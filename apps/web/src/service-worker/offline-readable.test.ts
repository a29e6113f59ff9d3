import { describe, expect, it } from 'vitest';
import {
  API_CACHE_PREFIX,
  accountCacheName,
  isOfflineReadable,
  pathPattern,
  withinTime,
} from './offline-readable.ts';

describe('what the service worker keeps for reading offline', () => {
  const patterns = ['/api/messages', '/api/messages/:userId', '/api/blogs/:blogId'].map(pathPattern);

  it('matches a contract path with its parameters filled in, and nothing longer or shorter', () => {
    expect(isOfflineReadable('/api/messages', patterns)).toBe(true);
    expect(isOfflineReadable('/api/messages/u-1', patterns)).toBe(true);
    expect(isOfflineReadable('/api/blogs/b-9', patterns)).toBe(true);
    expect(isOfflineReadable('/api/messages/u-1/read', patterns)).toBe(false);
    expect(isOfflineReadable('/api/blogs', patterns)).toBe(false);
    expect(isOfflineReadable('/api/jobs', patterns)).toBe(false);
  });

  it("names each session's cache by a digest of its token, never the token itself", async () => {
    const first = await accountCacheName('Bearer token-of-asha');
    expect(first).toMatch(new RegExp(`^${API_CACHE_PREFIX}[0-9a-f]{24}$`));
    expect(first).not.toContain('asha');
    expect(await accountCacheName('Bearer token-of-asha')).toBe(first);
    expect(await accountCacheName('Bearer token-of-ravi')).not.toBe(first);
  });

  it('gives up waiting for the network after the time allowed', async () => {
    expect(await withinTime(Promise.resolve('answer'), 50)).toBe('answer');
    expect(await withinTime(new Promise(() => undefined), 10)).toBeUndefined();
  });
});
