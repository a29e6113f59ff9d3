import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

const clip = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/guides/getting-started.mp4'),
);
const COOKIE = 'ii_session';
/** What the dashboard greets an account without a name by: its email before the @. */
const handle = (email: string) => email.slice(0, email.indexOf('@'));

test('A returning hustler gets their dashboard drawn by the server, and it works at once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const hustler = await signUpViaApi(request, 'Hustler');
  await page.goto('/signin');
  await signInThroughForm(page, hustler);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  // Signing in left the session in a cookie scripts cannot read (beside localStorage's token).
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate<string>('document.cookie')).not.toContain(COOKIE);

  const title = `Dabbawala routes, mapped ${randomBytes(3).toString('hex')} <b>`;
  const token = await page.evaluate<string>("localStorage.getItem('token')");
  const upload = await request.post(API.addVideo, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'How Mumbai lunch boxes find their way.',
      video: { name: 'routes.mp4', mimeType: 'video/mp4', buffer: clip },
    },
  });
  expect(upload.ok(), `upload answered ${upload.status()}`).toBe(true);

  // Coming back: the page arrives drawn, with the feed, before any script has run.
  const response = await page.goto(ROLE_DASHBOARD_ROUTES.Hustler);
  const html = (await response?.text()) ?? '';
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(html).toContain('id="ssr-state"');
  // A member who joined today is greeted "Welcome" (issue 26), drawn the same on both sides.
  expect(html).toContain('Welcome, ');
  expect(html).toContain(title.replace('<b>', '&lt;b&gt;'));
  expect(html).not.toContain('<b>');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

  // Hydrated in place: Like answers at once and keeps focus.
  const card = page.getByRole('article', { name: title });
  const like = card.getByRole('button', { name: /^Like/ });
  await like.focus();
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await expect(like).toBeFocused();
  expect(errors, 'no hydration mismatch or other error').toEqual([]);

  // Signing out removes the cookie: the next visit is the plain shell, which goes to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectPath(page, '/signin');
  expect((await page.context().cookies()).map((candidate) => candidate.name)).not.toContain(COOKIE);
  const after = await page.goto(ROLE_DASHBOARD_ROUTES.Hustler);
  expect(await after?.text()).not.toContain('id="ssr-state"');
  await expectPath(page, '/signin');
});

test('A page drawn for one account is not hydrated as it is after another signs in on the same browser', async ({
  page,
  request,
}) => {
  const first = await signUpViaApi(request, 'Hustler');
  const second = await signUpViaApi(request, 'Hustler');
  await page.goto('/signin');
  await signInThroughForm(page, first);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  // Another tab signs the second account in through the API, leaving only localStorage changed.
  const other = await page.context().newPage();
  await other.goto('/healthz');
  const signedIn = await request.post(API.signin, {
    data: { email: second.email, password: second.password },
  });
  const session = (await signedIn.json()) as { accessToken: string; id: string };
  const entries = JSON.stringify([
    ['token', session.accessToken],
    ['userId', session.id],
    ['role', 'Hustler'],
  ]);
  await other.evaluate(`for (const [key, value] of ${entries}) localStorage.setItem(key, value);`);
  await other.close();
  // The server still draws the first account's page (its cookie); the browser renders the
  // second's instead of hydrating the first's.
  const response = await page.goto(ROLE_DASHBOARD_ROUTES.Hustler);
  expect(await response?.text()).toContain(handle(first.email));
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(handle(second.email));
  await expect(page.getByText(handle(first.email))).toHaveCount(0);
});
