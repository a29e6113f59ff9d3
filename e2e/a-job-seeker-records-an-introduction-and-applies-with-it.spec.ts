import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { en as applyEn } from '../apps/web/src/features/jobs/apply/words/en.ts';
import { en as hiringEn } from '../apps/web/src/features/jobs/hiring/words/en.ts';
import { en as jobsEn } from '../apps/web/src/features/jobs/words/en.ts';
import { en as introEn } from '../apps/web/src/features/videos/words/intro/en.ts';
import { apiAs, openPage, type SignedIn, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

// Issue 25, decision 039: a job seeker with no video records their introduction from the apply
// dialog, comes back to what they had typed, and applies with it; the startup watches it on the
// application; the introduction is in no feed.
const clip = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/guides/getting-started.mp4',
);

/** Today in India plus `days`, YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function signedInAt(browser: Browser, who: SignedIn, pathname: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, who);
  await openPage(page, pathname);
  return page;
}

test('A job seeker records an introduction from the apply dialog, keeps what they typed, and the startup watches it', async ({
  browser,
  request,
}) => {
  test.slow(); // an upload, two browsers
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const title = `Field research intern ${tag}`;
  const question = 'Which market near you would you visit first?';
  const answer = 'Gultekdi in Pune: I know two traders there.';
  const note = 'I am in my final year of BBA and have surveyed 40 shops for a college project.';
  const introTitle = `Ananya Kulkarni, in a minute ${tag}`;
  const seekerName = `Ananya Kulkarni ${tag}`;

  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  await apiAs(request, hustler, 'post', API.profileHustler, {
    multipart: {
      Username: `Meera Joshi ${tag}`,
      project: `MandiMitra ${tag}`,
      currentStage: 'seed',
      sectors: 'agritech',
      state: 'MH',
      city: 'Pune',
      bio: 'Price alerts for small traders in the wholesale markets of Maharashtra.',
    },
  });
  const { job } = await apiAs<{ job: { _id: string } }>(request, hustler, 'post', jobsApi.create.path, {
    data: {
      title,
      type: 'internship',
      workMode: 'remote',
      skills: ['Research'],
      description: 'Visit wholesale markets and write down how traders learn the day’s prices.',
      openings: 1,
      startDate: null,
      durationMonths: 2,
      stipend: { kind: 'fixed', amount: 10000 },
      perks: [],
      audiences: ['freshers'],
      applyBy: indiaDay(30),
      questions: [question],
      noFeeDeclaration: true,
    },
  });
  const seeker = await signInViaApi(request, await signUpViaApi(request, 'Jobseeker'));
  await apiAs(request, seeker, 'post', API.profileJobseeker, {
    multipart: { Username: seekerName, desiredRole: 'Research intern', skills: 'Research' },
  });

  // She starts her application: an answer and a note.
  const ananya = await signedInAt(browser, seeker, `/jobs/${job._id}`);
  await ananya.getByRole('button', { name: jobsEn.apply, exact: true }).click();
  const dialog = ananya.getByRole('dialog', { name: jobsEn.applyTitle(title) });
  await dialog.getByRole('textbox', { name: question }).fill(answer);
  await dialog.getByRole('textbox', { name: jobsEn.noteLabel }).fill(note);

  // She has no video yet: the dialog offers to record an introduction. By keyboard, it opens above.
  await expect(dialog.getByText(applyEn.offerTitle)).toBeVisible();
  await expect(dialog.getByText(jobsEn.noVideosYet)).toHaveCount(0);
  const record = dialog.getByRole('button', { name: applyEn.record });
  await record.focus();
  await ananya.keyboard.press('Enter');
  const popup = ananya.getByRole('dialog', { name: introEn.title });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Title').fill(introTitle);
  await popup.getByLabel('Description').fill('Who I am, the shops I surveyed, and what I want to learn.');
  await popup.getByLabel('Video file').setInputFiles(clip);
  await popup.getByRole('button', { name: introEn.upload }).click();
  await expect(popup).toBeHidden({ timeout: 30_000 });

  // Back in her application: nothing she typed is lost, the introduction is chosen, focus is back.
  await expect(dialog.getByRole('textbox', { name: question })).toHaveValue(answer);
  await expect(dialog.getByRole('textbox', { name: jobsEn.noteLabel })).toHaveValue(note);
  const chosen = dialog.getByRole('combobox', { name: applyEn.videoLabel });
  await expect(chosen.locator('option:checked')).toHaveText(introTitle);
  await expect(dialog.getByRole('status')).toHaveText(applyEn.attached(introTitle));
  await expect(dialog.getByRole('button', { name: applyEn.recordAnother })).toBeFocused();
  await dialog.getByRole('button', { name: jobsEn.sendApplication }).click();
  await expect(dialog).toBeHidden();
  await expect(ananya.getByText(jobsEn.yourApplication)).toBeVisible();

  // The startup watches it on her application.
  const meera = await signedInAt(browser, hustler, `/jobs/${job._id}/applicants`);
  const applicant = meera
    .getByRole('list', { name: hiringEn.applicants })
    .getByRole('listitem')
    .filter({ hasText: seekerName });
  await applicant.getByRole('button', { name: hiringEn.details }).click();
  await expect(applicant.getByRole('heading', { name: hiringEn.video })).toBeVisible();
  await expect(applicant.getByRole('button', { name: hiringEn.watchVideo(introTitle) })).toBeVisible();

  // An introduction is for the startups she applies to: it is in no one's feed.
  const feed = await request.get(`${API.getVideos}?limit=50`, {
    headers: { authorization: `Bearer ${hustler.token}` },
  });
  const titles = ((await feed.json()).data as Array<{ title: string }>).map((video) => video.title);
  expect(titles).not.toContain(introTitle);

  await ananya.context().close();
  await meera.context().close();
});
