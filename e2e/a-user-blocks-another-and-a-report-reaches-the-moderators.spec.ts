import { API, BLOCKS_WORDS, MODERATION_WORDS, REPORT_REASONS, WORDS } from '@ideaignite/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiAs,
  moderatorViaApi,
  openPage,
  type SignedIn,
  signInViaApi,
  signUpViaApi,
  useSession,
} from './fixtures.ts';
import { SCREEN_WORDS } from './words.ts';

const w = SCREEN_WORDS['en-IN'];
const reasonLabel = (value: (typeof REPORT_REASONS)[number]['value']) =>
  REPORT_REASONS.find((reason) => reason.value === value)!.label;

/** A browser of their own, signed in, at `path`. */
async function signedInAt(browser: Browser, who: SignedIn, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, who);
  await openPage(page, path);
  return page;
}

test('A user blocks a stranger from their chat, who then can neither message nor find them', async ({
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const hustlerName = `Ishita Verma ${tag}`;
  const cofounderName = `Rohan Malhotra ${tag}`;
  const pushy = `Invest in my crypto scheme today, guaranteed 10x returns! (${tag})`;
  const again = 'Why are you not answering?';

  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const stranger = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  await apiAs(request, hustler, 'post', API.profileHustler, {
    multipart: { Username: hustlerName, project: `PaniPuri Labs ${tag}` },
  });
  await apiAs(request, stranger, 'post', API.profileCofounder, { multipart: { Username: cofounderName } });
  // The stranger's first message: a request on Ishita's side.
  await apiAs(request, stranger, 'post', API.conversation(hustler.userId), { data: { text: pushy } });

  // The stranger keeps the chat open.
  const rohan = await signedInAt(browser, stranger, `/messages?to=${hustler.userId}`);
  await expect(rohan.getByRole('log')).toContainText(pushy);

  // Ishita opens the request and blocks him from the chat's menu.
  const ishita = await signedInAt(browser, hustler, '/messages?folder=requests');
  await ishita
    .getByRole('navigation', { name: w.messages.requests })
    .getByRole('link')
    .filter({ hasText: cofounderName })
    .click();
  await expect(ishita.getByRole('log', { name: w.messages.messagesWith(cofounderName) })).toContainText(
    pushy,
  );
  await ishita.getByRole('button', { name: w.messages.moreActions(cofounderName) }).click();
  await ishita.getByRole('menuitem', { name: w.messages.block }).click();
  const confirm = ishita.getByRole('dialog', { name: w.messages.blockTitle(cofounderName) });
  await expect(confirm).toContainText(w.messages.blockDescription);
  await confirm.getByRole('button', { name: w.messages.block, exact: true }).click();
  await expect(confirm).toBeHidden();
  // The request leaves with him.
  await expect(ishita.getByText(w.messages.requestsEmpty)).toBeVisible();

  // Rohan writes again from the open chat: the server's words, and nothing is sent.
  const box = rohan.getByRole('textbox', { name: w.messages.messageLabel });
  await box.fill(again);
  await box.press('Enter');
  await expect(rohan.getByRole('alert')).toContainText(BLOCKS_WORDS.blockedYou);
  await expect(rohan.getByRole('log')).not.toContainText(again);
  // Opened afresh, the chat says why in place of the message box; still nothing sent.
  await openPage(rohan, `/messages?to=${hustler.userId}`);
  await expect(rohan.getByRole('log')).toContainText(pushy);
  await expect(rohan.getByText(BLOCKS_WORDS.blockedYou)).toBeVisible();
  await expect(rohan.getByRole('textbox', { name: w.messages.messageLabel })).toHaveCount(0);
  await expect(rohan.getByRole('log')).not.toContainText(again);
  // Nor did it reach Ishita.
  const sent = await request.get(API.conversation(stranger.userId), {
    headers: { authorization: `Bearer ${hustler.token}` },
  });
  expect(JSON.stringify(await sent.json())).not.toContain(again);

  // He cannot find her: not among the startups, not in the new message search.
  await openPage(rohan, `/FindHustler?q=${encodeURIComponent(hustlerName)}`);
  await expect(rohan.getByLabel(w.discovery.searchStartups, { exact: true })).toHaveValue(hustlerName);
  await expect(rohan.getByText(WORDS.lists.cofoundersNoMatch)).toBeVisible();
  await expect(rohan.getByRole('main')).not.toContainText(hustlerName);
  await openPage(rohan, '/messages');
  await rohan.getByRole('button', { name: w.messages.newMessage }).click();
  const search = rohan.getByRole('dialog');
  await search.getByRole('searchbox', { name: w.messages.searchPeople }).fill(hustlerName);
  await expect(search.getByText(w.messages.noMatches(hustlerName))).toBeVisible();

  await ishita.context().close();
  await rohan.context().close();
});

test('A report reaches the moderators, a hidden talk leaves everyone’s list, and restoring brings it back', async ({
  browser,
  request,
}) => {
  test.slow(); // three people, three browsers
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const authorName = `Vikram Sood ${tag}`;
  const talkTitle = `Send me ₹5,000 and I will double it by Friday (${tag})`;
  const profileDetails = `He asks every founder for money up front. (${tag})`;
  const talkDetails = `This talk is a money-doubling scam. (${tag})`;

  const reporter = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const author = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  const moderator = await moderatorViaApi(request);
  await apiAs(request, reporter, 'post', API.profileInvestor, {
    multipart: { Username: `Leela Iyer ${tag}`, investorType: 'visionary' },
  });
  await apiAs(request, author, 'post', API.profileCofounder, { multipart: { Username: authorName } });
  const talk = await apiAs<{ blog: { _id: string } }>(request, author, 'post', API.addTalks, {
    data: { title: talkTitle },
  });

  // Leela reports Vikram from his profile.
  const leela = await signedInAt(browser, reporter, `/users/${author.userId}`);
  await expect(leela.getByRole('heading', { level: 1, name: authorName })).toBeVisible();
  await leela.getByRole('button', { name: w.profiles.report, exact: true }).click();
  const dialog = leela.getByRole('dialog', { name: w.components.reportTitle(authorName) });
  await dialog.getByRole('radio', { name: reasonLabel('fraud') }).check();
  await dialog.getByRole('textbox', { name: w.components.reportDetails }).fill(profileDetails);
  await dialog.getByRole('button', { name: w.components.reportSend }).click();
  await expect(dialog.getByRole('status')).toHaveText(MODERATION_WORDS.reportSent);
  // The answer's own Close (the dialog's corner ✕ has the same name, and no text).
  await dialog
    .getByRole('button', { name: w.components.close })
    .filter({ hasText: w.components.close })
    .click();
  await expect(dialog).toBeHidden();
  // And his talk (through the API: a talk's own Report menu is not part of this journey).
  await apiAs(request, reporter, 'post', API.reports, {
    data: { target: 'talk', targetId: talk.blog._id, reason: 'fraud', details: talkDetails },
  });

  // She keeps the talks open; the talk is there.
  await openPage(leela, '/talks');
  await expect(leela.getByText(talkTitle)).toBeVisible();

  // The moderator finds both reports in the queue, each with what Leela wrote.
  const asha = await signedInAt(browser, moderator, '/admin/reports');
  await expect(asha.getByRole('heading', { level: 1, name: w.moderation.title })).toBeVisible();
  const openTab = asha.getByRole('tabpanel', { name: w.moderation.tabs.open });
  const profileReport = openTab.getByRole('article').filter({ hasText: profileDetails });
  await expect(profileReport).toHaveAccessibleName(
    w.moderation.heading(w.moderation.targets.user, reasonLabel('fraud')),
  );
  await expect(profileReport).toContainText(authorName);
  // A person cannot be hidden: only dismissed or suspended.
  await expect(profileReport.getByRole('button', { name: w.moderation.act.hide })).toHaveCount(0);
  await expect(profileReport.getByRole('button', { name: w.moderation.act.suspend })).toBeVisible();

  const talkReport = openTab.getByRole('article').filter({ hasText: talkDetails });
  await expect(talkReport).toHaveAccessibleName(
    w.moderation.heading(w.moderation.targets.talk, reasonLabel('fraud')),
  );
  await expect(talkReport).toContainText(talkTitle);

  // The moderator hides the talk, confirming first; the server's words are announced.
  await talkReport.getByRole('button', { name: w.moderation.act.hide }).click();
  const hide = asha.getByRole('dialog', { name: w.moderation.confirmTitle.hide });
  await expect(hide).toContainText(w.moderation.confirmText.hide);
  await hide.getByRole('button', { name: w.moderation.act.hide, exact: true }).click();
  await expect(hide).toBeHidden();
  await expect(asha.getByText(MODERATION_WORDS.contentHidden)).toBeVisible();
  await expect(talkReport).toHaveCount(0);
  await asha.getByRole('tab', { name: w.moderation.tabs.closed }).click();
  const closed = asha
    .getByRole('tabpanel', { name: w.moderation.tabs.closed })
    .getByRole('article')
    .filter({ hasText: talkDetails });
  await expect(closed).toContainText(w.moderation.statuses.hidden);

  // Leela's talks drop it, live; and it stays gone after a reload, for its author too.
  await expect(leela.getByText(talkTitle)).toHaveCount(0);
  await openPage(leela, '/talks');
  await expect(leela.getByRole('heading', { level: 1, name: w.talks.title })).toBeVisible();
  await expect(leela.getByText(talkTitle)).toHaveCount(0);
  const vikram = await signedInAt(browser, author, '/talks');
  await expect(vikram.getByRole('heading', { level: 1, name: w.talks.title })).toBeVisible();
  await expect(vikram.getByText(talkTitle)).toHaveCount(0);

  // The moderator changes her mind: Restore post, confirmed first, brings the talk back for everyone.
  await closed.getByRole('button', { name: w.moderation.act.restorePost }).click();
  const restore = asha.getByRole('dialog', { name: w.moderation.confirmTitle.restorePost });
  await restore.getByRole('button', { name: w.moderation.act.restorePost }).click();
  await expect(restore).toBeHidden();
  await expect(asha.getByText(MODERATION_WORDS.contentRestored)).toBeVisible();
  await expect(closed).toContainText(w.moderation.statuses.dismissed);
  await expect(closed.getByRole('button', { name: w.moderation.act.restorePost })).toHaveCount(0);
  await openPage(leela, '/talks');
  await expect(leela.getByText(talkTitle)).toBeVisible();

  await leela.context().close();
  await asha.context().close();
  await vikram.context().close();
});
