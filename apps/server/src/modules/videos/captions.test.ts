import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API, CAPTION_UPLOAD_FIELDS, VIDEOS_WORDS } from '@ideaignite/contract';
import { VIDEOS_WORDS_HI } from '@ideaignite/contract/hi';
import { videosApi } from '@ideaignite/contract/videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema.ts';
import { MAX_CAPTION_BYTES } from '../../media/captions.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postVideo } from '../../test/content.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const SRT =
  '1\n00:00:00,500 --> 00:00:02,000\nNamaste, I am Meera.\n\n2\n00:00:02,500 --> 00:00:04,000\n<b>Cold</b> chain <script>x</script>for fish\n';
const HINDI_VTT = 'WEBVTT\n\n00:00.500 --> 00:02.000\nनमस्ते, मैं मीरा हूँ।\n';

/**
 * Issue 27: a video's owner adds, replaces and removes captions (English and Hindi, WebVTT or
 * SRT), checked and kept as clean WebVTT; a bad file is refused with the catalogue's words and
 * changes nothing; nobody else may; the owner may ask again for failed versions.
 */
describe(`video captions (${databaseLabel()})`, () => {
  let t: TestContext;
  let owner: Person;
  let other: Person;
  let videoId: string;

  const put = (who: Person, language: string, file?: { text: string | Buffer; name: string }, headers = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/videos/${videoId}/captions/${language}`,
      headers: { ...bearer(who.token), ...headers },
      payload: formData(
        {},
        file
          ? {
              captions: {
                data: Buffer.from(file.text as string),
                name: file.name,
                type: 'application/octet-stream',
              },
            }
          : {},
      ),
    });
  const remove = (who: Person, language: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${videoId}/captions/${language}`,
      headers: bearer(who.token),
    });
  const captionsNow = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/videos/${videoId}`, headers: bearer(owner.token) })
    ).json().video.captions as { language: string; url: string }[];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpUser(t.app, 'Hustler');
    other = await signUpUser(t.app, 'Investor');
    videoId = await postVideo(t.app, owner.token);
  }, 120_000);
  afterAll(() => t.close());

  it('takes an SRT file as clean WebVTT and a Hindi WebVTT file, lists and serves them', async () => {
    const english = await put(owner, 'en', { text: SRT, name: 'pitch.srt' });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().message).toBe(VIDEOS_WORDS.captionsSaved);
    expect((await put(owner, 'hi', { text: HINDI_VTT, name: 'pitch-hi.vtt' })).statusCode).toBe(200);
    const captions = await captionsNow();
    expect(captions.map((caption) => caption.language)).toEqual(['en', 'hi']);
    const file = await t.app.inject({ method: 'GET', url: captions[0]?.url ?? '' });
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.body).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nNamaste, I am Meera.\n\n00:00:02.500 --> 00:00:04.000\n<b>Cold</b> chain xfor fish\n',
    );
    expect((await t.app.inject({ method: 'GET', url: captions[1]?.url ?? '' })).body).toContain('नमस्ते');
  });

  it('replaces a language’s file (the old one is gone) and removes it', async () => {
    const before = (await captionsNow()).find((caption) => caption.language === 'en')?.url ?? '';
    expect(
      (await put(owner, 'en', { text: 'WEBVTT\n\n00:01.000 --> 00:02.000\nTake two\n', name: 'b.vtt' }))
        .statusCode,
    ).toBe(200);
    const after = (await captionsNow()).find((caption) => caption.language === 'en')?.url ?? '';
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    const removed = await remove(owner, 'en');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(VIDEOS_WORDS.captionsRemoved);
    expect((await captionsNow()).map((caption) => caption.language)).toEqual(['hi']);
    expect((await t.app.inject({ method: 'GET', url: after })).statusCode).toBe(404);
  });

  it.each([
    ['no file', undefined, 400, VIDEOS_WORDS.captionsMissing],
    ['not text', { text: Buffer.from([0xff, 0xfe, 0, 1]), name: 'x.vtt' }, 400, VIDEOS_WORDS.captionsNotText],
    ['no cues', { text: 'WEBVTT\n\nNOTE nothing\n', name: 'x.vtt' }, 400, VIDEOS_WORDS.captionsNoCues],
    [
      'times backwards',
      { text: 'WEBVTT\n\n00:05.000 --> 00:01.000\nx\n', name: 'x.vtt' },
      400,
      VIDEOS_WORDS.captionsBadTiming,
    ],
    [
      'too large',
      { text: `WEBVTT\n\n${'x'.repeat(MAX_CAPTION_BYTES)}`, name: 'x.vtt' },
      413,
      VIDEOS_WORDS.captionsTooLarge,
    ],
  ] as const)('refuses %s with its own words and changes nothing', async (_name, file, status, message) => {
    const response = await put(owner, 'hi', file as { text: string; name: string } | undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await captionsNow()).map((caption) => caption.language)).toEqual(['hi']);
  });

  it('refuses a language it does not know, another member, and answers in Hindi', async () => {
    const fr = await put(owner, 'fr', { text: HINDI_VTT, name: 'x.vtt' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe(VIDEOS_WORDS.invalidCaptionLanguage);
    expect((await put(other, 'en', { text: HINDI_VTT, name: 'x.vtt' })).statusCode).toBe(403);
    expect((await remove(other, 'hi')).statusCode).toBe(403);
    const hindi = await put(
      owner,
      'hi',
      { text: 'nothing timed', name: 'x.vtt' },
      { 'accept-language': 'hi-IN' },
    );
    expect(hindi.json().message).toBe(VIDEOS_WORDS_HI.captionsNoCues);
    expect((await captionsNow()).map((caption) => caption.language)).toEqual(['hi']);
  });

  it('lets the owner ask again for failed versions for slow networks, and only then', async () => {
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: videosApi.retryStream.path.replace(':videoId', videoId),
        headers: bearer(owner.token),
      });
    expect((await retry()).statusCode).toBe(409);
    await t.database.db
      .update(videos)
      .set({ streamState: 'failed', streamAttempts: 3 })
      .where(eq(videos.id, videoId));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/videos/${videoId}/stream/retry`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    const again = await retry();
    expect(again.statusCode).toBe(200);
    expect(again.json().video.stream).toEqual({ state: 'queued', url: null });
  });

  describe('sent along with the upload', () => {
    const upload = async (captions: Record<string, { text: string | Buffer; name: string }>) => {
      const files = Object.fromEntries(
        Object.entries(captions).map(([field, file]) => [
          field,
          { data: Buffer.from(file.text as string), name: file.name, type: 'application/octet-stream' },
        ]),
      );
      return t.app.inject({
        method: 'POST',
        url: API.addVideo,
        headers: bearer(owner.token),
        payload: formData(
          { title: 'Captioned pitch', description: 'd' },
          { video: { data: await mp4Video(), name: 'p.mp4', type: 'video/mp4' }, ...files },
        ),
      });
    };
    const countOf = async () => (await t.database.db.select({ id: videos.id }).from(videos)).length;

    it('keeps an SRT and a Hindi WebVTT file as the new video’s captions', async () => {
      const response = await upload({
        [CAPTION_UPLOAD_FIELDS.en]: { text: SRT, name: 'pitch.srt' },
        [CAPTION_UPLOAD_FIELDS.hi]: { text: HINDI_VTT, name: 'pitch-hi.vtt' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { captions, stream } = response.json().video;
      expect(stream).toEqual({ state: 'queued', url: null });
      expect(captions.map((caption: { language: string }) => caption.language)).toEqual(['en', 'hi']);
      const english = await t.app.inject({ method: 'GET', url: captions[0].url });
      expect(english.body).toMatch(/^WEBVTT\n\n00:00:00\.500 --> 00:00:02\.000\nNamaste, I am Meera\./);
      expect((await t.app.inject({ method: 'GET', url: captions[1].url })).body).toContain('नमस्ते');
    });

    it.each([
      ['a bad caption file', { text: 'nothing timed', name: 'x.vtt' }, 400, VIDEOS_WORDS.captionsNoCues],
      [
        'a caption file over 1 MB',
        { text: `WEBVTT\n\n${'x'.repeat(MAX_CAPTION_BYTES)}`, name: 'x.vtt' },
        413,
        VIDEOS_WORDS.captionsTooLarge,
      ],
    ] as const)(
      'refuses the upload with %s, in the catalogue’s words, and stores nothing',
      async (_name, file, status, message) => {
        const before = await countOf();
        const stored = await readdir(path.join(t.dataDir, 'media'), { recursive: true });
        const response = await upload({ [CAPTION_UPLOAD_FIELDS.hi]: file });
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
        expect(await countOf()).toBe(before);
        expect(await readdir(path.join(t.dataDir, 'media'), { recursive: true })).toEqual(stored);
      },
    );
  });
});
