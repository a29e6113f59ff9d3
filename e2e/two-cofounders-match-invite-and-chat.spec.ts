import { API, COFOUNDERS_WORDS, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, expectPath, newAccount, signInThroughForm } from './fixtures.ts';

interface Member extends Account {
  id: string;
  name: string;
}

const NOTE = 'I build the app; you make it lovely. Shall we start with the farmers in Nashik?';

/** A co-founder signed up through the API with the name people will see. */
async function signUpCofounder(request: APIRequestContext, name: string): Promise<Member> {
  const account = newAccount('Cofounder');
  const response = await request.post(API.signup, { data: account });
  expect(response.ok(), `signup answered ${response.status()}`).toBe(true);
  const { accessToken, id } = (await response.json()) as { accessToken: string; id: string };
  const saved = await request.post(API.profileCofounder, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { Username: name, superpower: `${name.split(' ')[0]} ships` },
  });
  expect(saved.ok(), `profile set-up answered ${saved.status()}`).toBe(true);
  return { ...account, id, name };
}

async function signInElsewhere(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await signInThroughForm(page, member);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Cofounder);
  return page;
}

/** Fills the preferences form: what they offer, what they need (a must-have), a sector, remote. */
async function setPreferences(page: Page, offers: string, needs: string) {
  await page.getByRole('link', { name: 'Matches' }).first().click();
  await expectPath(page, '/cofounders');
  await page.getByRole('link', { name: 'Set your preferences' }).click();
  await expectPath(page, '/cofounders/preferences');
  await page.getByRole('group', { name: 'Skills you offer' }).getByRole('checkbox', { name: offers }).check();
  await page
    .getByRole('group', { name: 'Skills you need in a co-founder' })
    .getByRole('checkbox', { name: needs })
    .check();
  await page
    .getByRole('group', { name: 'Skills: how much it matters' })
    .getByRole('radio', { name: 'Must-have' })
    .check();
  await page
    .getByRole('group', { name: 'Sectors you want to work in' })
    .getByRole('checkbox', { name: 'Agritech' })
    .check();
  await page.getByRole('checkbox', { name: 'Open to working remotely' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expectPath(page, '/cofounders');
}

test('Two co-founders set preferences, see each other as a match with reasons, invite, accept and chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-4);
  const engineer = await signUpCofounder(request, `Rohit Verma ${stamp}`);
  const designer = await signUpCofounder(request, `Meera Pillai ${stamp}`);
  const rohit = await signInElsewhere(browser, engineer);
  const meera = await signInElsewhere(browser, designer);

  await setPreferences(rohit, 'Engineering', 'Design');
  await setPreferences(meera, 'Design', 'Engineering');

  // Each sees the other, with the score and the reasons.
  await rohit.reload();
  const meeraCard = rohit
    .getByRole('listitem')
    .filter({ has: rohit.getByRole('heading', { name: designer.name }) });
  await expect(meeraCard.getByText('100% match')).toBeVisible();
  await expect(meeraCard.getByText('You need Design; they offer it')).toBeVisible();
  await expect(meeraCard.getByText('They need Engineering; you offer it')).toBeVisible();
  await expect(meeraCard.getByText('Both in Agritech')).toBeVisible();
  await expect(meeraCard.getByText('Both open to working remotely')).toBeVisible();
  const rohitCard = meera
    .getByRole('listitem')
    .filter({ has: meera.getByRole('heading', { name: engineer.name }) });
  await expect(rohitCard.getByText('You need Engineering; they offer it')).toBeVisible();

  // Rohit invites Meera with a note.
  await meeraCard.getByRole('button', { name: `Invite ${designer.name} to be co-founders` }).click();
  const dialog = rohit.getByRole('dialog', { name: `Invite ${designer.name}` });
  await dialog.getByRole('textbox', { name: 'Your note (optional)' }).fill(NOTE);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(rohit.getByText(COFOUNDERS_WORDS.inviteSent)).toBeVisible();
  await expect(meeraCard.getByText('Invite sent')).toBeVisible();

  // Meera finds it on Networking, with the note, and accepts.
  await meera.getByRole('link', { name: 'Networking' }).first().click();
  await expectPath(meera, '/networking');
  const invite = meera
    .getByRole('region', { name: 'Invites for you' })
    .getByRole('listitem')
    .filter({ hasText: engineer.name });
  await expect(invite.getByText(NOTE)).toBeVisible();
  await invite.getByRole('button', { name: `Accept the invite from ${engineer.name}` }).click();
  await expect(meera.getByText(`You are connected with ${engineer.name}. Say hello!`)).toBeVisible();
  const connection = meera.getByRole('region', { name: 'Your co-founder connections' });
  await connection.getByRole('link', { name: `Message ${engineer.name}` }).click();
  await expect(meera).toHaveURL(
    (url) => url.pathname === '/messages' && url.searchParams.get('to') === engineer.id,
  );

  // Rohit opens the chat from his connections; Meera's first message arrives live, no request step.
  await rohit.goto('/networking');
  await rohit
    .getByRole('region', { name: 'Your co-founder connections' })
    .getByRole('link', { name: `Message ${designer.name}` })
    .click();
  await expect(rohit).toHaveURL(
    (url) => url.pathname === '/messages' && url.searchParams.get('to') === designer.id,
  );
  const hello = 'Namaste Rohit! Coffee on Saturday to sketch the first screens?';
  await meera.getByRole('textbox', { name: 'Message' }).fill(hello);
  await meera.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(meera.getByRole('log').getByText(hello)).toBeVisible();
  await expect(
    rohit.getByRole('log', { name: `Messages with ${designer.name}` }).getByText(hello),
  ).toBeVisible();
  const reply = 'Saturday works. I will bring the prototype.';
  await rohit.getByRole('textbox', { name: 'Message' }).fill(reply);
  await rohit.getByRole('button', { name: 'Send' }).click();
  await expect(
    meera.getByRole('log', { name: `Messages with ${engineer.name}` }).getByText(reply),
  ).toBeVisible();

  await rohit.context().close();
  await meera.context().close();
});
