import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeApi } from '../test/fake-api.ts';
import { ApiError, apiFile } from './api-client.ts';
import { readSession, saveSession } from './auth-storage.ts';

describe('apiFile', () => {
  beforeEach(() => saveSession({ token: 't-123', userId: 'u-1', role: 'Hustler' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fetches a file with the session token and the interface language, with its headers', async () => {
    const fetchMock = fakeApi({
      'GET /api/account/exports/e1/download': {
        status: 200,
        body: 'zip',
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="me.zip"',
        },
      },
    });
    const { blob, headers } = await apiFile('/api/account/exports/e1/download');
    expect(await blob.text()).toBe('"zip"');
    expect(headers.get('content-disposition')).toContain('me.zip');
    expect(callsOf(fetchMock)[0]?.headers).toMatchObject({
      Authorization: 'Bearer t-123',
      'Accept-Language': 'en-IN',
    });
  });

  it('refuses like any call: the server words in an ApiError, and a 401 signs out', async () => {
    fakeApi({
      'GET /api/account/exports/e1/download': { status: 401, body: { message: 'Session expired' } },
    });
    const failure = await apiFile('/api/account/exports/e1/download').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(readSession()).toBeNull();
  });
});
