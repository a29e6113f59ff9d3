import { API } from '@ideaignite/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs, openPage, type SignedIn, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';
import { SCREEN_WORDS } from './words.ts';

const w = SCREEN_WORDS['en-IN'];
// Unique per run: other journeys on the same server sign people up too.
const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
const HUSTLER_NAME = `Aarav Kulkarni ${tag}`;
const COFOUNDER_NAME = `Kabir Sethi ${tag}`;
const HELLO = `Namaste Aarav! I build firmware for solar chillers. Could we talk? (${tag})`;
const ANSWER = 'Happy to. Our Ratnagiri pilot needs exactly that.';
const THANKS = 'Wonderful. I will send my designs tonight.';
const QUIET = 'Sent you the designs. No rush to answer.';
const QUIET_REPLY = 'Got them, thank you.';

/** A browser of their own, signed in, on their chats (`to`: one chat open). */
async function openChats(browser: Browser, who: SignedIn, to?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, who);
  await openPage(page, to ? `/messages?to=${to}` : '/messages');
  await expect(page.getByRole('heading', { level: 1, name: w.messages.title })).toBeVisible();
  return page;
}

/** My message in the open chat, found by its words. */
const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });
/** Any tick's word (read out instead of the ticks) in the open chat. */
const anyTick = (page: Page) =>
  page
    .getByRole('log')
    .getByText(
      new RegExp(
        `^(${[w.messages.statusSent, w.messages.statusDelivered, w.messages.statusRead].join('|')})$`,
      ),
    );
/** Writes in the message box without sending. */
const typeDraft = (page: Page, text: string) =>
  page.getByRole('textbox', { name: w.messages.messageLabel }).pressSequentially(text, { delay: 20 });
const send = async (page: Page, text: string) => {
  const box = page.getByRole('textbox', { name: w.messages.messageLabel });
  await box.fill(text);
  await box.press('Enter');
  await expect(bubble(page, text)).toBeVisible();
};

test("A stranger's message arrives in Requests; once accepted, typing and read ticks go both ways until one side turns them off", async ({
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers, live updates between them
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const cofounder = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  await apiAs(request, hustler, 'post', API.profileHustler, {
    multipart: { Username: HUSTLER_NAME, project: 'MeenVala' },
  });
  await apiAs(request, cofounder, 'post', API.profileCofounder, {
    multipart: { Username: COFOUNDER_NAME, skills: 'Firmware' },
  });

  // Aarav waits on his chats; Kabir, a stranger to him, opens a chat with him and writes.
  const aarav = await openChats(browser, hustler);
  const kabir = await openChats(browser, cofounder, hustler.userId);
  await expect(kabir.getByText(w.messages.sayNamaste(HUSTLER_NAME))).toBeVisible();
  await send(kabir, HELLO);
  // Its tick: Sent, or already Delivered to Aarav's open page.
  await expect(anyTick(kabir)).toHaveCount(1);

  // It is not in Aarav's inbox: it waits under Requests, counted on the tab.
  const requestsTab = aarav.getByRole('tab', { name: new RegExp(`^${w.messages.requests}`) });
  await expect(requestsTab).toHaveAccessibleName(`${w.messages.requests} 1${w.messages.waiting}`);
  await expect(aarav.getByRole('tabpanel', { name: w.messages.inbox })).not.toContainText(HELLO);
  await requestsTab.click();
  await expect(aarav.getByRole('heading', { name: w.messages.requestsHeading })).toBeVisible();
  const requests = aarav.getByRole('navigation', { name: w.messages.requests });
  await requests.getByRole('link').filter({ hasText: COFOUNDER_NAME }).click();

  // The request opens with who wants to talk, and the message: Kabir's tick turns to Read.
  await expect(aarav.getByRole('heading', { name: w.messages.wantsToMessage(COFOUNDER_NAME) })).toBeVisible();
  await expect(aarav.getByRole('log', { name: w.messages.messagesWith(COFOUNDER_NAME) })).toContainText(
    HELLO,
  );
  await expect(bubble(kabir, HELLO).getByText(w.messages.statusRead)).toBeAttached();

  // Aarav accepts: the banner goes, the box takes focus, and the chat is in his inbox.
  await aarav.getByRole('button', { name: w.messages.accept, exact: true }).click();
  await expect(aarav.getByRole('heading', { name: w.messages.wantsToMessage(COFOUNDER_NAME) })).toBeHidden();
  await expect(aarav.getByRole('textbox', { name: w.messages.messageLabel })).toBeFocused();
  await aarav.getByRole('tab', { name: w.messages.inbox }).click();
  await expect(aarav.getByRole('navigation', { name: w.messages.chats })).toContainText(HELLO);

  // Aarav types: Kabir sees it; Aarav empties the box: it stops.
  const aaravTyping = kabir.getByText(w.messages.isTyping(HUSTLER_NAME));
  await typeDraft(aarav, 'Happy');
  await expect(aaravTyping).toBeVisible();
  await aarav.getByRole('textbox', { name: w.messages.messageLabel }).fill('');
  await expect(aaravTyping).toBeHidden();

  // He answers; Kabir has the chat open, so it is read at once and Aarav's tick says so.
  await send(aarav, ANSWER);
  await expect(kabir.getByRole('log')).toContainText(ANSWER);
  await expect(bubble(aarav, ANSWER).getByText(w.messages.statusRead)).toBeAttached();

  // Kabir types: Aarav sees it; his message arrives and the typing line goes.
  const kabirTyping = aarav.getByText(w.messages.isTyping(COFOUNDER_NAME));
  await typeDraft(kabir, 'Wonder');
  await expect(kabirTyping).toBeVisible();
  await kabir.getByRole('textbox', { name: w.messages.messageLabel }).fill('');
  await send(kabir, THANKS);
  await expect(aarav.getByRole('log')).toContainText(THANKS);
  await expect(kabirTyping).toBeHidden();
  await expect(bubble(kabir, THANKS).getByText(w.messages.statusRead)).toBeAttached();

  // Aarav turns read receipts and typing off in Settings → Privacy.
  await openPage(aarav, '/settings');
  const receipts = aarav.getByRole('switch', { name: w.privacy.receipts });
  await expect(receipts).toHaveAttribute('aria-checked', 'true');
  // The switch's input is visually hidden: a person clicks its label.
  await aarav.getByText(w.privacy.receipts, { exact: true }).click();
  await expect(receipts).toHaveAttribute('aria-checked', 'false');
  const saveReceipts = aarav.getByRole('button', { name: w.privacy.saveReceipts });
  await saveReceipts.click();
  await expect(saveReceipts.locator('xpath=..').getByRole('status')).toHaveText(w.settings.saved);

  // Back in the chat, and Kabir's open again: neither side shows a tick, not even on the old messages.
  await openPage(aarav, `/messages?to=${cofounder.userId}`);
  await expect(aarav.getByRole('log')).toContainText(THANKS);
  await openPage(kabir, `/messages?to=${hustler.userId}`);
  await expect(kabir.getByRole('log')).toContainText(ANSWER);
  await expect(anyTick(kabir)).toHaveCount(0);
  await expect(anyTick(aarav)).toHaveCount(0);

  // Kabir types and writes: Aarav never sees him typing, and Kabir's message gets no tick.
  await typeDraft(kabir, 'Sent you');
  await aarav.waitForTimeout(2_500); // typing showed within a moment while it was on
  await expect(kabirTyping).toBeHidden();
  await kabir.getByRole('textbox', { name: w.messages.messageLabel }).fill('');
  await send(kabir, QUIET);
  await expect(aarav.getByRole('log')).toContainText(QUIET);

  // Aarav types and answers: Kabir sees no typing either, and Aarav's answer gets no tick.
  await typeDraft(aarav, 'Got them');
  await kabir.waitForTimeout(2_500);
  await expect(aaravTyping).toBeHidden();
  await aarav.getByRole('textbox', { name: w.messages.messageLabel }).fill('');
  await send(aarav, QUIET_REPLY);
  await expect(kabir.getByRole('log')).toContainText(QUIET_REPLY);
  await expect(anyTick(kabir)).toHaveCount(0);
  await expect(anyTick(aarav)).toHaveCount(0);

  await aarav.context().close();
  await kabir.context().close();
});
