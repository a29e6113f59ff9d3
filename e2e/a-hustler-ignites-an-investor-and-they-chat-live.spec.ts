import {
  API,
  CONNECT_MESSAGES,
  ROLE_DASHBOARD_ROUTES,
  type Role,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, expectPath, newAccount, signInThroughForm } from './fixtures.ts';

interface Member extends Account {
  id: string;
  name: string;
}

const PROFILE_PATHS: Partial<Record<Role, string>> = {
  Hustler: API.profileHustler,
  Investor: API.profileInvestor,
};

/** Signs up through the API and sets the name (and project) people will see. */
async function signUpNamed(request: APIRequestContext, role: Role, profile: Record<string, string>) {
  const account = newAccount(role);
  const response = await request.post(API.signup, { data: account });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { accessToken, id } = (await response.json()) as { accessToken: string; id: string };
  const saved = await request.post(PROFILE_PATHS[role]!, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: profile,
  });
  expect(saved.ok(), `profile set-up answered ${saved.status()}: ${await saved.text()}`).toBe(true);
  return { ...account, id, name: profile.Username! } satisfies Member;
}

/** A browser of their own, signed in through the form, on their dashboard. */
async function signInElsewhere(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/signin');
  await signInThroughForm(page, member);
  await expectPath(page, ROLE_DASHBOARD_ROUTES[member.role]);
  return page;
}

test('A hustler ignites an investor, the investor accepts, and they chat live', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const investor = await signUpNamed(request, 'Investor', {
    Username: 'Sunita Bhatia',
    investorType: 'visionary',
  });
  const hustler = await signUpNamed(request, 'Hustler', { Username: 'Arjun Nair', project: 'MeenVala' });

  // The investor waits on their notifications.
  const sunita = await signInElsewhere(browser, investor);
  await sunita.goto('/Notification');
  await expect(sunita.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(sunita.getByText('No notifications found')).toBeVisible();

  // The hustler ignites them from their profile, then watches their own notifications.
  const arjun = await signInElsewhere(browser, hustler);
  await arjun.goto(`/users/${investor.id}`);
  await arjun.getByRole('button', { name: 'Ignite Investor' }).click();
  await expect(arjun.getByText(CONNECT_MESSAGES.igniteSent)).toBeVisible();
  await arjun
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .click();
  await expectPath(arjun, '/Notification');
  await expect(arjun.getByText('No notifications found')).toBeVisible();

  // It arrives live on the investor's page, highlighted and new, without a reload.
  const ignite = sunita.getByRole('listitem').filter({ hasText: 'Arjun Nair ignited you about MeenVala' });
  await expect(ignite).toBeVisible();
  await expect(ignite.getByText('New', { exact: true })).toBeVisible();
  await expect(ignite).toHaveAttribute('data-type', 'ignite');

  // The investor accepts on /networking.
  await ignite.getByRole('link', { name: 'View connections' }).click();
  await expectPath(sunita, '/networking');
  await expect(sunita.getByRole('tab', { name: /Requests received/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await sunita.getByRole('button', { name: "Accept Arjun Nair's Ignite" }).click();
  await expect(sunita.getByText(SOCIAL_MESSAGES.accepted)).toBeVisible();

  // The hustler hears of it live.
  const accepted = arjun.getByRole('listitem').filter({ hasText: 'Sunita Bhatia accepted your Ignite' });
  await expect(accepted).toBeVisible();
  await expect(accepted.getByText('New', { exact: true })).toBeVisible();

  // Both open the chat from Connected (in-app, so each keeps its live connection).
  await sunita.getByRole('tab', { name: /Connected/ }).click();
  await sunita.getByRole('tabpanel').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(sunita).toHaveURL(
    (url) => url.pathname === '/messages' && url.searchParams.get('to') === hustler.id,
  );
  await accepted.getByRole('link', { name: 'View connections' }).click();
  await arjun.getByRole('tab', { name: /Connected/ }).click();
  await arjun.getByRole('tabpanel').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(arjun).toHaveURL(
    (url) => url.pathname === '/messages' && url.searchParams.get('to') === investor.id,
  );
  await expect(sunita.getByText('No messages yet')).toBeVisible();
  await expect(arjun.getByText('No messages yet')).toBeVisible();

  // Arjun writes (Enter sends); it appears on Sunita's side live.
  const hello = 'Namaste Sunita ji! Thank you for accepting. Can I share our pilot numbers?';
  await arjun.getByRole('textbox', { name: 'Message' }).fill(hello);
  await arjun.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(arjun.getByRole('log').getByText(hello)).toBeVisible();
  await expect(sunita.getByRole('log', { name: 'Messages with Arjun Nair' }).getByText(hello)).toBeVisible();

  // Sunita replies with the Send button; it appears on Arjun's side live.
  const reply = 'Please do. Send the deck and the Chellanam numbers before Friday.';
  await sunita.getByRole('textbox', { name: 'Message' }).fill(reply);
  await sunita.getByRole('button', { name: 'Send' }).click();
  await expect(sunita.getByRole('log').getByText(reply)).toBeVisible();
  await expect(
    arjun.getByRole('log', { name: 'Messages with Sunita Bhatia' }).getByText(reply),
  ).toBeVisible();
  // Arjun's chat list now shows Sunita's reply as the last words.
  await expect(arjun.getByRole('navigation', { name: 'Chats' }).getByRole('link')).toContainText(reply);

  await sunita.context().close();
  await arjun.context().close();
});
