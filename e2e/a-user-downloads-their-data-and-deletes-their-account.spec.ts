import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_API, API, API_ERRORS, DELETION_GRACE_MS, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { fromBuffer } from 'yauzl';
import { en as yourData } from '../apps/web/src/features/account-settings/your-data/words/en.ts';
import {
  apiAs,
  expectPath,
  openPage,
  signInThroughForm,
  signInViaApi,
  signUpViaApi,
  useSession,
} from './fixtures.ts';
import { SCREEN_WORDS } from './words.ts';

const words = SCREEN_WORDS['en-IN'];

/** data.json out of a ZIP, read with yauzl. */
function dataJsonOf(zip: Buffer): Promise<{ talks: { text: string }[]; account: { email: string } }> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      file.on('entry', (entry) => {
        if (entry.fileName !== 'data.json') return file.readEntry();
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
      });
      file.on('end', () => reject(new Error('no data.json in the ZIP')));
      file.readEntry();
    });
  });
}

/**
 * Moves the server's clock forward (CLOCK_OFFSET_FILE in playwright.config.ts), adding to any
 * offset another journey set, so time never goes back for anyone.
 */
async function moveTimeForward(ms: number) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const file = path.join(dataDir, 'clock-offset');
  const current = Number((await readFile(file, 'utf8').catch(() => '0')).trim()) || 0;
  await writeFile(file, String(current + ms));
}

test('A user downloads their data and finds their talk in it', async ({ page, request }) => {
  const user = await signInViaApi(request, await signUpViaApi(request, 'Jobseeker'));
  const talk = `Who is hiring interns in Pune? ${Date.now()}`;
  await apiAs(request, user, 'post', API.addTalks, { data: { title: talk } });
  await useSession(page, user);
  await openPage(page, '/settings');

  await page.getByRole('button', { name: yourData.startExport }).click();
  const download = page.getByRole('button', { name: yourData.downloadZip });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(yourData.ready)).toBeVisible();

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^ideaignite-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const data = await dataJsonOf(await readFile(await file.path()));
  expect(data.account.email).toBe(user.email);
  expect(data.talks.map((item) => item.text)).toContain(talk);
});

test('A user deletes their account and cannot sign in after the grace period', async ({ page, request }) => {
  const user = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const watcher = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  await useSession(page, user);
  await openPage(page, '/settings');

  const trigger = page.getByRole('button', { name: yourData.deleteAccount });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: yourData.dialogTitle });
  await dialog.getByLabel(yourData.passwordLabel, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: yourData.confirmDelete }).click();

  // Signed out, told when the account goes and how to keep it.
  await expectPath(page, '/signin');
  await expect(
    page.getByText(/Your account will be erased on .+\. Signing in before then cancels the deletion\./),
  ).toBeVisible();
  const me = await request.get(API.getUser, { headers: { authorization: `Bearer ${user.token}` } });
  expect(me.status()).toBe(401);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // Eight days later the erasure job runs: the profile is gone for everyone.
  await moveTimeForward(DELETION_GRACE_MS + 24 * 60 * 60 * 1000);
  await expect
    .poll(
      async () =>
        (
          await request.get(API.publicProfile(user.userId), {
            headers: { authorization: `Bearer ${watcher.token}` },
          })
        ).status(),
      { timeout: 20_000 },
    )
    .toBe(404);

  await page.goto('/signin');
  await signInThroughForm(page, user);
  await expect(page.getByText(API_ERRORS.invalidCredentials)).toBeVisible();
  await expectPath(page, '/signin');
});

test('Signing in within the grace period cancels the deletion', async ({ page, request }) => {
  const user = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  const asked = await request.post(ACCOUNT_API.deletion, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { password: user.password },
  });
  expect(asked.status()).toBe(200);

  await page.goto('/signin');
  await signInThroughForm(page, user);
  await expect(page.getByText(words.auth.deletionCancelled)).toBeVisible();
  const onward = page.getByRole('link', { name: words.auth.continueToApp });
  await expect(onward).toBeFocused();
  await onward.click();
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Cofounder);

  // Undone for good: the account still signs in.
  const again = await request.post(API.signin, { data: { email: user.email, password: user.password } });
  expect(again.status()).toBe(200);
  expect(await again.json()).not.toHaveProperty('deletionCancelled');
});
