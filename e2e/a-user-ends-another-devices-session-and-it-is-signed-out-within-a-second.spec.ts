import { API, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { expectPath, newAccount, signInThroughForm } from './fixtures.ts';

/** Resolves with the page's Socket.IO websocket once the app has opened it. */
function socketOf(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) resolve(ws);
    });
  });
}

test("A user ends another device's session from Where you're signed in, and that device is signed out within a second", async ({
  browser,
  page,
  request,
}) => {
  // Two browsers and an argon2 hash per sign-in: give the journey room on a busy machine.
  test.setTimeout(240_000);
  // The account, with its signup session ended, so the list holds just the two browsers.
  const account = newAccount('Investor');
  const signup = await request.post(API.signup, { data: account });
  expect(signup.ok()).toBe(true);
  const { accessToken } = await signup.json();
  await request.post(API.logout, { headers: { authorization: `Bearer ${accessToken}` } });

  await page.goto('/signin');
  await signInThroughForm(page, account);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Investor);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const secondSocket = socketOf(second);
    await second.goto('/signin');
    await signInThroughForm(second, account);
    await expectPath(second, ROLE_DASHBOARD_ROUTES.Investor);
    const ws = await secondSocket;
    let closedAt = 0;
    ws.on('close', () => {
      closedAt = Date.now();
    });
    let signedOutAt = 0;
    second.on('framenavigated', (frame) => {
      if (frame === second.mainFrame() && new URL(frame.url()).pathname === '/signin')
        signedOutAt = Date.now();
    });

    await page.getByRole('link', { name: 'Settings' }).click();
    await expectPath(page, '/settings');
    await expect(page.getByRole('heading', { name: "Where you're signed in" })).toBeVisible();
    await expect(page.getByText('This device', { exact: true })).toBeVisible();
    const endButtons = page.getByRole('button', { name: /^End session/ });
    await expect(endButtons).toHaveCount(1);

    const [ended] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/auth/sessions/') && r.request().method() === 'DELETE',
      ),
      endButtons.click(),
    ]);
    const endedAt = Date.now();
    expect(ended.status()).toBe(204);

    await expectPath(second, '/signin');
    await expect.poll(() => closedAt).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'timing',
      description: `socket closed ${closedAt - endedAt} ms and sign-in page ${signedOutAt - endedAt} ms after the end`,
    });
    expect(closedAt - endedAt).toBeLessThan(1000);
    expect(signedOutAt - endedAt).toBeLessThan(1000);
    expect(await second.evaluate('localStorage.getItem("token")')).toBeNull();

    // The first device is untouched, and its list now shows only itself.
    await expect(endButtons).toHaveCount(0);
    await expect(page.getByText('This device', { exact: true })).toBeVisible();
    await page.goto(ROLE_DASHBOARD_ROUTES.Investor);
    await expectPath(page, ROLE_DASHBOARD_ROUTES.Investor);
  } finally {
    await other.close();
  }
});
