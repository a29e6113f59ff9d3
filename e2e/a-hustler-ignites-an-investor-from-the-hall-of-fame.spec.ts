import {
  API,
  type AppNotification,
  CONNECTS_WORDS,
  ROLE_DASHBOARD_ROUTES,
  type Role,
} from '@ideaignite/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Account, expectPath, newAccount, signInThroughForm } from './fixtures.ts';

interface SignedUp extends Account {
  id: string;
  token: string;
}

/** Signs up through the API and keeps the id and access token, to prepare and check data through the API. */
async function signUpWithToken(request: APIRequestContext, role: Role): Promise<SignedUp> {
  const account = newAccount(role);
  const response = await request.post(API.signup, { data: account });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { accessToken, id } = (await response.json()) as { accessToken: string; id: string };
  return { ...account, id, token: accessToken };
}

// Unique per run: other journeys on the same server create investors too.
const INVESTOR_NAME = `Kavita Menon ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

test('A hustler ignites an investor from the Investors Hall of Fame', async ({ page, request }, testInfo) => {
  const investor = await signUpWithToken(request, 'Investor');
  const saved = await request.post(API.profileInvestor, {
    headers: { Authorization: `Bearer ${investor.token}` },
    multipart: {
      Username: INVESTOR_NAME,
      contactEmail: 'kavita.angel@example.in',
      investorType: 'visionary',
      interestAreas: 'Tech and App Development, Social Impact Projects',
      bio: 'Angel investor in Delhi backing first-time founders in agritech and fintech.',
      openToPitches: 'true',
    },
  });
  expect(saved.ok(), `profile set-up answered ${saved.status()}: ${await saved.text()}`).toBe(true);
  const hustler = await signUpWithToken(request, 'Hustler');

  await page.goto('/signin');
  await signInThroughForm(page, hustler);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await page.goto('/FindInvestor');
  await expect(page.getByRole('heading', { level: 1, name: 'Investors Hall of Fame' })).toBeVisible();

  const card = page.getByRole('article', { name: INVESTOR_NAME });
  await expect(card.getByText('Tech and App Development', { exact: true })).toBeVisible();

  // Hold the ignite request until the in-flight state has been seen; a local server answers too fast.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isIgnite = (url: URL) => url.pathname === API.igniteInvestor;
  await page.route(isIgnite, async (route) => {
    await held;
    await route.continue();
  });

  // Ignite opens the pitch dialog; Send shows 'Igniting' while the request runs.
  const pitch = 'GrapeLink: 2,000 Nashik grape farmers selling straight to exporters.';
  await card.getByRole('button', { name: 'Ignite Investor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignite this investor' });
  await dialog.getByRole('textbox', { name: 'Your pitch line' }).fill(pitch);
  await dialog.getByRole('button', { name: 'Send Ignite' }).click();
  await expect(dialog.getByRole('button', { name: 'Igniting' })).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(CONNECTS_WORDS.igniteSent)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Ignite sent' })).toHaveAttribute('aria-disabled', 'true');
  await page.unroute(isIgnite);

  // A second Ignite to the same investor (from a fresh page) is refused with the server's words.
  await page.reload();
  await card.getByRole('button', { name: 'Ignite Investor' }).click();
  await dialog.getByRole('textbox', { name: 'Your pitch line' }).fill(pitch);
  await dialog.getByRole('button', { name: 'Send Ignite' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CONNECTS_WORDS.alreadyIgnited);
  await page.keyboard.press('Escape');

  // "The investor has been notified": one ignite notification from this hustler.
  const inbox = await request.get(API.notifications, {
    headers: { Authorization: `Bearer ${investor.token}` },
  });
  expect(inbox.ok()).toBe(true);
  const notifications = (await inbox.json()) as AppNotification[];
  expect(notifications.filter((n) => n.type === 'ignite' && n.actorId === hustler.id)).toHaveLength(1);

  await page.screenshot({ path: testInfo.outputPath('investor-ignited.png'), fullPage: true });
});
