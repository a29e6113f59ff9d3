import { randomBytes } from 'node:crypto';
import { API, EMAILS, ROLE_FORM_ROUTES, type Role } from '@ideaignite/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox.ts';
import { SCREEN_WORDS, type Words } from './words.ts';

export const PASSWORD = 'Ignite#2025';

export interface Account {
  email: string;
  password: string;
  role: Role;
}

/** A fresh account that no other test (or earlier run) uses. */
export function newAccount(role: Role): Account {
  const email = `e2e-${role.toLowerCase()}-${randomBytes(5).toString('hex')}@example.in`;
  return { email, password: PASSWORD, role };
}

/**
 * Signs up through the form, the way a new visitor does, and waits for the role's profile form;
 * `words`: the form read in another language.
 */
export async function signUp(page: Page, role: Role, words: Words = SCREEN_WORDS['en-IN']): Promise<Account> {
  const account = newAccount(role);
  await page.goto('/signup');
  await page.getByLabel(words.auth.email, { exact: true }).fill(account.email);
  await page.getByLabel(words.components.password, { exact: true }).fill(account.password);
  await page.getByLabel(words.auth.role, { exact: true }).selectOption(role);
  await page.getByRole('button', { name: words.auth.signUp }).click();
  await expectPath(page, ROLE_FORM_ROUTES[role]);
  return account;
}

/** Creates the account straight through the API, for journeys that start signed out. */
export async function signUpViaApi(request: APIRequestContext, role: Role): Promise<Account> {
  const account = newAccount(role);
  const response = await request.post(API.signup, { data: account });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBe(true);
  return account;
}

/** Fills in the sign-in form on the current /signin page and presses Login (in `words`' language). */
export async function signInThroughForm(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  words: Words = SCREEN_WORDS['en-IN'],
) {
  await page.getByLabel(words.auth.email, { exact: true }).fill(account.email);
  await page.getByLabel(words.components.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: words.auth.login }).click();
}

/**
 * Opens `path` and waits until the app has taken over the page (`data-app-ready` on <html>,
 * set by App). The landing page is prerendered: its buttons are on screen, and do nothing, until
 * its scripts have hydrated it.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Waits until the address bar shows `pathname` (ignoring query and hash). */
export async function expectPath(page: Page, pathname: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

export interface SignedIn extends Account {
  token: string;
  userId: string;
}

/** Signs an account in through the API; the answer carries what the web app keeps in localStorage. */
export async function signInViaApi(request: APIRequestContext, account: Account): Promise<SignedIn> {
  const response = await request.post(API.signin, {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), `signin answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { accessToken: string; id: string };
  return { ...account, token: body.accessToken, userId: body.id };
}

/** Every page of this browser context starts signed in as `user` (what the sign-in form stores). */
export async function useSession(page: Page, user: SignedIn) {
  const entries = JSON.stringify([
    ['token', user.token],
    ['userId', user.userId],
    ['role', user.role],
  ]);
  await page.context().addInitScript({
    // Not on about:blank, which has no storage of its own.
    content: `if (location.protocol.startsWith('http')) for (const [key, value] of ${entries}) localStorage.setItem(key, value);`,
  });
}

/** The suite's one moderator: playwright.config.ts names this address in the server's ADMIN_EMAILS. */
export const MODERATOR_EMAIL = 'moderator@e2e.ideaignite.in';
export const MODERATOR_NAME = 'Asha Pillai';

/**
 * The moderator, signed in through the API. Whoever asks first (a journey, a worker's world) signs
 * them up, names them and opens the confirmation link mailed to them (a listed address moderates
 * only once verified); everyone after finds the account there (409), signs in and waits until
 * the account moderates.
 */
export async function moderatorViaApi(request: APIRequestContext): Promise<SignedIn> {
  const account: Account = { email: MODERATOR_EMAIL, password: PASSWORD, role: 'Investor' };
  const response = await request.post(API.signup, { data: account });
  expect(
    response.ok() || response.status() === 409,
    `signup answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  const moderator = await signInViaApi(request, account);
  if (response.ok()) {
    await apiAs(request, moderator, 'post', API.profileInvestor, {
      multipart: { Username: MODERATOR_NAME, investorType: 'visionary' },
    });
    const mail = await waitForMail({ to: MODERATOR_EMAIL, subject: EMAILS.verify.subject });
    const token = new URL(linkIn(mail, '/verify-email?token=')).searchParams.get('token');
    const confirmed = await request.post(API.confirmEmail, { data: { token } });
    expect(confirmed.ok(), `confirming answered ${confirmed.status()}`).toBe(true);
  }
  const headers = { authorization: `Bearer ${moderator.token}` };
  await expect
    .poll(async () => (await (await request.get(API.getUser, { headers })).json()).user?.isAdmin, {
      timeout: 30_000,
    })
    .toBe(true);
  return moderator;
}

/** An API call as `user` that must succeed; answers the parsed JSON. */
export async function apiAs<T = unknown>(
  request: APIRequestContext,
  user: SignedIn,
  method: 'post' | 'put',
  url: string,
  options: {
    data?: unknown;
    multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  },
): Promise<T> {
  const response = await request[method](url, {
    headers: { authorization: `Bearer ${user.token}` },
    ...(options.multipart ? { multipart: options.multipart } : { data: options.data }),
  });
  expect(response.ok(), `${method} ${url} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}
