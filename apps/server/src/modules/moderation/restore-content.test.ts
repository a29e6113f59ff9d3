import { API, MODERATION_WORDS, type ReportItem, type ReportTarget } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { messages } from '../../db/schema.ts';
import { HIDDEN_MEDIA_TTL_MS } from '../../media/hidden-media.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postBlog, postTalk, postTalkComment, postVideo, postVideoComment } from '../../test/content.ts';
import { fileReport, moderate, signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;
const MODERATORS = ['restore-moderator@example.in', 'restore-other-moderator@example.in'];
/** Long enough for the hidden media keys to have been loaded again. */
const reloaded = () => new Promise((resolve) => setTimeout(resolve, HIDDEN_MEDIA_TTL_MS + 100));

/** Issue 24: a moderator brings back what they hid; the hiding's reports close as dismissed. */
describe(`restoring hidden content (${databaseLabel()})`, () => {
  let t: TestContext;
  let moderator: User;
  let otherModerator: User;
  let reporter: User;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: MODERATORS.join(', ') });
    moderator = await signUpModerator(t, 'Investor', MODERATORS[0]!);
    otherModerator = await signUpModerator(t, 'Hustler', MODERATORS[1]!);
    reporter = await signUpUser(t.app, 'Cofounder');
  }, 180_000);
  afterAll(() => t.close());

  const rows = <T>(query: SQL) => rowsOf<T>(t.database.db, query);
  const post = (token: string, path: string) =>
    t.app.inject({ method: 'POST', url: path, headers: bearer(token) });
  /** `by` reports the item; answers the report's id. */
  const report = (target: ReportTarget, targetId: string, by = reporter) =>
    fileReport(t, by, target, targetId);
  /** Reported and hidden through the API; answers the report's id. */
  const hide = async (target: ReportTarget, targetId: string) => {
    const reportId = await report(target, targetId);
    await moderate(t, moderator, reportId, 'hide');
    return reportId;
  };
  const restore = (reportId: string, by = moderator) => post(by.token, API.adminRestoreContent(reportId));
  const videoIds = async (viewer: User) =>
    (
      (await t.app.inject({ url: `${API.getVideos}?limit=50`, headers: bearer(viewer.token) })).json()
        .data as Array<{ _id: string }>
    ).map((video) => video._id);

  it('a hidden video comes back: in the list, its file and poster served again, its reports dismissed and logged', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const second = await signUpUser(t.app, 'Investor');
    const videoId = await postVideo(t.app, owner.token, { title: 'Seed round story' });
    const [keys] = await rows<{ storage_key: string; poster_key: string }>(
      sql`select storage_key, poster_key from videos where id = ${videoId}`,
    );
    const media = [`/media/${keys!.storage_key}`, `/media/${keys!.poster_key}`];
    const secondReport = await report('video', videoId, second);
    const reportId = await hide('video', videoId);
    await reloaded();
    expect(await videoIds(second)).not.toContain(videoId);
    for (const url of media) expect((await t.app.inject({ url })).statusCode, url).toBe(404);

    const restored = await restore(reportId);
    expect(restored.statusCode, restored.body).toBe(200);
    const body = restored.json() as { message: string; report: ReportItem };
    expect(body.message).toBe(MODERATION_WORDS.contentRestored);
    expect(body.report).toMatchObject({ _id: reportId, status: 'dismissed', content: { hidden: false } });
    expect(body.report.actions.map((entry) => entry.action)).toEqual(['hide', 'restore']);

    expect(await videoIds(second)).toContain(videoId);
    await reloaded();
    for (const url of media) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    const statuses = await rows<{ id: string; status: string; resolved_by: string }>(
      sql`select id, status, resolved_by from reports where target_id = ${videoId} order by id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['dismissed', 'dismissed']);
    expect(statuses.find((row) => row.id === secondReport)?.resolved_by).toBe(moderator.id);
    const logged = await rows<Record<string, string>>(
      sql`select admin_id, user_id, target, target_id, report_id from moderation_actions
        where action = 'restore' and target_id = ${videoId}`,
    );
    // Each report the hiding closed is logged as restored (issue 26).
    expect(logged.sort((a, b) => a.report_id!.localeCompare(b.report_id!))).toEqual(
      [reportId, secondReport].sort().map((id) => ({
        admin_id: moderator.id,
        user_id: owner.id,
        target: 'video',
        target_id: videoId,
        report_id: id,
      })),
    );

    // Restored once: a second restore has nothing to bring back.
    const again = await restore(reportId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_WORDS.notHidden });
  });

  it('a hidden blog, talk, comment on a video or a talk, and message are shown again', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const videoId = await postVideo(t.app, owner.token);
    const talkId = await postTalk(t.app, owner.token, 'Who is hiring in Pune?');
    const [message] = await t.database.db
      .insert(messages)
      .values({ senderId: owner.id, receiverId: reporter.id, text: 'Pay me first' })
      .returning({ id: messages.id });
    const items: [ReportTarget, string, SQL][] = [
      ['blog', await postBlog(t.app, owner.token), sql`blogs`],
      ['talk', talkId, sql`blogs`],
      ['comment', await postVideoComment(t.app, owner.token, videoId, 'Nice'), sql`video_comments`],
      ['comment', await postTalkComment(t.app, owner.token, talkId, 'Me'), sql`blog_comments`],
      ['message', message!.id, sql`messages`],
    ];
    const hiddenAt = async (table: SQL, id: string) =>
      (await rows<{ hidden_at: unknown }>(sql`select hidden_at from ${table} where id = ${id}`))[0]
        ?.hidden_at;
    for (const [target, id, table] of items) {
      const reportId = await hide(target, id);
      expect(await hiddenAt(table, id), target).not.toBeNull();
      const restored = await restore(reportId);
      expect(restored.statusCode, `${target} ${restored.body}`).toBe(200);
      expect(restored.json().report.content.hidden).toBe(false);
      expect(await hiddenAt(table, id), target).toBeNull();
    }
  });

  it('only moderators restore (403); an unknown report is 404; an open or dismissed one is 409 and nothing changes', async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const hiddenReport = await hide('talk', await postTalk(t.app, owner.token, 'Double your money'));
    const refused = await restore(hiddenReport, reporter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_WORDS.notAdmin });

    const unknown = await restore('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MODERATION_WORDS.reportNotFound });

    const openReport = await report('talk', await postTalk(t.app, owner.token, 'Still open'));
    const dismissedReport = await report('talk', await postTalk(t.app, owner.token, 'Dismissed'));
    expect((await post(moderator.token, API.adminReportAction(dismissedReport, 'dismiss'))).statusCode).toBe(
      200,
    );
    for (const reportId of [openReport, dismissedReport]) {
      const conflict = await restore(reportId);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ message: MODERATION_WORDS.notHidden });
    }
    const statuses = await rows<{ status: string }>(
      sql`select status from reports where id in (${hiddenReport}, ${openReport}, ${dismissedReport})
        order by created_at`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['hidden', 'open', 'dismissed']);
    expect(
      await rows(sql`select id from moderation_actions where action = 'restore'
      and report_id in (${hiddenReport}, ${openReport}, ${dismissedReport})`),
    ).toEqual([]);
  });

  it('a moderator cannot restore their own hidden post (403): another moderator has to', async () => {
    const videoId = await postVideo(t.app, otherModerator.token);
    const reportId = await hide('video', videoId);
    const refused = await restore(reportId, otherModerator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_WORDS.cannotModerateSelf });
    const [row] = await rows<{ hidden_at: unknown }>(sql`select hidden_at from videos where id = ${videoId}`);
    expect(row?.hidden_at).not.toBeNull();
    expect((await restore(reportId)).statusCode).toBe(200);
  });
});
