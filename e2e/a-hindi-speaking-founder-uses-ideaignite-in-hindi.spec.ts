import { API, type CurrentSession, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { API_ERRORS_HI, EMAILS_HI, PROFILE_CHOICES_HI, WORDS_HI } from '@ideaignite/contract/hi';
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_NAMES } from '../apps/web/src/lib/i18n/locale.ts';
import {
  apiAs,
  expectPath,
  openPage,
  signInThroughForm,
  signInViaApi,
  signUp,
  signUpViaApi,
} from './fixtures.ts';
import { waitForMail } from './mailbox.ts';
import { SCREEN_WORDS } from './words.ts';

// A visitor whose browser asks for Hindi first (navigator.languages and Accept-Language).
test.use({ locale: 'hi-IN' });

const hi = SCREEN_WORDS['hi-IN'];
const en = SCREEN_WORDS['en-IN'];

const expectHindi = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

test('A Hindi-speaking founder signs up, sets up a profile, posts a talk and sends a message, all in Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const investor = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const investorName = 'मीरा अय्यर';
  await apiAs(request, investor, 'post', API.profileInvestor, {
    multipart: { Username: investorName, investorType: 'visionary' },
  });

  // The landing page comes in Hindi: the server picks index.hi.html from Accept-Language.
  await openPage(page, '/');
  await expectHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: hi.landing.hero.title })).toBeVisible();

  // Signing up through the form, read by its Hindi labels, leads to the Hustler's set-up form.
  const account = await signUp(page, 'Hustler', hi);
  await expectHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: hi.profiles.hustlerTitle })).toBeVisible();

  // The verification email is written in Hindi: the account took the language it signed up in.
  const mail = await waitForMail({ to: account.email, contains: '/verify-email?token=' });
  expect(mail.language).toBe('hi-IN');
  expect(mail.subject).toBe(EMAILS_HI.verify.subject);
  expect(mail.text).toContain(EMAILS_HI.verify.body);
  expect(mail.html).toContain(EMAILS_HI.verify.action);

  // The profile, in Hindi words too.
  const name = 'रवि शर्मा';
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(hi.profiles.userName).fill(name);
  await field(hi.profiles.bio).fill('इंदौर से दूसरी बार फ़ाउंडर, छोटे शहरों की खेती के लिए ऐप बनाता हूँ।');
  await field(hi.profiles.project).fill('खेत से घर');
  await field(hi.profiles.currentStage).selectOption({ label: PROFILE_CHOICES_HI.Seed! });
  await field(hi.profiles.currentWorkQuestion).fill('किसानों से सीधे शहर की रसोई तक सब्ज़ी पहुँचाना।');
  await page.getByRole('checkbox', { name: PROFILE_CHOICES_HI.Networking }).check();
  await page.getByRole('button', { name: hi.profiles.saveProfile }).click();
  const saved = page.getByRole('alertdialog', { name: WORDS_HI.profileForms.hustlerSuccess });
  await saved.getByRole('button', { name: hi.profiles.ok }).click();
  // Saved, straight on to the dashboard, greeted as a new member (issue 26).
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await expect(page.getByRole('heading', { level: 1, name: hi.feed.welcomeName(name) })).toBeVisible();
  await expect(page.getByRole('region', { name: hi.feed.firstRunHeading })).toBeVisible();

  // Signed out, a wrong password: the server's answer is shown in Hindi.
  await page.getByRole('button', { name: hi.frame.signOut }).click();
  await expectPath(page, '/signin');
  await signInThroughForm(page, { email: account.email, password: 'Galat#Password1' }, hi);
  await expect(page.getByRole('alert')).toContainText(API_ERRORS_HI.invalidCredentials);
  await signInThroughForm(page, account, hi);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await expectHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: hi.feed.welcomeName(name) })).toBeVisible();

  // A talk.
  await page.goto('/talks');
  const words = `क्या इंदौर में कोई एग्रीटेक पर काम कर रहा है? चाय पर मिलते हैं। ${Date.now()}`;
  await page.getByLabel(hi.talks.shareTalk).fill(words);
  await page.getByRole('button', { name: hi.talks.post, exact: true }).click();
  await expect(
    page.getByRole('list', { name: hi.talks.title }).getByRole('article').filter({ hasText: words }),
  ).toBeVisible();

  // A message to the investor, from their profile.
  await page.goto(`/users/${investor.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: investorName })).toBeVisible();
  await page.getByRole('link', { name: hi.profiles.message, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('to') === investor.userId);
  const hello = 'नमस्ते मीरा जी! क्या मैं अपने पायलट के आँकड़े भेज सकता हूँ?';
  await page.getByRole('textbox', { name: hi.messages.messageLabel }).fill(hello);
  await page.getByRole('button', { name: hi.messages.send }).click();
  await expect(page.getByRole('log', { name: hi.messages.messagesWith(investorName) })).toContainText(hello);
  await expectHindi(page);

  // The account's language is Hindi.
  const token = await page.evaluate<string>(`localStorage.getItem('token')`);
  const session = await request.get(API.currentSession, { headers: { authorization: `Bearer ${token}` } });
  expect(((await session.json()) as CurrentSession).locale).toBe('hi-IN');
});

test('The language switch in the header turns the page into English and back, and keeps the focus', async ({
  page,
}) => {
  await openPage(page, '/');
  await expectHindi(page);
  const header = page.getByRole('banner');
  // Each language is named in itself: a Hindi page offers "English", an English one "हिन्दी".
  const toEnglish = header.getByRole('button', { name: LANGUAGE_NAMES['en-IN'], exact: true });
  await toEnglish.focus();
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: en.landing.hero.title })).toBeVisible();
  const toHindi = header.getByRole('button', { name: LANGUAGE_NAMES['hi-IN'], exact: true });
  await expect(toHindi).toBeFocused();

  await page.keyboard.press('Enter');
  await expectHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: hi.landing.hero.title })).toBeVisible();
  await expect(toEnglish).toBeFocused();
});
