import { API, JOB_AUDIENCES, moneyAskingIn, REPORT_REASONS, WORK_MODES } from '@ideaignite/contract';
import { JOBS_CHOICES_HI } from '@ideaignite/contract/hi';
import { jobsApi } from '@ideaignite/contract/jobs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import applicationsHi from '../apps/web/src/features/jobs/applications/words/hi.ts';
import { en as hiringEn } from '../apps/web/src/features/jobs/hiring/words/en.ts';
import { en as postingEn } from '../apps/web/src/features/jobs/posting-form/words/en.ts';
import { en as jobsEn } from '../apps/web/src/features/jobs/words/en.ts';
import jobsHi from '../apps/web/src/features/jobs/words/hi.ts';
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

// Issue 25's journey. The Hustler works in English, the job seeker in Hindi ("all in Hindi once").
const en = SCREEN_WORDS['en-IN'];
const hi = SCREEN_WORDS['hi-IN'];
const label = <T extends { value: string; label: string }>(list: readonly T[], value: T['value']) =>
  list.find((option) => option.value === value)!.label;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A filter's checkbox is named "label (count)": the count is whatever the board holds. */
const withAnyCount = (text: string) => new RegExp(`^${escapeRegExp(text)} \\(`);

/** Today in India plus `days`, YYYY-MM-DD: what a date field takes. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A browser of their own (in `locale`), signed in, at `path`. */
async function signedInAt(browser: Browser, who: SignedIn, path: string, locale = 'en-IN'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await useSession(page, who);
  if (locale === 'hi-IN') {
    await context.addInitScript({ content: `localStorage.setItem('locale', 'hi-IN');` });
  }
  await openPage(page, path);
  return page;
}

interface Posting {
  title: string;
  description: string;
  city: string;
  stipend: string;
  question?: string;
}

/** Fills in /jobs/new for a hybrid internship in `city` (Meghalaya) and posts it. */
async function postInternship(page: Page, posting: Posting) {
  const m = postingEn;
  await openPage(page, '/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: m.newTitle })).toBeVisible();
  await page.getByRole('textbox', { name: m.title }).fill(posting.title);
  await page.getByRole('combobox', { name: m.type }).selectOption('internship');
  await page.getByRole('radio', { name: label(WORK_MODES, 'hybrid'), exact: true }).check();
  await page.getByRole('combobox', { name: m.state }).selectOption('ML');
  await page.getByRole('combobox', { name: m.city }).fill(posting.city);
  await page.getByRole('textbox', { name: m.skills, exact: true }).fill('Figma');
  await page.getByRole('button', { name: m.addSkill, exact: true }).click();
  await expect(page.getByRole('button', { name: m.removeSkill('Figma') })).toBeVisible();
  await page.getByRole('textbox', { name: m.description }).fill(posting.description);
  // The form says at once when the words ask candidates for money.
  const asking = moneyAskingIn([posting.description]);
  if (asking) await expect(page.getByText(m.moneyWarning(asking))).toBeVisible();
  await page.getByRole('combobox', { name: m.duration }).selectOption('3');
  await page.getByRole('radio', { name: m.stipendFixed, exact: true }).check();
  await page.getByRole('textbox', { name: m.amount }).fill(posting.stipend);
  await page.getByRole('checkbox', { name: label(JOB_AUDIENCES, 'freshers'), exact: true }).check();
  await page.getByLabel(m.applyBy, { exact: true }).fill(indiaDay(30));
  if (posting.question) {
    await page.getByRole('button', { name: m.addQuestion }).click();
    await page.getByRole('textbox', { name: m.question(1) }).fill(posting.question);
  }
  await page.getByRole('checkbox', { name: m.declaration }).check();
  await page.getByRole('button', { name: m.submitNew }).click();
  await expect(page.getByRole('heading', { level: 1, name: posting.title })).toBeVisible();
}

/** A fresh Hustler with a startup profile (sector and stage, which their postings take). */
async function newHustler(request: Parameters<typeof signUpViaApi>[0], name: string, project: string) {
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  await apiAs(request, hustler, 'post', API.profileHustler, {
    multipart: {
      Username: name,
      project,
      currentStage: 'seed',
      sectors: 'agritech',
      state: 'ML',
      city: 'Shillong',
      bio: 'Building a market app for the farmers of the Khasi hills.',
    },
  });
  return hustler;
}

test('A Hustler posts an internship; a job seeker finds it by city, remote and stipend in Hindi, applies, and both follow it live', async ({
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers, live updates between them
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const hustlerName = `Daniel Lyngdoh ${tag}`;
  const seekerName = `Priya Sharma ${tag}`;
  const title = `Design intern for the hill farmers' app ${tag}`;
  const remoteTitle = `Remote research intern ${tag}`;
  const question = 'Which app do you use every day, and what would you change in it?';
  const answer = 'WhatsApp: I would let my grandmother send voice notes to a group in one tap.';
  const note = 'मैंने किसानों के लिए एक ऐप डिज़ाइन किया है और पहाड़ों में काम करना चाहती हूँ।';
  const hello = `Namaste Priya, can we talk on Friday about the internship? (${tag})`;
  // A city no demo or other journey's posting uses, typed in rather than picked.
  const city = `Mawlai ${tag}`;

  const hustler = await newHustler(request, hustlerName, `Khasi Haat ${tag}`);
  const seeker = await signInViaApi(request, await signUpViaApi(request, 'Jobseeker'));
  await apiAs(request, seeker, 'post', API.profileJobseeker, {
    multipart: {
      Username: seekerName,
      desiredRole: 'Product designer',
      skills: 'Figma,Research',
      aboutMe: 'Designer who likes talking to users.',
    },
  });

  // The Hustler posts the internship through the form: hybrid, in the city, ₹18,000 a month, one question.
  const founder = await signedInAt(browser, hustler, '/jobs/mine');
  await postInternship(founder, {
    title,
    description: 'Sit with farmers at the weekly market and design the screens they sell through.',
    city,
    stipend: '18000',
    question,
  });
  // Nothing in it asks for money: it is on the board at once, not held.
  await expect(founder.getByRole('link', { name: jobsEn.viewApplicants })).toBeVisible();
  await expect(founder.getByText(jobsEn.heldNotice)).toHaveCount(0);
  const jobId = new URL(founder.url()).pathname.split('/').at(-1)!;
  // And a remote one that pays less (through the API: the form is the same).
  await apiAs(request, hustler, 'post', jobsApi.create.path, {
    data: {
      title: remoteTitle,
      type: 'internship',
      workMode: 'remote',
      skills: ['Research'],
      description: 'Call farmers and write down how they sell today.',
      openings: 1,
      startDate: null,
      durationMonths: 2,
      stipend: { kind: 'fixed', amount: 8000 },
      perks: [],
      audiences: ['freshers'],
      applyBy: indiaDay(30),
      questions: [],
      noFeeDeclaration: true,
    },
  });

  // The Hustler keeps the internship's applicants open: nobody yet.
  await openPage(founder, `/jobs/${jobId}/applicants`);
  await expect(founder.getByText(hiringEn.noApplicants)).toBeVisible();

  // The job seeker, in Hindi, searches the board for the startup and filters it.
  const priya = await signedInAt(browser, seeker, '/jobs', 'hi-IN');
  await expect(priya.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(priya.getByRole('heading', { level: 1, name: jobsHi.boardTitle })).toBeVisible();
  await priya.getByRole('searchbox', { name: jobsHi.searchLabel }).fill(tag);
  const card = (name: string) =>
    priya.getByRole('article').filter({ has: priya.getByRole('link', { name }) });
  await expect(card(title)).toBeVisible();
  await expect(card(remoteTitle)).toBeVisible();
  const filters = priya.getByRole('complementary', { name: jobsHi.filters });
  // Remote only: the remote internship.
  await filters.getByRole('checkbox', { name: withAnyCount(JOBS_CHOICES_HI.Remote!) }).check();
  await expect(card(title)).toHaveCount(0);
  await expect(card(remoteTitle)).toBeVisible();
  // At least ₹15,000 a month: the remote one pays less, so nothing matches.
  await filters.getByRole('combobox', { name: jobsHi.filterGroups.minStipend }).selectOption('15000');
  await expect(priya.getByText(jobsHi.noJobsMatch)).toBeVisible();
  // In the city instead of remote: the hybrid internship.
  await filters.getByRole('checkbox', { name: withAnyCount(JOBS_CHOICES_HI.Remote!) }).uncheck();
  await filters.getByRole('combobox', { name: jobsHi.addCity }).fill(city);
  await filters.getByRole('combobox', { name: jobsHi.addCity }).press('Enter');
  await expect(card(title)).toBeVisible();
  await expect(card(remoteTitle)).toHaveCount(0);
  await expect(filters.getByRole('checkbox', { name: withAnyCount(city) })).toBeChecked();
  // The filters are kept in the address.
  await expect(priya).toHaveURL(
    (url) => url.searchParams.get('city') === city && url.searchParams.get('minStipend') === '15000',
  );

  // She saves it, and opens it.
  const save = card(title).getByRole('button', { name: jobsHi.saveJob(title) });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await card(title).getByRole('link', { name: title }).click();
  await expect(priya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(priya.getByRole('button', { name: jobsHi.saveJob(title) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // She applies with a note and an answer to the question.
  await priya.getByRole('button', { name: jobsHi.apply, exact: true }).click();
  const dialog = priya.getByRole('dialog', { name: jobsHi.applyTitle(title) });
  await dialog.getByRole('textbox', { name: question }).fill(answer);
  await dialog.getByRole('textbox', { name: jobsHi.noteLabel }).fill(note);
  await dialog.getByRole('button', { name: jobsHi.sendApplication }).click();
  await expect(dialog).toBeHidden();
  await expect(priya.getByText(jobsHi.yourApplication)).toBeVisible();

  // The Hustler's tracker shows her application without a reload, with her note and answer.
  const applicant = founder.getByRole('list', { name: hiringEn.applicants }).getByRole('listitem').filter({
    hasText: seekerName,
  });
  await expect(applicant).toBeVisible();
  await applicant.getByRole('button', { name: hiringEn.details }).click();
  await expect(applicant).toContainText(note);
  await expect(applicant).toContainText(answer);

  // She follows it on My applications: opened, it was viewed.
  await priya.getByRole('link', { name: jobsHi.seeMyApplications }).click();
  await expect(priya.getByRole('heading', { level: 1, name: applicationsHi.title })).toBeVisible();
  const mine = priya
    .getByRole('list', { name: applicationsHi.title })
    .getByRole('listitem')
    .filter({
      has: priya.getByRole('heading', { name: title }),
    });
  const now = mine
    .getByRole('list', { name: applicationsHi.timeline })
    .getByRole('listitem')
    .filter({ hasText: applicationsHi.stepNow });
  await expect(now).toContainText(jobsHi.applicationStatus.viewed);

  // The Hustler shortlists her; her timeline moves without a reload.
  await applicant.getByRole('button', { name: hiringEn.moves.shortlist, exact: true }).click();
  await expect(now).toContainText(jobsHi.applicationStatus.shortlisted);

  // Shortlisting connects them: the Hustler's first message lands in her inbox, not her requests.
  await applicant.getByRole('link', { name: hiringEn.messageApplicant(seekerName) }).click();
  const box = founder.getByRole('textbox', { name: en.messages.messageLabel });
  await box.fill(hello);
  await founder.getByRole('button', { name: en.messages.send, exact: true }).click();
  await expect(founder.getByRole('log', { name: en.messages.messagesWith(seekerName) })).toContainText(hello);

  await openPage(priya, '/messages');
  await priya
    .getByRole('navigation', { name: hi.messages.chats })
    .getByRole('link')
    .filter({ hasText: hustlerName })
    .click();
  await expect(priya.getByRole('log', { name: hi.messages.messagesWith(hustlerName) })).toContainText(hello);
  await expect(priya.getByText(hi.messages.requestHint)).toHaveCount(0);
  await expect(priya.getByRole('textbox', { name: hi.messages.messageLabel })).toBeVisible();
  await priya.getByRole('tab', { name: hi.messages.requests }).click();
  await expect(priya.getByText(hi.messages.requestsEmpty)).toBeVisible();

  await founder.context().close();
  await priya.context().close();
});

test('A posting that asks for a registration fee is held, says why, and waits in the moderators’ queue', async ({
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const title = `Data entry intern, work from home ${tag}`;
  const description = `Selected candidates must pay a registration fee of ₹499 before joining. (${tag})`;
  const asking = moneyAskingIn([description])!;
  const askingReason = label(REPORT_REASONS, 'asksForMoney');

  const hustler = await newHustler(request, `Ravi Kharkongor ${tag}`, `Quick Earn ${tag}`);
  const moderator = await moderatorViaApi(request);

  // The form warns as the description is typed; posted anyway, the posting is held with the reason.
  const poster = await signedInAt(browser, hustler, '/jobs/mine');
  await postInternship(poster, { title, description, city: 'Shillong', stipend: '5000' });
  await expect(poster.getByText(jobsEn.heldNotice)).toBeVisible();
  await expect(poster.getByText(jobsEn.heldReason(asking))).toBeVisible();
  await expect(poster.getByText(jobsEn.jobStatus.held, { exact: true })).toBeVisible();

  // The moderator finds it in the queue, filed by the platform, with the words that asked.
  const asha = await signedInAt(browser, moderator, '/admin/reports');
  await expect(asha.getByRole('heading', { level: 1, name: en.moderation.title })).toBeVisible();
  const report = asha
    .getByRole('tabpanel', { name: en.moderation.tabs.open })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(report).toHaveAccessibleName(en.moderation.heading(en.moderation.targets.job, askingReason));
  await expect(report).toContainText(en.moderation.platform);
  await expect(report).toContainText(asking);

  await poster.context().close();
  await asha.context().close();
});
