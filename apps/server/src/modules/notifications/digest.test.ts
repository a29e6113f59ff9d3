import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API,
  COFOUNDERS_WORDS,
  DEFAULT_WEIGHTS,
  DIGEST_EMAIL,
  EMAILS,
  JOBS_WORDS,
  NOTIFICATION_TEXTS,
} from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { DIGEST_EMAIL_HI, NOTIFICATION_TEXTS_HI } from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { manualClock } from '../../lib/clock.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { bearer, signUpUser, signUpWithProfile } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { indiaDayFrom, internship, postJob, signUpStartup } from '../../test/job-postings.ts';
import { createTestDatabase, databaseLabel, type TestDatabase } from '../../test/test-database.ts';
import { DIGEST_LIST_MAX, digestSlot } from './digest.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('digestSlot', () => {
  it('is 08:00 in India (02:30 UTC): today’s once it has passed, else yesterday’s', () => {
    expect(digestSlot(new Date('2025-03-10T02:29:59Z'))).toEqual(new Date('2025-03-09T02:30:00Z'));
    expect(digestSlot(new Date('2025-03-10T02:30:00Z'))).toEqual(new Date('2025-03-10T02:30:00Z'));
    expect(digestSlot(new Date('2025-03-10T23:59:00Z'))).toEqual(new Date('2025-03-10T02:30:00Z'));
  });
});

/**
 * Two app instances (two server processes) on one database: PGlite shared in this process, or two
 * connection pools on the PostgreSQL server. Time is a hand-set clock, ahead of the real one so
 * notifications stored now are older than any digest.
 */
describe(`the daily digest (${databaseLabel()})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-digest-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') },
    [],
  );
  const clock = manualClock(new Date(digestSlot(new Date()).getTime() + 2 * DAY - HOUR));
  const mails: MailMessage[] = [];
  let failNext = 0;
  const mailer: Mailer = {
    async send(message) {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('SMTP down');
      }
      mails.push(message);
    },
  };
  let database: TestDatabase;
  let second: { db: TestDatabase['db']; close(): Promise<void> } | undefined;
  let a: App;
  let b: App;
  const start = async () => {
    a = await buildApp({ config, database, mailer, clock });
    await a.ready();
    // The second process: its own pool on PostgreSQL; PGlite is one database in this process.
    second = database.url ? await openDatabase({ url: database.url }) : undefined;
    b = await buildApp({ config, database: second ? { ...database, ...second } : database, mailer, clock });
    await b.ready();
  };
  const stop = async () => {
    await a.close();
    await b.close();
    await second?.close();
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await start();
  });
  afterAll(async () => {
    await stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Both processes run the job at the same moment. */
  const runBoth = () =>
    Promise.all([a.container.scheduler.runNow('digest'), b.container.scheduler.runNow('digest')]);
  const digestsTo = (email: string) =>
    mails.filter((mail) => mail.to === email && mail.subject !== EMAILS.verify.subject);
  const execute = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  const daily = async (token: string) => {
    const response = await a.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(token),
      payload: { digest: 'daily' },
    });
    expect(response.statusCode).toBe(200);
  };
  /** A message from `from` (unread notification for `to`), stamped at the clock's time. */
  const message = async (from: { token: string; id: string }, to: { id: string }, text: string) => {
    clock.advance(1000);
    await a.inject({
      method: 'POST',
      url: API.conversation(to.id),
      headers: bearer(from.token),
      payload: { text },
    });
    await execute(
      sql`update notifications set created_at = ${clock.now().toISOString()}::timestamptz
          where user_id = ${to.id} and actor_id = ${from.id} and is_read = false`,
    );
  };
  const named = async (user: { token: string }, Username: string) => {
    await a.inject({
      method: 'PUT',
      url: API.myProfile,
      headers: bearer(user.token),
      payload: formData({ Username }),
    });
  };

  it('waits for the morning slot, then mails each due user once across both processes, with what they have not read', async () => {
    const reader = await signUpUser(a, 'Investor');
    const quiet = await signUpUser(a, 'Hustler');
    const aarav = await signUpUser(a, 'Hustler');
    const off = await signUpUser(a, 'Cofounder');
    await named(aarav, 'Aarav');
    await daily(reader.token);
    await daily(quiet.token);
    // Connected: their messages reach the inbox (a stranger's first message is a request, decision 023).
    for (const other of [reader, off])
      await execute(
        sql`insert into connections (hustler_id, investor_id, status) values (${aarav.id}, ${other.id}, 'connected')`,
      );
    await message(aarav, reader, 'Namaste!');
    await message(aarav, off, 'Hello there');

    await runBoth();
    expect(digestsTo(reader.email)).toEqual([]); // before 08:00: not due yet

    clock.advance(2 * HOUR); // past 08:00 India time
    await runBoth();
    await runBoth();
    const [digest, ...again] = digestsTo(reader.email);
    expect(again).toEqual([]);
    expect(digest).toMatchObject({ subject: DIGEST_EMAIL.subject, language: 'en-IN' });
    expect(digest!.text).toContain(NOTIFICATION_TEXTS.message('Aarav', 'Namaste!'));
    expect(digest!.text).toContain('/Notification');
    expect(digest!.html).toContain(`<li>${NOTIFICATION_TEXTS.message('Aarav', 'Namaste!')}</li>`);
    expect(digest!.html).toMatch(/<a href="http[^"]+\/settings#notifications">/);
    // Nothing unread: no mail, and the day counts as done. Digest off: nothing.
    expect(digestsTo(quiet.email)).toEqual([]);
    expect(digestsTo(off.email)).toEqual([]);
    const [stamped] = await execute<{ digest_sent_at: Date }>(
      sql`select digest_sent_at from users where id = ${quiet.id}`,
    );
    expect(new Date(stamped!.digest_sent_at).getTime()).toBe(clock.now().getTime());

    // The next morning: only what arrived since the last digest, in the reader's language now.
    await a.inject({
      method: 'PUT',
      url: API.preferences,
      headers: bearer(reader.token),
      payload: { locale: 'hi-IN' },
    });
    clock.advance(HOUR);
    const other = await signUpUser(a, 'Hustler');
    await named(other, 'Zoya');
    await execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${other.id}, ${reader.id}, 'connected')`,
    );
    await message(other, reader, 'Kal milein?');
    clock.advance(DAY);
    await runBoth();
    const next = digestsTo(reader.email)[1]!;
    expect(next.language).toBe('hi-IN');
    expect(next.subject).toBe(DIGEST_EMAIL_HI.subject);
    expect(next.text).toContain(NOTIFICATION_TEXTS_HI.message('Zoya', 'Kal milein?'));
    expect(next.text).not.toContain('Namaste!');
    expect(digestsTo(reader.email)).toHaveLength(2);
  });

  it('lists the newest few and counts the rest', async () => {
    const reader = await signUpUser(a, 'Investor');
    await daily(reader.token);
    const senders = await Promise.all(
      Array.from({ length: DIGEST_LIST_MAX + 2 }, () => signUpUser(a, 'Hustler')),
    );
    for (const [index, sender] of senders.entries()) await message(sender, reader, `hi ${index}`);
    clock.advance(DAY);
    await runBoth();
    const [digest] = digestsTo(reader.email);
    expect(digest!.text.match(/^• /gm)).toHaveLength(DIGEST_LIST_MAX);
    expect(digest!.text).toContain(DIGEST_EMAIL.more('2'));
  });

  it('tells a job seeker of the new postings that match them, and nobody else (issue 25)', async () => {
    const seeker = await signUpWithProfile(a, 'Jobseeker', {
      Username: 'Meera',
      skills: 'Excel,Canva',
      state: 'TN',
      city: 'Chennai',
    });
    const investor = await signUpUser(a, 'Investor');
    await daily(seeker.token);
    await daily(investor.token);
    clock.advance(DAY);
    await runBoth(); // both had a digest (nothing to say): what follows is new since it
    const startup = await signUpStartup(a, { project: 'KisanKart', sectors: 'agritech' });
    const applyBy = indiaDayFrom(clock.now(), 10);
    const post = async (body: Record<string, unknown>) => {
      clock.advance(1000);
      expect((await postJob(a, startup.token, body)).statusCode).toBe(201);
    };
    await post(internship(applyBy, { title: 'Sheets intern', skills: ['excel'] })); // a skill, any case
    await post(
      internship(applyBy, { title: 'Chennai field intern', skills: ['Tamil'], state: 'TN', city: 'Chennai' }),
    );
    await post(internship(applyBy, { title: 'Rust intern', skills: ['Rust'] })); // Bengaluru, agritech: no match
    clock.advance(DAY);
    await runBoth();

    const [digest] = digestsTo(seeker.email).slice(-1);
    expect(digest!.text).toContain(`${JOBS_WORDS.digestHeading}:`);
    expect(digest!.text).toContain('• Chennai field intern · KisanKart · Chennai');
    expect(digest!.text).toContain('• Sheets intern · KisanKart · Bengaluru');
    expect(digest!.text).not.toContain('Rust intern');
    expect(digest!.text.indexOf('Chennai field intern')).toBeLessThan(digest!.text.indexOf('Sheets intern'));
    expect(digest!.html).toContain(`<strong>${JOBS_WORDS.digestHeading}</strong>`);
    expect(digest!.html).toContain(`/jobs">${JOBS_WORDS.digestSeeAll}</a>`);
    // An investor matches no posting: still nothing to say, no mail.
    expect(digestsTo(investor.email)).toEqual([]);
  });

  it('tells a co-founder of new co-founder matches since they were last told (issue 26)', async () => {
    const preferences = (offered: string[], wanted: string[]) => ({
      looking: true,
      skillsOffered: offered,
      skillsWanted: wanted,
      commitment: null,
      sectors: ['fintech'],
      stage: null,
      state: null,
      city: null,
      remote: true,
      availability: null,
      weights: { ...DEFAULT_WEIGHTS, skills: 'must' },
    });
    const save = async (token: string, body: object) => {
      const response = await a.inject({
        method: 'PUT',
        url: cofoundersApi.savePreferences.path,
        headers: bearer(token),
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    };
    const kabir = await signUpWithProfile(a, 'Cofounder', { Username: 'Kabir', superpower: 'Ships fast' });
    await save(kabir.token, preferences(['engineering'], ['design']));
    await daily(kabir.token);
    clock.advance(DAY);
    await runBoth(); // told of everyone so far
    const nandini = await signUpWithProfile(a, 'Cofounder', {
      Username: 'Nandini',
      superpower: 'Makes boxes sing',
    });
    clock.advance(1000);
    await save(nandini.token, preferences(['design'], ['engineering']));
    clock.advance(DAY);
    await runBoth();

    const [digest] = digestsTo(kabir.email).slice(-1);
    expect(digest!.text).toContain(`${COFOUNDERS_WORDS.digestHeading}:\n• Nandini · Makes boxes sing`);
    expect(digest!.html).toContain(`/cofounders">${COFOUNDERS_WORDS.digestSeeAll}</a>`);
    const mailsBefore = digestsTo(kabir.email).length;
    clock.advance(DAY);
    await runBoth(); // nothing new: no mail
    expect(digestsTo(kabir.email)).toHaveLength(mailsBefore);
  });

  it('claims each of many due users once when both processes run together', async () => {
    const base = clock.now();
    // 120 due users with one unread notification each, written directly (more than a claim batch).
    const people = await execute<{ id: string; email: string }>(sql`
      insert into users (email, password_hash, role, digest, digest_sent_at)
      select 'many-' || i || '-' || ${base.getTime()} || '@example.in', 'x', 'Hustler', 'daily',
        ${new Date(base.getTime() - 2 * DAY).toISOString()}::timestamptz
      from generate_series(1, 120) as i
      returning id, email`);
    await execute(sql`
      insert into notifications (user_id, type, message, created_at)
      select id, 'like', 'Someone liked your video “X”.', ${base.toISOString()}::timestamptz
      from users where email like ${`many-%-${base.getTime()}@example.in`}`);
    clock.advance(HOUR);
    await runBoth();
    const counts = new Map<string, number>();
    for (const mail of mails) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
    for (const person of people) expect(counts.get(person.email), person.email).toBe(1);
  });

  it('a digest the mailer could not take is due again; a restart sends what is due and nothing twice', async () => {
    const reader = await signUpUser(a, 'Investor');
    const sender = await signUpUser(a, 'Hustler');
    await daily(reader.token);
    await message(sender, reader, 'first');
    clock.advance(DAY);
    failNext = 1;
    await a.container.scheduler.runNow('digest');
    expect(digestsTo(reader.email)).toEqual([]);
    // Both processes stop before the next tick and start again on the same database.
    await stop();
    database = await database.reopen();
    await start();
    await runBoth();
    expect(digestsTo(reader.email)).toHaveLength(1);
    await stop();
    database = await database.reopen();
    await start();
    await runBoth();
    expect(digestsTo(reader.email)).toHaveLength(1);
  });
});
