import { API, CAPTION_LANGUAGES } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { videoCaptions, videos } from '../db/schema.ts';
import { bearer } from './build-test-app.ts';

export { withPoster } from './build-test-app.ts';

import { formData, mp4Video, pngImage } from './fixtures.ts';

/** POSTs through the API as `token`, expects 201 and answers the body. */
async function created(app: App, token: string, url: string, payload: object | FormData) {
  const response = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(response.statusCode, `${url} ${response.body}`).toBe(201);
  return response.json();
}

/** Uploads a real MP4 (multipart, like the app) as the owner of `token`; answers the video's id once its poster is made. */
export async function postVideo(
  app: App,
  token: string,
  { title = 'Demo', description = 'd' }: { title?: string; description?: string } = {},
): Promise<string> {
  const video = { data: await mp4Video(), name: 'd.mp4', type: 'video/mp4' };
  const body = await created(app, token, API.addVideo, formData({ title, description }, { video }));
  await app.container.background.drain();
  return body.video._id as string;
}

/** Posts a talk (a question, title only); answers its id. */
export async function postTalk(app: App, token: string, title: string): Promise<string> {
  return (await created(app, token, API.addTalks, { title })).blog._id as string;
}

/** Posts a blog (multipart), with a PNG cover when `cover` is set; answers its id. */
export async function postBlog(
  app: App,
  token: string,
  {
    title = 'Bootstrapping',
    summary = 'Lessons',
    content = 'Paragraph.',
    cover = false,
  }: { title?: string; summary?: string; content?: string; cover?: boolean } = {},
): Promise<string> {
  const files: Parameters<typeof formData>[1] = cover
    ? { image: { data: await pngImage(), name: 'cover.png', type: 'image/png' } }
    : {};
  const body = await created(app, token, API.addBlog, formData({ title, summary, content }, files));
  return body.blog._id as string;
}

/** Comments on a video; answers the comment's id. */
export async function postVideoComment(app: App, token: string, videoId: string, text: string) {
  return (await created(app, token, API.commentVideo, { videoId, text })).comment._id as string;
}

/** Comments on a talk or a blog (one kind of post to the comment routes); answers the comment's id. */
export async function postTalkComment(app: App, token: string, postId: string, text: string) {
  return (await created(app, token, API.talkComments(postId), { text })).comment._id as string;
}

/**
 * Issue 27: makes video `videoId`'s ladder ready and gives it captions in English and Hindi, as the
 * transcode job and its owner would (the rows only, no files); answers its `stream` and `captions`
 * as the API then shows them.
 */
export async function streamWithCaptions(db: Database, videoId: string) {
  const streamKey = `hls/${videoId}/master.m3u8`;
  await db.update(videos).set({ streamState: 'ready', streamKey }).where(eq(videos.id, videoId));
  await db.insert(videoCaptions).values(
    CAPTION_LANGUAGES.map((language) => ({
      videoId,
      language,
      storageKey: `captions/${videoId}/${language}.vtt`,
    })),
  );
  return {
    stream: { state: 'ready', url: `/media/${streamKey}` },
    captions: CAPTION_LANGUAGES.map((language) => ({
      language,
      url: `/media/captions/${videoId}/${language}.vtt`,
    })),
  };
}
