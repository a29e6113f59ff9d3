import { API, STORAGE_KEYS } from '@ideaignite/contract';
import type { Page } from 'puppeteer-core';

/**
 * Signs `credentials` in from `tab` (already at a page of the site) as the app does: the API's
 * answer leaves the session in localStorage and its cookie in the browser (which the server
 * renders signed-in pages for, decision 012). Throws when the sign-in is refused.
 */
export async function signInFromTab(tab: Page, credentials: { email: string; password: string }) {
  // Runs in the page (bench code has no DOM types): the app's own sign-in call and storage.
  const status = await tab.evaluate(
    async (signinPath, credentials, keys) => {
      const response = await fetch(signinPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      if (!response.ok) return response.status;
      const session = (await response.json()) as { accessToken: string; id: string; role: string };
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      storage.setItem(keys.token, session.accessToken);
      storage.setItem(keys.userId, session.id);
      storage.setItem(keys.role, session.role);
      return response.status;
    },
    API.signin,
    credentials,
    STORAGE_KEYS,
  );
  if (status !== 200) throw new Error(`sign-in as ${credentials.email} failed: ${status}`);
}
