import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_API,
  ACCOUNT_WORDS,
  API,
  API_ERRORS,
  DATA_EXPORT_TTL_MS,
  DELETED_USER_NAME,
  DELETION_GRACE_MS,
  MESSAGES_WORDS,
  VALIDATION_WORDS,
} from '@ideaignite/contract';
import { ACCOUNT_WORDS_HI } from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  postHustlerMedia,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { connectPair, moveIgniteAs, sendIgnite } from '../../test/ignite.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { unzip } from '../../test/unzip.ts';
import { sendMessage } from '../messages/send-service.ts';
import { EXPORT_PAGE_SIZE } from './account-service.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;

/** Words only the erased Hustler wrote, in her pitch. */
const NISHA_PITCH = 'Solar cold rooms for Nashik grape growers, rented by the crate';

describe(`download my data and delete my account (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2025-03-01T06:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp();
    // The services read the clock from the container at each call.
    t.app.container.clock = clock;
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const runJob = (name: 'exports' | 'erasures') => t.app.container.scheduler.runNow(name);
  const signIn = (user: User) =>
    t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email: user.email, password: user.password },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    });
  const mediaFile = (url: string) => path.join(t.dataDir, 'media', url.replace(/^\/media\//, ''));
  /** Every `table.column` (text, varchar, jsonb, arrays: all of them, every table) holding `needle`. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const { rows: columns } = (await t.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(columns.length).toBeGreaterThan(30);
    const holding: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]?.n) holding.push(`${table_name}.${column_name}`);
    }
    return holding;
  }

  /** An Investor with a name on their profile. */
  const namedInvestor = (name: string) => signUpWithProfile(t.app, 'Investor', { Username: name });

  /** A Hustler with a picture, a phone, a name, a video, a blog with a cover, a talk, comments and messages. */
  async function busyHustler(name: string, phone: string) {
    const user = await signUpUser(t.app, 'Hustler');
    const { video, blog } = await postHustlerMedia(t.app, user.token, {
      Username: name,
      phoneno: phone,
      bio: `${name} builds KhetiKart.`,
      contactEmail: user.email,
    });
    const talk = await call(user.token, 'POST', API.addTalks, { title: `Who is hiring in Pune? (${name})` });
    expect(talk.statusCode).toBe(201);
    return {
      ...user,
      name,
      phone,
      videoId: video.video?._id as string | undefined,
      blog: blog.blog as { _id: string; coverImageUrl: string },
      talk: talk.json().blog as { _id: string; title: string },
    };
  }

  describe('download my data', () => {
    let asha: Awaited<ReturnType<typeof busyHustler>>;
    let ravi: User;
    let exportId: string;

    beforeAll(async () => {
      asha = await busyHustler('Asha Verma', '+91 98765 43210');
      ravi = await signUpUser(t.app, 'Investor');
      await sendMessage(t.app.container, asha.id, { receiverId: ravi.id, text: 'Namaste Ravi, a minute?' });
      await sendMessage(t.app.container, ravi.id, { receiverId: asha.id, text: 'Sure, call me at 5.' });
      // Enough messages to need several pages.
      await t.database.db.execute(
        sql`insert into messages (sender_id, receiver_id, text, created_at)
          select ${ravi.id}::uuid, ${asha.id}::uuid, 'bulk ' || n, now() - (n || ' seconds')::interval
          from generate_series(1, ${EXPORT_PAGE_SIZE * 2 + 3}) as n`,
      );
      const comment = await call(ravi.token, 'POST', API.talkComments(asha.talk._id), {
        text: 'Try the Pune meetup',
      });
      expect(comment.statusCode).toBe(201);
      const mine = await call(asha.token, 'POST', API.talkComments(asha.talk._id), {
        text: 'Thanks, will do!',
      });
      expect(mine.statusCode).toBe(201);
      // An Ignite with her pitch and her video, which Ravi opened and passed on with a reason.
      const ignite = await sendIgnite(t.app, asha, ravi, 'Cold chain for Pune dairies', asha.videoId);
      await moveIgniteAs(t.app, ravi, ignite._id, 'view');
      await moveIgniteAs(t.app, ravi, ignite._id, 'pass', { reason: 'Too early for us' });
    });

    it('starts one export at a time: 202 queued, then 200 with the same one', async () => {
      const first = await call(asha.token, 'POST', ACCOUNT_API.exports);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toMatchObject({
        message: ACCOUNT_WORDS.exportStarted,
        export: { status: 'queued', progress: 0, downloadUrl: null },
      });
      exportId = first.json().export.id;
      const again = await call(asha.token, 'POST', ACCOUNT_API.exports);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        message: ACCOUNT_WORDS.exportUnderWay,
        export: { id: exportId },
      });
      const list = await call(asha.token, 'GET', ACCOUNT_API.exports);
      expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([exportId]);
      const notReady = await call(asha.token, 'GET', ACCOUNT_API.exportDownload(exportId));
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json()).toEqual({ message: ACCOUNT_WORDS.exportNotReady });
    });

    it('the job prepares the ZIP: data.json with everything about me, and my media', async () => {
      expect((await call(asha.token, 'POST', `${API.talk(asha.talk._id)}/like`)).statusCode).toBe(200);
      await runJob('exports');
      const status = await call(asha.token, 'GET', ACCOUNT_API.export(exportId));
      expect(status.statusCode).toBe(200);
      const done = status.json();
      expect(done).toMatchObject({ id: exportId, status: 'ready', progress: 100 });
      expect(done.downloadUrl).toBe(ACCOUNT_API.exportDownload(exportId));
      expect(new Date(done.expiresAt).getTime() - new Date(done.finishedAt).getTime()).toBe(
        DATA_EXPORT_TTL_MS,
      );

      const download = await call(asha.token, 'GET', done.downloadUrl);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="ideaignite-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(download.headers['cache-control']).toBe('private, no-store');
      const entries = await unzip(download.rawPayload);
      const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
      expect(data.about).toBe(ACCOUNT_WORDS.exportAbout);
      expect(data.account).toMatchObject({
        id: asha.id,
        email: asha.email,
        role: 'Hustler',
        locale: 'en-IN',
      });
      expect(data.account).toHaveProperty('notificationChannels');
      expect(data.account).not.toHaveProperty('passwordHash');
      expect(data.profile).toMatchObject({ username: 'Asha Verma', phoneno: '+919876543210' });
      expect(data.talks.map((talk: { text: string }) => talk.text)).toEqual([asha.talk.title]);
      expect(data.blogs).toHaveLength(1);
      expect(data.videos).toHaveLength(1);
      expect(data.blogAndTalkComments.map((c: { text: string }) => c.text)).toEqual(['Thanks, will do!']);
      expect(data.blogAndTalkLikes).toEqual([
        expect.objectContaining({ blogId: asha.talk._id, onKind: 'talk', createdAt: expect.any(String) }),
      ]);
      // Every message, sent and received, once each, across pages.
      expect(data.messages).toHaveLength(EXPORT_PAGE_SIZE * 2 + 5);
      expect(new Set(data.messages.map((m: { id: string }) => m.id)).size).toBe(data.messages.length);
      expect(data.messages.filter((m: { direction: string }) => m.direction === 'sent')).toHaveLength(1);
      expect(data.notifications.length).toBeGreaterThan(0);
      expect(data.connections).toEqual([
        expect.objectContaining({
          hustlerId: asha.id,
          investorId: ravi.id,
          status: 'passed',
          pitch: 'Cold chain for Pune dairies',
          videoId: asha.videoId,
          passReason: 'Too early for us',
          viewedAt: expect.any(String),
          respondedAt: expect.any(String),
          connectedAt: null,
        }),
      ]);
      expect(data.sessions[0]).toMatchObject({ ip: expect.any(String), device: expect.any(String) });
      // The picture, the video and its poster (when one was made), the cover: each file in the ZIP.
      const files = data.media.map((item: { file: string }) => item.file);
      expect(data.media.map((item: { kind: string }) => item.kind)).toEqual(
        expect.arrayContaining(['profilePicture', 'video', 'blogCover']),
      );
      for (const file of files) expect(entries.get(file)?.length, file).toBeGreaterThan(0);
      const cover = `media/${asha.blog.coverImageUrl.replace(/^\/media\//, '')}`;
      expect(
        entries
          .get(cover)
          ?.equals(
            await import('node:fs/promises').then((fs) => fs.readFile(mediaFile(asha.blog.coverImageUrl))),
          ),
      ).toBe(true);
    });

    it('only its owner gets it: others 403, unknown 404, a bad id 400, never under /media', async () => {
      expect((await call(ravi.token, 'GET', ACCOUNT_API.exportDownload(exportId))).statusCode).toBe(403);
      expect((await call(ravi.token, 'GET', ACCOUNT_API.export(exportId))).statusCode).toBe(403);
      const unknown = await call(asha.token, 'GET', ACCOUNT_API.exportDownload(randomUUID()));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: ACCOUNT_WORDS.exportNotFound });
      expect((await call(asha.token, 'GET', ACCOUNT_API.export('not-a-uuid'))).statusCode).toBe(400);
      expect((await t.app.inject({ url: ACCOUNT_API.exportDownload(exportId) })).statusCode).toBe(401);
      const key = `private/exports/${asha.id}/${exportId}.zip`;
      expect(existsSync(path.join(t.dataDir, 'media', key))).toBe(true);
      for (const url of [
        `/media/${key}`,
        `/media/%70rivate/exports/${asha.id}/${exportId}.zip`,
        `/media/./${key}`,
      ]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    });

    it('after 7 days the file is removed and the export is gone', async () => {
      clock.advance(DATA_EXPORT_TTL_MS + 60_000);
      const expired = await call(asha.token, 'GET', ACCOUNT_API.exportDownload(exportId));
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: ACCOUNT_WORDS.exportExpired });
      await runJob('exports');
      expect(existsSync(path.join(t.dataDir, 'media', `private/exports/${asha.id}/${exportId}.zip`))).toBe(
        false,
      );
      expect((await call(asha.token, 'GET', ACCOUNT_API.export(exportId))).statusCode).toBe(404);
      expect((await call(asha.token, 'GET', ACCOUNT_API.exports)).json()).toEqual({ items: [] });
    });

    it('an export that fails is marked failed, leaves no file behind, and a new one can start', async () => {
      const user = await signUpUser(t.app, 'Cofounder');
      const exportOf = async (id: string) => (await call(user.token, 'GET', ACCOUNT_API.export(id))).json();
      const failingId = (await call(user.token, 'POST', ACCOUNT_API.exports)).json().export.id;
      const { storage } = t.app.container;
      const putFile = storage.putFile;
      storage.putFile = () => Promise.reject(new Error('the disk is full'));
      try {
        await runJob('exports');
      } finally {
        storage.putFile = putFile;
      }
      const failed = await exportOf(failingId);
      expect(failed).toMatchObject({ status: 'failed', downloadUrl: null });
      expect(failed.finishedAt).not.toBeNull();
      expect(readdirSync(path.join(t.dataDir, 'exports-tmp'))).toEqual([]);
      const again = await call(user.token, 'POST', ACCOUNT_API.exports);
      expect(again.statusCode).toBe(202);
      expect(again.json().export.id).not.toBe(failingId);
      await runJob('exports');
      expect(await exportOf(again.json().export.id)).toMatchObject({ status: 'ready' });
    });

    it('a running export whose process stopped is taken over once its lease runs out', async () => {
      const user = await signUpUser(t.app, 'Jobseeker');
      const exportOf = async (id: string) => (await call(user.token, 'GET', ACCOUNT_API.export(id))).json();
      const id = (await call(user.token, 'POST', ACCOUNT_API.exports)).json().export.id;
      // Another process claimed it and stopped: while its lease runs, no run touches it.
      const leaseUntil = new Date(clock.now().getTime() + 60_000);
      await t.database.db.execute(
        sql`update data_exports set status = 'running', progress = 40, locked_until = ${leaseUntil}
          where id = ${id}`,
      );
      await runJob('exports');
      expect(await exportOf(id)).toMatchObject({ status: 'running', progress: 40 });
      clock.advance(2 * 60_000);
      await runJob('exports');
      expect(await exportOf(id)).toMatchObject({ status: 'ready', progress: 100 });
    });
  });

  describe('delete my account', () => {
    it("erasure removes their likes, comments and name from others' lists, and mail to or about them", async () => {
      const nisha = await busyHustler('Nisha Rao', '+91 99887 76655');
      const dev = await busyHustler('Dev Malhotra', '+91 90000 11111');
      const kabir = await namedInvestor('Kabir Shah');
      // Nisha likes and comments on Dev's video and talk: Dev's list names her.
      expect(
        (await call(nisha.token, 'POST', API.likeVideo, { videoId: dev.videoId })).statusCode,
      ).toBeLessThan(300);
      expect(
        (await call(nisha.token, 'POST', API.commentVideo, { videoId: dev.videoId, text: 'Great demo!' }))
          .statusCode,
      ).toBe(201);
      expect(
        (await call(nisha.token, 'POST', API.talkComments(dev.talk._id), { text: 'Count me in' })).statusCode,
      ).toBe(201);
      expect((await call(nisha.token, 'POST', `${API.talk(dev.talk._id)}/like`)).statusCode).toBe(200);
      // She ignites Kabir with a pitch, he asks to meet, she takes it, she posts: his list names her
      // twice; a message, a third time.
      await connectPair(t.app, nisha, kabir, NISHA_PITCH);
      expect(
        (await call(nisha.token, 'POST', API.addTalks, { title: 'Demo day is on Friday' })).statusCode,
      ).toBe(201);
      await t.app.container.background.drain();
      await sendMessage(t.app.container, nisha.id, { receiverId: kabir.id, text: 'Namaste Kabir!' });
      const namesNisha = (user: User) =>
        call(user.token, 'GET', API.notifications).then((response) => {
          const body = response.json();
          const items = (Array.isArray(body) ? body : body.items) as { message: string; actorId: string }[];
          return items.filter((item) => item.actorId === nisha.id || item.message.includes('Nisha'));
        });
      expect((await namesNisha(dev)).length).toBeGreaterThanOrEqual(3);
      expect((await namesNisha(kabir)).length).toBeGreaterThanOrEqual(3);
      const likes = async () =>
        (
          (await t.database.db.execute(
            sql`select likes from videos where id = ${dev.videoId}`,
          )) as unknown as {
            rows: { likes: number }[];
          }
        ).rows[0]?.likes;
      expect(await likes()).toBe(1);

      // A new address waiting for its link, and a contact message sent signed in from another address.
      const change = await call(nisha.token, 'POST', API.email, {
        newEmail: `new-${nisha.email}`,
        currentPassword: nisha.password,
      });
      expect(change.statusCode).toBeLessThan(300);
      await t.app.inject({
        method: 'POST',
        url: API.contact,
        headers: bearer(nisha.token),
        payload: { name: 'N. R.', email: 'work-address@example.com', message: 'A question about my plan.' },
        remoteAddress: '10.77.0.2',
      });
      // Mail the SMTP server has not taken yet: to her (either address, any case), to her old
      // address about her current one, and to others naming her (English and Hindi).
      const queue = (to: string, subject: string, text: string, html: string, language = 'en-IN') =>
        t.database.db.execute(
          sql`insert into mail_queue ("to", subject, text, html, language, attempts)
            values (${to}, ${subject}, ${text}, ${html}, ${language}, 3)`,
        );
      await queue(nisha.email.toUpperCase(), 'Confirm your email', 'Open the link', '<p>Open the link</p>');
      await queue(`NEW-${nisha.email}`, 'Confirm your new email', 'Open the link', '<p>Open the link</p>');
      await queue(
        'nisha.old@example.com',
        'Your email is changing',
        `Your account now uses ${nisha.email}.`,
        `<p>Your account now uses ${nisha.email}.</p>`,
      );
      await queue(
        kabir.email,
        'Nisha Rao sent you a message',
        'Nisha Rao: Namaste Kabir!',
        '<p><strong>Nisha Rao</strong>: Namaste Kabir!</p>',
      );
      await queue(
        dev.email,
        'Nisha Rao ने आपका वीडियो पसंद किया',
        'Nisha Rao ने पसंद किया',
        '<p>Nisha Rao</p>',
        'hi-IN',
      );

      await call(nisha.token, 'POST', ACCOUNT_API.deletion, { password: nisha.password });
      clock.advance(DELETION_GRACE_MS + 60_000);
      await runJob('erasures');

      // Her likes, comments and the notifications that named her are gone from others' lists.
      expect(await namesNisha(dev)).toEqual([]);
      expect(await namesNisha(kabir)).toEqual([]);
      expect(await likes()).toBe(0);
      const talk = (await call(dev.token, 'GET', API.talk(dev.talk._id))).json();
      expect(talk.blog.likes).toBe(0);
      const videoComments = (await call(dev.token, 'GET', API.videoComments(dev.videoId!))).json();
      expect(JSON.stringify(videoComments)).not.toContain('Great demo!');
      const talkComments = (await call(dev.token, 'GET', API.talkComments(dev.talk._id))).json();
      expect(JSON.stringify(talkComments)).not.toContain('Count me in');
      // Mail to or about her is gone; others' mail names "Deleted user" in its language.
      const { rows: mail } = (await t.database.db.execute(
        sql`select "to", subject, text, html from mail_queue order by "to"`,
      )) as unknown as { rows: { to: string; subject: string; text: string; html: string }[] };
      expect(mail.map((row) => row.to).sort()).toEqual([dev.email, kabir.email].sort());
      expect(mail.find((row) => row.to === kabir.email)).toMatchObject({
        subject: `${DELETED_USER_NAME} sent you a message`,
        text: `${DELETED_USER_NAME}: Namaste Kabir!`,
        html: `<p><strong>${DELETED_USER_NAME}</strong>: Namaste Kabir!</p>`,
      });
      expect(mail.find((row) => row.to === dev.email)).toMatchObject({
        subject: `${ACCOUNT_WORDS_HI.deletedUserName} ने आपका वीडियो पसंद किया`,
        html: `<p>${ACCOUNT_WORDS_HI.deletedUserName}</p>`,
      });
      const { rows: left } = (await t.database.db.execute(
        sql`select (select count(*)::int from email_tokens where user_id = ${nisha.id}) as tokens,
          (select count(*)::int from contact_messages where user_id = ${nisha.id}
            or email = 'work-address@example.com') as contact,
          (select count(*)::int from video_comments where user_id = ${nisha.id}) as video_comments,
          (select count(*)::int from blog_comments where user_id = ${nisha.id}) as blog_comments,
          (select count(*)::int from video_likes where user_id = ${nisha.id}) as likes,
          (select count(*)::int from blog_likes where user_id = ${nisha.id}) as blog_likes,
          (select count(*)::int from notifications where actor_id = ${nisha.id}) as notifications,
          (select count(*)::int from connections where hustler_id = ${nisha.id}) as connections`,
      )) as unknown as { rows: Record<string, number>[] };
      expect(left[0]).toEqual({
        tokens: 0,
        contact: 0,
        video_comments: 0,
        blog_comments: 0,
        likes: 0,
        blog_likes: 0,
        notifications: 0,
        connections: 0,
      });
      // Nothing anywhere holds her email, new address, phone or name.
      for (const needle of [
        nisha.email,
        `new-${nisha.email}`,
        '+919988776655',
        'Nisha Rao',
        'Nisha',
        NISHA_PITCH,
      ]) {
        expect(await tablesHolding(needle), needle).toEqual([]);
      }
    });

    it("others' unsent mail names them as written and as escaped in HTML: both become “Deleted user”", async () => {
      const name = "Zoya D'Souza & Sons";
      const zoya = await namedInvestor(name);
      const reader = await signUpUser(t.app, 'Hustler');
      await t.database.db.execute(
        sql`insert into mail_queue ("to", subject, text, html, language, attempts)
          values (${reader.email}, 'A new message', ${`${name} sent you a message`},
            ${'<p>Zoya D&#39;Souza &amp; Sons sent you a message</p>'}, 'en-IN', 3)`,
      );
      await call(zoya.token, 'POST', ACCOUNT_API.deletion, { password: zoya.password });
      clock.advance(DELETION_GRACE_MS + 60_000);
      await runJob('erasures');
      const { rows } = (await t.database.db.execute(
        sql`select text, html from mail_queue where "to" = ${reader.email}`,
      )) as unknown as { rows: { text: string; html: string }[] };
      expect(rows).toEqual([
        {
          text: `${DELETED_USER_NAME} sent you a message`,
          html: `<p>${DELETED_USER_NAME} sent you a message</p>`,
        },
      ]);
    });

    it("an erased investor's reason for passing leaves with them: the Ignite, the notification, unsent mail", async () => {
      const reason = 'Our fund only backs climate hardware this year';
      const investor = await namedInvestor('Tara Kapoor');
      const hustler = await signUpUser(t.app, 'Hustler');
      const ignite = await sendIgnite(t.app, hustler, investor, 'Solar dryers for Kutch salt farmers');
      await moveIgniteAs(t.app, investor, ignite._id, 'view');
      await moveIgniteAs(t.app, investor, ignite._id, 'pass', { reason });
      // The mail about it that the SMTP server has not taken yet.
      await t.database.db.execute(
        sql`insert into mail_queue ("to", subject, text, html, language, attempts)
          values (${hustler.email}, 'Your Ignite', ${`Tara Kapoor passed on your Ignite: “${reason}”`},
            ${`<p>Tara Kapoor passed on your Ignite: “${reason}”</p>`}, 'en-IN', 3)`,
      );
      expect((await tablesHolding(reason)).sort()).toEqual(
        [
          'connections.pass_reason',
          'mail_queue.html',
          'mail_queue.text',
          'notifications.message',
          'notifications.params',
        ].sort(),
      );
      await call(investor.token, 'POST', ACCOUNT_API.deletion, { password: investor.password });
      clock.advance(DELETION_GRACE_MS + 60_000);
      await runJob('erasures');
      expect(await tablesHolding(reason)).toEqual([]);
      expect(await tablesHolding('Solar dryers for Kutch')).toEqual([]);
    });

    it("erasing an investor keeps others' unsent mail that holds the words of their reason", async () => {
      const investor = await namedInvestor('Ira Menon');
      const hustler = await signUpUser(t.app, 'Hustler');
      const bystander = await signUpUser(t.app, 'Cofounder');
      const ignite = await sendIgnite(t.app, hustler, investor);
      await moveIgniteAs(t.app, investor, ignite._id, 'view');
      await moveIgniteAs(t.app, investor, ignite._id, 'pass', { reason: 'Not yet' });
      const queue = (to: string, text: string) =>
        t.database.db.execute(
          sql`insert into mail_queue ("to", subject, text, html, language, attempts)
            values (${to}, 'IdeaIgnite', ${text}, ${`<p>${text}</p>`}, 'en-IN', 3)`,
        );
      await queue(hustler.email, 'Ira Menon passed on your Ignite: “Not yet”');
      // The same words in someone else's mail, and in the Hustler's own mail but not as her quote.
      await queue(bystander.email, 'Dev sent you a message: “Not yet, but soon”');
      await queue(hustler.email, 'Not yet verified? Confirm your email address.');
      await call(investor.token, 'POST', ACCOUNT_API.deletion, { password: investor.password });
      clock.advance(DELETION_GRACE_MS + 60_000);
      await runJob('erasures');
      const left = await rowsOf<{ to: string; text: string }>(
        t.database.db,
        sql`select "to", text from mail_queue where "to" in (${hustler.email}, ${bystander.email})
          order by text`,
      );
      expect(left).toEqual([
        { to: bystander.email, text: 'Dev sent you a message: “Not yet, but soon”' },
        { to: hustler.email, text: 'Not yet verified? Confirm your email address.' },
      ]);
    });

    it('a wrong or missing password changes nothing', async () => {
      const user = await signUpUser(t.app, 'Cofounder');
      const wrong = await call(user.token, 'POST', ACCOUNT_API.deletion, { password: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: ACCOUNT_WORDS.wrongPassword });
      const missing = await call(user.token, 'POST', ACCOUNT_API.deletion, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(VALIDATION_WORDS.passwordRequired);
      const { rows } = (await t.database.db.execute(
        sql`select deletion_requested_at from users where id = ${user.id}`,
      )) as unknown as { rows: { deletion_requested_at: Date | null }[] };
      expect(rows[0]?.deletion_requested_at).toBeNull();
      expect((await call(user.token, 'GET', API.getUser)).statusCode).toBe(200);
    });

    it('signs out everywhere; signing in within the grace undoes it', async () => {
      const user = await signUpUser(t.app, 'Jobseeker');
      const other = await signIn(user);
      const deletion = await call(user.token, 'POST', ACCOUNT_API.deletion, { password: user.password });
      expect(deletion.statusCode).toBe(200);
      expect(deletion.json()).toEqual({
        message: ACCOUNT_WORDS.deletionScheduled,
        erasesAt: new Date(clock.now().getTime() + DELETION_GRACE_MS).toISOString(),
      });
      expect((await call(user.token, 'GET', API.getUser)).statusCode).toBe(401);
      expect((await call(other.json().accessToken, 'GET', API.getUser)).statusCode).toBe(401);

      clock.advance(DELETION_GRACE_MS - 60_000);
      await runJob('erasures');
      const back = await signIn(user);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ id: user.id, deletionCancelled: true });
      // Undone: later sign-ins say nothing, and the erasure never comes.
      clock.advance(DELETION_GRACE_MS);
      await runJob('erasures');
      const later = await signIn(user);
      expect(later.statusCode).toBe(200);
      expect(later.json()).not.toHaveProperty('deletionCancelled');
    });

    it('after the grace no sign-in undoes it, even before the job has run', async () => {
      const user = await signUpUser(t.app, 'Investor');
      await call(user.token, 'POST', ACCOUNT_API.deletion, { password: user.password });
      clock.advance(DELETION_GRACE_MS + 1000);
      const refused = await signIn(user);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: API_ERRORS.invalidCredentials });
      await runJob('erasures');
      expect((await signIn(user)).json()).toEqual({ message: API_ERRORS.invalidCredentials });
    });

    it('erasure leaves no row holding my email, phone or name; others keep our conversation', async () => {
      const meera = await busyHustler('Meera Iyer', '+91 91234 56789');
      const kabir = await namedInvestor('Kabir Shah');
      await sendMessage(t.app.container, meera.id, {
        receiverId: kabir.id,
        text: 'Hello Kabir, here is my deck.',
      });
      await sendMessage(t.app.container, kabir.id, { receiverId: meera.id, text: 'Thanks, reading it now.' });
      expect(
        (await call(kabir.token, 'POST', API.likeVideo, { videoId: meera.videoId })).statusCode,
      ).toBeLessThan(300);
      await call(kabir.token, 'POST', API.talkComments(meera.talk._id), { text: 'Nice one' });
      await call(meera.token, 'POST', ACCOUNT_API.exports);
      await runJob('exports');
      await t.app.inject({
        method: 'POST',
        url: API.contact,
        payload: { name: 'Meera Iyer', email: meera.email, message: 'Please call me back about my account.' },
        remoteAddress: '10.77.0.1',
      });
      const meeraProfile = (await call(meera.token, 'GET', API.getUser)).json().user.profiledetails;
      const files = [meeraProfile.profilePic, meera.blog.coverImageUrl].map(mediaFile);
      for (const file of files) expect(existsSync(file), file).toBe(true);

      await call(meera.token, 'POST', ACCOUNT_API.deletion, { password: meera.password });
      clock.advance(DELETION_GRACE_MS + 60_000);
      // Two runs at once (two processes): the account is erased once.
      await Promise.all([runJob('erasures'), runJob('erasures')]);

      // Every text and jsonb column of every table: none holds the email, phone or name.
      for (const needle of [meera.email, '+919123456789', '91234 56789', 'Meera Iyer', 'Meera']) {
        expect(await tablesHolding(needle), needle).toEqual([]);
      }
      // The tombstone: no way in, no address, marked erased.
      const { rows: tomb } = (await t.database.db.execute(
        sql`select email, pending_email, deleted_at, password_hash from users where id = ${meera.id}`,
      )) as unknown as {
        rows: { email: string; pending_email: null; deleted_at: Date; password_hash: string }[];
      };
      expect(tomb[0]?.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
      expect(tomb[0]?.deleted_at).not.toBeNull();
      expect(tomb[0]?.password_hash.startsWith('$argon2')).toBe(false);
      // Content, media files and the export are gone; the like Kabir gave went with the video.
      for (const file of files) expect(existsSync(file), file).toBe(false);
      const { rows: left } = (await t.database.db.execute(
        sql`select (select count(*)::int from videos where user_id = ${meera.id}) as videos,
          (select count(*)::int from blogs where user_id = ${meera.id}) as blogs,
          (select count(*)::int from data_exports where user_id = ${meera.id}) as exports,
          (select count(*)::int from sessions where user_id = ${meera.id}) as sessions,
          (select count(*)::int from messages where sender_id = ${meera.id} or receiver_id = ${meera.id}) as messages`,
      )) as unknown as { rows: Record<string, number>[] };
      expect(left[0]).toEqual({ videos: 0, blogs: 0, exports: 0, sessions: 0, messages: 2 });

      // Kabir still has the conversation, from "Deleted user", with no picture or profile.
      const chats = (await call(kabir.token, 'GET', API.messages)).json();
      const items = (Array.isArray(chats) ? chats : chats.items) as Record<string, unknown>[];
      const chat = items.find((item) => item._id === meera.id);
      expect(chat).toMatchObject({ name: DELETED_USER_NAME, profilePic: null, email: null, deleted: true });
      const conversation = (await call(kabir.token, 'GET', API.conversation(meera.id))).json();
      const texts = (Array.isArray(conversation) ? conversation : conversation.items).map(
        (message: { text: string }) => message.text,
      );
      expect(texts).toEqual(['Hello Kabir, here is my deck.', 'Thanks, reading it now.']);
      expect((await call(kabir.token, 'GET', API.publicProfile(meera.id))).statusCode).toBe(404);
      // Nothing new reaches an erased account, alone or in a group commit: 404, nothing stored.
      const sends = await Promise.allSettled(
        ['Are you still there?', 'Hello?', 'Anyone?'].map((text) =>
          sendMessage(t.app.container, kabir.id, { receiverId: meera.id, text }),
        ),
      );
      for (const send of sends) {
        expect(send.status).toBe('rejected');
        expect((send as PromiseRejectedResult).reason).toMatchObject({
          statusCode: 404,
          message: MESSAGES_WORDS.receiverNotFound,
        });
      }
      const { rows: after } = (await t.database.db.execute(
        sql`select (select count(*)::int from messages where receiver_id = ${meera.id}) as received,
          (select count(*)::int from notifications where user_id = ${meera.id}) as notifications`,
      )) as unknown as { rows: Record<string, number>[] };
      expect(after[0]).toEqual({ received: 1, notifications: 0 });
      const signin = await signIn(meera);
      expect(signin.statusCode).toBe(401);
      expect(signin.json()).toEqual({ message: API_ERRORS.invalidCredentials });
    });
  });
});
