import {
  API,
  CONNECTS_WORDS,
  NOTIFICATION_TEXTS,
  ROLE_DASHBOARD_ROUTES,
  type Role,
} from '@ideaignite/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, expectPath, newAccount, signInThroughForm } from './fixtures.ts';

interface Member extends Account {
  id: string;
  name: string;
}

const PITCH = 'MeenVala: fresh catch from Kerala fishers to Kochi kitchens in 4 hours, no middlemen.';

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

test('A hustler ignites an investor with a pitch, meets, and they chat live', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const investor = await signUpNamed(request, 'Investor', {
    Username: 'Sunita Bhatia',
    investorType: 'visionary',
    openToPitches: 'true',
  });
  const hustler = await signUpNamed(request, 'Hustler', { Username: 'Arjun Nair', project: 'MeenVala' });

  // The investor waits on their notifications.
  const sunita = await signInElsewhere(browser, investor);
  await sunita.goto('/Notification');
  await expect(sunita.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(sunita.getByText('No notifications found')).toBeVisible();

  // The hustler ignites them from their profile with a pitch line, then watches their notifications.
  const arjun = await signInElsewhere(browser, hustler);
  await arjun.goto(`/users/${investor.id}`);
  await arjun.getByRole('button', { name: 'Ignite Investor' }).click();
  const dialog = arjun.getByRole('dialog', { name: 'Ignite this investor' });
  await dialog.getByRole('textbox', { name: 'Your pitch line' }).fill(PITCH);
  await dialog.getByRole('button', { name: 'Send Ignite' }).click();
  await expect(arjun.getByRole('button', { name: 'Ignite sent' })).toBeFocused();
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

  // The notification opens the pitch in the investor's inbox; they ask to meet.
  await ignite.getByRole('link', { name: 'Open your Ignite inbox' }).click();
  await expectPath(sunita, '/ignites');
  const pitch = sunita.getByRole('dialog', { name: 'Arjun Nair' });
  await expect(pitch.getByText(PITCH)).toBeVisible();
  await pitch.getByRole('button', { name: 'Request a meeting with Arjun Nair' }).click();
  await expect(sunita.getByText(CONNECTS_WORDS.meetingRequested)).toBeVisible();

  // The hustler hears of it live and accepts the meeting from the notification: they are connected.
  const meeting = arjun
    .getByRole('listitem')
    .filter({ hasText: NOTIFICATION_TEXTS.igniteMeeting('Sunita Bhatia') });
  await expect(meeting).toBeVisible();
  await expect(meeting.getByText('New', { exact: true })).toBeVisible();
  await meeting.getByRole('button', { name: 'Accept the meeting with Sunita Bhatia' }).click();
  await expect(arjun.getByText(CONNECTS_WORDS.connected)).toBeVisible();

  // Both open the chat from Connected.
  await sunita.goto('/networking');
  await sunita.getByRole('tab', { name: /Connected/ }).click();
  await sunita.getByRole('tabpanel').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(sunita).toHaveURL(
    (url) => url.pathname === '/messages' && url.searchParams.get('to') === hustler.id,
  );
  await arjun.goto('/networking');
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
