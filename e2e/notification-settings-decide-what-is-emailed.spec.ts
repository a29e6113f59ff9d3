import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, NOTIFICATION_EMAILS, NOTIFICATION_TEXTS, type Video } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { en as words } from '../apps/web/src/features/account-settings/notifications/words/en.ts';
import { en as accountSettingsWords } from '../apps/web/src/features/account-settings/words/en.ts';
import { apiAs, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clip = readFileSync(path.resolve(here, '../apps/web/public/guides/getting-started.mp4'));

test('Notification settings decide what is emailed: comments by email on, likes off; the SMTP server gets the comment and no like', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const fan = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  await apiAs(request, fan, 'put', API.myProfile, { multipart: { Username: 'Ravi' } });
  // Likes were emailed before: the owner turns that off in Settings.
  await apiAs(request, owner, 'put', API.accountSettings, {
    data: { notifications: { like: { email: true } } },
  });

  await useSession(page, owner);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: words.channelsHeading });
  const commentsByEmail = card.getByRole('checkbox', {
    name: words.channelLabel(words.kinds.comment, words.email),
  });
  const likesByEmail = card.getByRole('checkbox', {
    name: words.channelLabel(words.kinds.like, words.email),
  });
  await expect(likesByEmail).toBeChecked();
  await expect(commentsByEmail).not.toBeChecked();
  // By keyboard, as anyone can.
  await commentsByEmail.focus();
  await page.keyboard.press('Space');
  await likesByEmail.focus();
  await page.keyboard.press('Space');
  await card.getByRole('button', { name: words.saveChannels }).click();
  await expect(card.getByRole('status')).toHaveText(accountSettingsWords.saved);
  // Saved for real: the page shows the same after a reload.
  await page.reload();
  await expect(commentsByEmail).toBeChecked();
  await expect(likesByEmail).not.toBeChecked();

  // Someone likes the owner's video, then comments on it.
  const { video } = await apiAs<{ video: Video }>(request, owner, 'post', API.addVideo, {
    multipart: {
      title: 'Chai-stall loyalty pitch',
      description: 'Sixty seconds.',
      video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: clip },
    },
  });
  await apiAs(request, fan, 'post', API.likeVideo, { data: { videoId: video._id } });
  await apiAs(request, fan, 'post', API.commentVideo, { data: { videoId: video._id, text: 'Great demo!' } });

  const mail = await waitForMail({ to: owner.email, subject: NOTIFICATION_EMAILS.subject.comment });
  expect(mail.language).toBe('en-IN');
  expect(mail.text).toContain(
    NOTIFICATION_TEXTS.commentOnVideo('Ravi', 'Chai-stall loyalty pitch', 'Great demo!'),
  );
  expect(mail.html).toContain('Great demo!');
  // The comment's mail opens the video at its own address (issue 26).
  expect(linkIn(mail, '/videos')).toMatch(new RegExp(`/videos/${video._id}$`));
  expect(linkIn(mail, '/settings')).toMatch(/\/settings#notifications$/);
  // The like came first and went out as no mail: the mailbox has none for it.
  await expect(
    waitForMail({ to: owner.email, subject: NOTIFICATION_EMAILS.subject.like }, 1000),
  ).rejects.toThrow();
  // Both are still in the app.
  await page.goto('/Notification');
  await expect(
    page.getByText(NOTIFICATION_TEXTS.commentOnVideo('Ravi', 'Chai-stall loyalty pitch', 'Great demo!')),
  ).toBeVisible();
  await expect(page.getByText(NOTIFICATION_TEXTS.like('Ravi', 'Chai-stall loyalty pitch'))).toBeVisible();
});
