import { API, API_ERRORS, MODERATION_WORDS, type ReportItem, SOCKET_EVENTS } from '@ideaignite/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, moderationActions, reports } from '../../db/schema.ts';
import {
  bearer,
  buildTestApp,
  postHustlerMedia,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { postTalk, postTalkComment, postVideoComment } from '../../test/content.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../../test/listen.ts';
import { signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;
const MODERATOR = 'moderator@example.in';

describe(`reports and moderation (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  let admin: User;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Upper case in ADMIN_EMAILS, lower case at signup: moderators are matched case-blind.
    t = await buildTestApp({ ADMIN_EMAILS: `someone@example.in, ${MODERATOR.toUpperCase()}` });
    url = await listen(t.app);
    admin = await signUpModerator(t, 'Investor', MODERATOR);
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
  const report = (user: User, target: string, targetId: string, reason = 'spam', details?: string) =>
    call(user.token, 'POST', API.reports, { target, targetId, reason, ...(details ? { details } : {}) });
  const queue = async (query = '') => {
    const response = await call(admin.token, 'GET', `${API.adminReports}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: ReportItem[]; nextCursor: string | null };
  };
  const itemOf = async (targetId: string, reporterId: string, status = '') => {
    const all: ReportItem[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await queue(`?limit=50${status}${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    return all.find(
      (item) =>
        item.targetId === targetId && item.reports.some((entry) => entry.reporter?._id === reporterId),
    );
  };
  const signIn = (user: User, password = user.password) =>
    t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email: user.email, password },
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  /** A Hustler with a video, a blog, a talk and a comment on each, and someone who reports them. */
  async function owned(name: string) {
    const owner = await signUpUser(t.app, 'Hustler');
    const { video, blog } = await postHustlerMedia(t.app, owner.token, { Username: name });
    const videoId = video.video._id as string;
    const talkId = await postTalk(t.app, owner.token, `${name} asks: who is hiring?`);
    const videoCommentId = await postVideoComment(t.app, owner.token, videoId, `${name} says hi`);
    const talkCommentId = await postTalkComment(t.app, owner.token, talkId, `${name} on the talk`);
    const reporter = await signUpWithProfile(t.app, 'Investor', { Username: `${name}'s reader` });
    return {
      owner,
      reporter,
      videoId,
      blogId: blog.blog._id as string,
      talkId,
      videoCommentId,
      talkCommentId,
    };
  }

  /** `count` messages between two people a second apart, oldest first; answers their ids. */
  async function conversation(a: User, b: User, count: number) {
    const start = Date.now() - 3_600_000;
    const rows = await t.database.db
      .insert(messages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          senderId: i % 2 ? b.id : a.id,
          receiverId: i % 2 ? a.id : b.id,
          text: `message ${i}`,
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning({ id: messages.id });
    return rows.map((row) => row.id);
  }

  it('a signed-in person reports a user, a message, a video, a blog, a talk and both kinds of comment', async () => {
    const o = await owned('Asha');
    const [messageId] = await conversation(o.owner, o.reporter, 1);
    const targets: [string, string][] = [
      ['user', o.owner.id],
      ['message', messageId!],
      ['video', o.videoId],
      ['blog', o.blogId],
      ['talk', o.talkId],
      ['comment', o.videoCommentId],
      ['comment', o.talkCommentId],
    ];
    for (const [target, id] of targets) {
      const response = await report(o.reporter, target, id, 'other', 'Not what this place is for');
      expect(response.statusCode, `${target} ${response.body}`).toBe(201);
      expect(response.json()).toEqual({ message: MODERATION_WORDS.reportSent });
    }
    const again = await report(o.reporter, 'video', o.videoId, 'abuse');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_WORDS.alreadyReported });
  });

  it('refuses your own things, missing things, others’ messages and bad input', async () => {
    const o = await owned('Bela');
    const stranger = await signUpUser(t.app, 'Jobseeker');
    const [messageId] = await conversation(o.owner, stranger, 1);
    const expectAnswer = async (
      response: Awaited<ReturnType<typeof report>>,
      status: number,
      message: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ message });
    };
    await expectAnswer(await report(o.owner, 'video', o.videoId), 400, MODERATION_WORDS.cannotReportSelf);
    await expectAnswer(await report(o.owner, 'user', o.owner.id), 400, MODERATION_WORDS.cannotReportSelf);
    // A message I sent is mine: not reportable by me; one between two others is not found for me.
    await expectAnswer(await report(o.owner, 'message', messageId!), 400, MODERATION_WORDS.cannotReportSelf);
    await expectAnswer(
      await report(o.reporter, 'message', messageId!),
      404,
      MODERATION_WORDS.reportTargetNotFound,
    );
    await expectAnswer(
      await report(o.reporter, 'video', '00000000-0000-4000-8000-000000000000'),
      404,
      MODERATION_WORDS.reportTargetNotFound,
    );
    // A blog is not a talk, and a video is not a comment.
    await expectAnswer(
      await report(o.reporter, 'talk', o.blogId),
      404,
      MODERATION_WORDS.reportTargetNotFound,
    );
    await expectAnswer(
      await report(o.reporter, 'comment', o.videoId),
      404,
      MODERATION_WORDS.reportTargetNotFound,
    );
    await expectAnswer(await report(o.reporter, 'post', o.blogId), 400, MODERATION_WORDS.invalidReportTarget);
    await expectAnswer(await report(o.reporter, 'video', 'nope'), 400, MODERATION_WORDS.reportTargetNotFound);
    await expectAnswer(
      await report(o.reporter, 'video', o.videoId, 'rude'),
      400,
      MODERATION_WORDS.invalidReportReason,
    );
    await expectAnswer(
      await report(o.reporter, 'video', o.videoId, 'other'),
      400,
      MODERATION_WORDS.reportDetailsRequired,
    );
    await expectAnswer(
      await report(o.reporter, 'video', o.videoId, 'other', 'x'.repeat(1001)),
      400,
      MODERATION_WORDS.reportDetailsTooLong,
    );
    const signedOut = await t.app.inject({
      method: 'POST',
      url: API.reports,
      payload: { target: 'video', targetId: o.videoId, reason: 'spam' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('only moderators reach the queue and its actions; getUser tells them apart', async () => {
    const o = await owned('Chitra');
    await report(o.reporter, 'video', o.videoId);
    const reportId = (await itemOf(o.videoId, o.reporter.id))!._id;
    const attempts = [
      call(o.reporter.token, 'GET', API.adminReports),
      ...(['dismiss', 'hide', 'suspend'] as const).map((action) =>
        call(o.reporter.token, 'POST', API.adminReportAction(reportId, action)),
      ),
      call(o.reporter.token, 'POST', API.adminRestoreUser(o.owner.id)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MODERATION_WORDS.notAdmin });
    }
    expect((await itemOf(o.videoId, o.reporter.id))!.status).toBe('open');
    const own = (await call(admin.token, 'GET', API.getUser)).json().user;
    expect(own.isAdmin).toBe(true);
    const other = (await call(o.reporter.token, 'GET', API.getUser)).json().user;
    expect(other.isAdmin).toBeUndefined();
  });

  it('the queue shows each report in context: people, counts, the conversation around a message, what a comment is on', async () => {
    const o = await owned('Deepa');
    const second = await signUpUser(t.app, 'Cofounder');
    const ids = await conversation(o.owner, o.reporter, 13);
    await report(o.reporter, 'message', ids[6]!, 'abuse');
    await report(o.reporter, 'video', o.videoId, 'fraud', 'Asks for money up front');
    await report(second, 'video', o.videoId, 'spam');
    await report(o.reporter, 'comment', o.talkCommentId);

    const message = (await itemOf(ids[6]!, o.reporter.id))!;
    expect(message).toMatchObject({
      target: 'message',
      reason: 'abuse',
      status: 'open',
      reportCount: 1,
      reporter: { _id: o.reporter.id, name: "Deepa's reader", role: 'Investor' },
      owner: { _id: o.owner.id, name: 'Deepa', role: 'Hustler', suspended: false },
      content: { text: 'message 6', hidden: false, gone: false },
      actions: [],
    });
    expect(message.owner.profilePic).toMatch(/^\/media\//);
    expect(message.content.context.map((m) => m.text)).toEqual(
      ids.slice(1, 12).map((_, i) => `message ${i + 1}`),
    );

    const video = (await itemOf(o.videoId, o.reporter.id))!;
    expect(video).toMatchObject({
      details: 'Asks for money up front',
      reportCount: 2,
      content: { title: 'Pitch day', text: 'Our first demo', link: '/videos', hidden: false, gone: false },
    });
    expect(video.content.mediaUrl).toMatch(/^\/media\/videos\//);
    const comment = (await itemOf(o.talkCommentId, o.reporter.id))!;
    expect(comment.content).toMatchObject({
      title: 'Deepa asks: who is hiring?',
      text: 'Deepa on the talk',
      link: '/talks',
    });

    // Oldest open first, page by page, each report once.
    const seen: ReportItem[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await queue(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(new Set(seen.map((item) => item._id)).size).toBe(seen.length);
    const times = seen.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    for (const item of seen)
      expect(item.content.context.some((m) => m._id === item.targetId)).toBe(item.target === 'message');
    const bad = await call(admin.token, 'GET', `${API.adminReports}?cursor=nonsense`);
    expect(bad.statusCode).toBe(400);
  });

  it('dismiss closes one report, logged with who and when; a closed or unknown report is refused', async () => {
    const o = await owned('Esha');
    await report(o.reporter, 'blog', o.blogId);
    const { _id } = (await itemOf(o.blogId, o.reporter.id))!;
    const before = Date.now();
    const dismissed = await call(admin.token, 'POST', API.adminReportAction(_id, 'dismiss'));
    expect(dismissed.statusCode).toBe(200);
    const body = dismissed.json() as { message: string; report: ReportItem };
    expect(body.message).toBe(MODERATION_WORDS.reportDismissed);
    expect(body.report.status).toBe('dismissed');
    expect(body.report.actions).toHaveLength(1);
    expect(body.report.actions[0]).toMatchObject({
      action: 'dismiss',
      admin: { _id: admin.id, role: 'Investor' },
    });
    expect(Date.parse(body.report.actions[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await itemOf(o.blogId, o.reporter.id)).toBeUndefined();
    expect((await itemOf(o.blogId, o.reporter.id, '&status=closed'))!.status).toBe('dismissed');

    const again = await call(admin.token, 'POST', API.adminReportAction(_id, 'hide'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_WORDS.reportClosed });
    const unknown = await call(
      admin.token,
      'POST',
      API.adminReportAction('00000000-0000-4000-8000-000000000000', 'dismiss'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MODERATION_WORDS.reportNotFound });
  });

  it('hide hides the thing, closes its every report, tells its owner and drops it from open pages', async () => {
    const o = await owned('Farah');
    const second = await signUpUser(t.app, 'Cofounder');
    await report(o.reporter, 'video', o.videoId);
    await report(second, 'video', o.videoId);
    await report(o.reporter, 'comment', o.talkCommentId);
    await report(o.reporter, 'user', o.owner.id);
    const viewer = await connectSocket(url, second.token);
    sockets.push(viewer);
    await watch(viewer, { kind: 'video', id: o.videoId }, { kind: 'talk', id: o.talkId });
    const videoDeleted = collect<[string]>(viewer, 'videoDeleted');
    const commentDeleted = collect<[string, string, string]>(viewer, 'commentDeleted');
    const ownerSocket = await connectSocket(url, o.owner.token);
    sockets.push(ownerSocket);
    const notices = collect<[{ type: string; params: unknown }]>(ownerSocket, SOCKET_EVENTS.notification);

    const { _id } = (await itemOf(o.videoId, o.reporter.id))!;
    const hidden = await call(admin.token, 'POST', API.adminReportAction(_id, 'hide'));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(MODERATION_WORDS.contentHidden);
    expect(hidden.json().report).toMatchObject({ status: 'hidden', content: { hidden: true } });
    expect((await itemOf(o.videoId, second.id, '&status=closed'))!.status).toBe('hidden');
    await waitFor(() => videoDeleted.length === 1 && notices.length === 1);
    expect(videoDeleted[0]).toEqual([o.videoId]);
    expect(notices[0]![0]).toMatchObject({
      type: 'content-hidden',
      params: { key: 'contentHidden', args: ['Pitch day'] },
    });
    const list = (await call(o.owner.token, 'GET', API.notifications)).json();
    expect(JSON.stringify(list)).toContain('Our moderators hid “Pitch day”');

    const commentReport = (await itemOf(o.talkCommentId, o.reporter.id))!;
    expect(
      (await call(admin.token, 'POST', API.adminReportAction(commentReport._id, 'hide'))).statusCode,
    ).toBe(200);
    await waitFor(() => commentDeleted.length === 1);
    expect(commentDeleted[0]).toEqual(['talk', o.talkId, o.talkCommentId]);

    const userReport = (await itemOf(o.owner.id, o.reporter.id))!;
    const refused = await call(admin.token, 'POST', API.adminReportAction(userReport._id, 'hide'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MODERATION_WORDS.cannotHideUser });
  });

  it('a hidden video is gone from the video list', async () => {
    const o = await owned('Gita');
    await report(o.reporter, 'video', o.videoId);
    const { _id } = (await itemOf(o.videoId, o.reporter.id))!;
    expect((await call(admin.token, 'POST', API.adminReportAction(_id, 'hide'))).statusCode).toBe(200);
    const videos = (await call(o.reporter.token, 'GET', `${API.getVideos}?limit=50`)).json();
    expect(JSON.stringify(videos)).not.toContain(o.videoId);
  });

  it('suspend ends the owner’s sessions and sockets and refuses their sign-in until restored', async () => {
    const o = await owned('Hema');
    await report(o.reporter, 'video', o.videoId);
    await report(o.reporter, 'blog', o.blogId);
    const socket = await connectSocket(url, o.owner.token);
    sockets.push(socket);
    let disconnected: string | undefined;
    socket.on('disconnect', (reason) => {
      disconnected = reason;
    });

    const { _id } = (await itemOf(o.videoId, o.reporter.id))!;
    const suspended = await call(admin.token, 'POST', API.adminReportAction(_id, 'suspend'));
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: MODERATION_WORDS.userSuspended,
      report: { status: 'suspended', owner: { suspended: true }, actions: [{ action: 'suspend' }] },
    });
    await waitFor(() => disconnected !== undefined, 2000);
    expect(disconnected).toBe('io server disconnect');
    expect((await call(o.owner.token, 'GET', API.getUser)).statusCode).toBe(401);
    // Every open report about them is closed with it.
    expect((await itemOf(o.blogId, o.reporter.id, '&status=closed'))!.status).toBe('suspended');

    const refused = await signIn(o.owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_WORDS.accountSuspended });
    // A wrong password tells a stranger nothing about the suspension.
    const wrong = await signIn(o.owner, 'Wrong#2025');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_ERRORS.invalidCredentials });

    const restored = await call(admin.token, 'POST', API.adminRestoreUser(o.owner.id));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: MODERATION_WORDS.userRestored });
    expect((await signIn(o.owner)).statusCode).toBe(200);
    const again = await call(admin.token, 'POST', API.adminRestoreUser(o.owner.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_WORDS.notSuspended });
    const unknown = await call(
      admin.token,
      'POST',
      API.adminRestoreUser('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  /** The moderation log rows of these reports, as (report, action) pairs. */
  const logOf = async (reportIds: string[]) =>
    (
      await t.database.db
        .select({ reportId: moderationActions.reportId, action: moderationActions.action })
        .from(moderationActions)
        .where(inArray(moderationActions.reportId, reportIds))
    )
      .map((row) => `${row.reportId}:${row.action}`)
      .sort();
  const statusesOf = async (targetId: string) =>
    (
      await t.database.db
        .select({ id: reports.id, status: reports.status, resolvedBy: reports.resolvedBy })
        .from(reports)
        .where(eq(reports.targetId, targetId))
        .orderBy(reports.createdAt)
    ).map((row) => ({ id: row.id, status: row.status, resolvedBy: row.resolvedBy }));

  it('one card per reported item: two people’s reports of a talk are one item listing both (issue 26)', async () => {
    const o = await owned('Ira');
    const second = await signUpWithProfile(t.app, 'Cofounder', { Username: 'Second reader' });
    await report(o.reporter, 'talk', o.talkId, 'fraud', 'Asks for a joining fee');
    await report(second, 'talk', o.talkId, 'abuse');
    const items = (await queue('?limit=50')).items.filter((item) => item.targetId === o.talkId);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({
      target: 'talk',
      status: 'open',
      reportCount: 2,
      reason: 'fraud',
      reporter: { _id: o.reporter.id },
      owner: { _id: o.owner.id, name: 'Ira' },
      actions: [],
    });
    expect(item!.reports).toMatchObject([
      {
        reporter: { _id: o.reporter.id, name: "Ira's reader" },
        reason: 'fraud',
        details: 'Asks for a joining fee',
        status: 'open',
      },
      { reporter: { _id: second.id, name: 'Second reader' }, reason: 'abuse', details: null, status: 'open' },
    ]);
    expect(item!._id).toBe(item!.reports[0]!._id);
    expect(Date.parse(item!.reports[0]!.createdAt)).toBeLessThanOrEqual(
      Date.parse(item!.reports[1]!.createdAt),
    );
  });

  it('one hide closes every open report of the item; each keeps its outcome and its log row', async () => {
    const o = await owned('Jaya');
    const second = await signUpUser(t.app, 'Cofounder');
    await report(o.reporter, 'talk', o.talkId);
    await report(second, 'talk', o.talkId, 'abuse');
    const item = (await itemOf(o.talkId, second.id))!;
    const reportIds = item.reports.map((entry) => entry._id);
    expect(reportIds).toHaveLength(2);

    const hidden = await call(admin.token, 'POST', API.adminReportAction(item._id, 'hide'));
    expect(hidden.statusCode, hidden.body).toBe(200);
    const answered = (hidden.json() as { report: ReportItem }).report;
    expect(answered).toMatchObject({ status: 'hidden', content: { hidden: true } });
    expect(answered.reports.map((entry) => entry.status)).toEqual(['hidden', 'hidden']);
    expect(answered.actions).toHaveLength(1);
    expect(answered.actions[0]).toMatchObject({ action: 'hide', admin: { _id: admin.id } });

    expect((await queue('?limit=50')).items.some((entry) => entry.targetId === o.talkId)).toBe(false);
    const closed = (await queue('?status=closed&limit=50')).items.filter(
      (entry) => entry.targetId === o.talkId,
    );
    expect(closed).toHaveLength(1);
    expect(closed[0]!.reports.map((entry) => [entry._id, entry.status])).toEqual([
      [reportIds[0], 'hidden'],
      [reportIds[1], 'hidden'],
    ]);
    expect(await statusesOf(o.talkId)).toEqual(
      reportIds.map((id) => ({ id, status: 'hidden', resolvedBy: admin.id })),
    );
    expect(await logOf(reportIds)).toEqual(reportIds.map((id) => `${id}:hide`).sort());

    // Acting again through either report is refused: the item was decided once.
    for (const id of reportIds) {
      const again = await call(admin.token, 'POST', API.adminReportAction(id, 'dismiss'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: MODERATION_WORDS.reportClosed });
    }
  });

  it('one dismiss, through any of the item’s reports, closes them all as dismissed, each logged', async () => {
    const o = await owned('Kavya');
    const second = await signUpUser(t.app, 'Cofounder');
    const third = await signUpUser(t.app, 'Jobseeker');
    await report(o.reporter, 'talk', o.talkId);
    await report(second, 'talk', o.talkId);
    await report(third, 'talk', o.talkId, 'other', 'Off topic');
    const item = (await itemOf(o.talkId, third.id))!;
    expect(item.reports).toHaveLength(3);
    // The last report's id decides the item as well as the lead's.
    const dismissed = await call(admin.token, 'POST', API.adminReportAction(item.reports[2]!._id, 'dismiss'));
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().message).toBe(MODERATION_WORDS.reportDismissed);
    const reportIds = item.reports.map((entry) => entry._id);
    expect(await statusesOf(o.talkId)).toEqual(
      reportIds.map((id) => ({ id, status: 'dismissed', resolvedBy: admin.id })),
    );
    expect(await logOf(reportIds)).toEqual(reportIds.map((id) => `${id}:dismiss`).sort());
    expect(await itemOf(o.talkId, third.id)).toBeUndefined();
    const closed = (await itemOf(o.talkId, o.reporter.id, '&status=closed'))!;
    expect(closed.status).toBe('dismissed');
    expect(closed.reports.map((entry) => entry.status)).toEqual(['dismissed', 'dismissed', 'dismissed']);
    expect(closed.actions.map((entry) => entry.action)).toEqual(['dismiss']);
    expect(closed.content.hidden).toBe(false);

    // Reported again later: a new open card of its own, the closed one keeps its outcome.
    const fourth = await signUpUser(t.app, 'Investor');
    await report(fourth, 'talk', o.talkId);
    const reopened = (await itemOf(o.talkId, fourth.id))!;
    expect(reopened.reports.map((entry) => entry.status)).toEqual(['open']);
    expect(reopened.actions).toEqual([]);
  });

  it('pages items, oldest waiting first, each item once however many reports it has', async () => {
    const o = await owned('Lata');
    const others = await Promise.all([signUpUser(t.app, 'Cofounder'), signUpUser(t.app, 'Jobseeker')]);
    await report(o.reporter, 'video', o.videoId);
    await report(o.reporter, 'blog', o.blogId);
    for (const other of others) {
      await report(other, 'video', o.videoId);
      await report(other, 'talk', o.talkId);
    }
    const seen: ReportItem[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await queue(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    const keys = seen.map((item) => `${item.target}:${item.targetId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const times = seen.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    const mine = seen.filter((item) => item.owner._id === o.owner.id);
    expect(mine.map((item) => [item.target, item.reports.length])).toEqual([
      ['video', 3],
      ['blog', 1],
      ['talk', 2],
    ]);
  });
});
