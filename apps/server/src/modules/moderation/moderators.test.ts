import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ACCOUNT_API,
  API,
  API_ERRORS,
  DELETION_GRACE_MS,
  ERASED_ADDRESS_HOLD_MS,
  MODERATION_WORDS,
  type ReportItem,
} from '@ideaignite/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  type TestContext,
  uniqueEmail,
} from '../../test/build-test-app.ts';
import { postTalk } from '../../test/content.ts';
import { signUpModerator, verifyByMail } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { moderateReport } from './moderation-repository.ts';
import { runOperatorCommand } from './operator-command.ts';

const run = promisify(execFile);
type User = Awaited<ReturnType<typeof signUpUser>>;

/** Issue 24, findings 2 and 7: who becomes a moderator, and what a moderator may not do. */
describe(`moderators (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2026-03-01T06:00:00Z'));
  const LISTED = [
    'first@mods.example.in',
    'second@mods.example.in',
    'third@mods.example.in',
    'late@mods.example.in',
  ];
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: LISTED.join(', ') });
    t.app.container.clock = clock;
  }, 180_000);
  afterAll(() => t.close());

  let address = 0;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const isAdmin = async (user: User) =>
    (await call(user.token, 'GET', API.getUser)).json().user.isAdmin === true;
  const queueStatus = async (user: User) => (await call(user.token, 'GET', API.adminReports)).statusCode;
  const signup = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: API.signup,
      payload: { email, password: 'Ignite#2025', role: 'Hustler' },
      remoteAddress: `10.124.0.${++address}`,
    });
  const reportOf = async (reporter: User, target: string, targetId: string) => {
    const filed = await call(reporter.token, 'POST', API.reports, { target, targetId, reason: 'spam' });
    expect(filed.statusCode).toBe(201);
    const open = (await call(moderatorA.token, 'GET', `${API.adminReports}?limit=50`)).json()
      .items as ReportItem[];
    // One item per reported thing (issue 26): this reporter's report is among its reports.
    const found = open
      .filter((item) => item.targetId === targetId)
      .flatMap((item) => item.reports)
      .find((entry) => entry.reporter?._id === reporter.id);
    if (!found) throw new Error('report not in the queue');
    return found._id;
  };

  /** Which of these accounts are not suspended. */
  const activeOf = async (ids: string[]) =>
    (
      await t.app.container.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.suspendedAt)))
    ).map((row) => row.id);

  let moderatorA: User;
  let moderatorB: User;

  it('an unverified account with a listed address is no moderator (403); verifying the address makes it one', async () => {
    moderatorA = await signUpUser(t.app, 'Investor', LISTED[0]);
    expect(await isAdmin(moderatorA)).toBe(false);
    expect(await queueStatus(moderatorA)).toBe(403);
    const refused = await call(moderatorA.token, 'GET', API.adminReports);
    expect(refused.json()).toEqual({ message: MODERATION_WORDS.notAdmin });

    await verifyByMail(t, LISTED[0]!);
    expect(await isAdmin(moderatorA)).toBe(true);
    expect(await queueStatus(moderatorA)).toBe(200);
  });

  it('a listed address reached by a confirmed change of address makes a moderator; leaving it ends that', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    await call(user.token, 'POST', API.email, { newEmail: LISTED[3], currentPassword: user.password });
    expect(await isAdmin(user)).toBe(false);
    const mail = t.mails.findLast((m) => m.to === LISTED[3] && m.text.includes('/confirm-email?token='));
    const token = /confirm-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await call(user.token, 'POST', API.emailConfirm, { token })).statusCode).toBe(200);
    expect(await isAdmin(user)).toBe(true);

    const away = uniqueEmail('unlisted');
    await call(user.token, 'POST', API.email, { newEmail: away, currentPassword: user.password });
    const next = /confirm-email\?token=([\w-]+)/.exec(
      t.mails.findLast((m) => m.to === away && m.text.includes('/confirm-email'))?.text ?? '',
    )?.[1];
    expect((await call(user.token, 'POST', API.emailConfirm, { token: next })).statusCode).toBe(200);
    expect(await isAdmin(user)).toBe(false);
    expect(await queueStatus(user)).toBe(403);
  });

  it('a moderator cannot dismiss, hide or suspend on a report about themselves or their posts (403), nothing changes', async () => {
    moderatorB = await signUpModerator(t, 'Hustler', LISTED[1]!);
    const reporter = await signUpUser(t.app, 'Jobseeker');
    const talkId = await postTalk(t.app, moderatorA.token, 'Moderators, a word about our queue');
    const aboutMe = await reportOf(reporter, 'user', moderatorA.id);
    const aboutMyTalk = await reportOf(reporter, 'talk', talkId);
    for (const [reportId, action] of [
      [aboutMe, 'dismiss'],
      [aboutMe, 'suspend'],
      [aboutMyTalk, 'hide'],
      [aboutMyTalk, 'dismiss'],
    ] as const) {
      const refused = await call(moderatorA.token, 'POST', `/api/admin/reports/${reportId}/${action}`);
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json()).toEqual({ message: MODERATION_WORDS.cannotModerateSelf });
    }
    // Still open, still signed in, the talk still listed.
    const open = (await call(moderatorB.token, 'GET', `${API.adminReports}?limit=50`)).json().items as {
      _id: string;
      status: string;
    }[];
    expect(
      open.filter((item) => [aboutMe, aboutMyTalk].includes(item._id)).map((item) => item.status),
    ).toEqual(['open', 'open']);
    expect((await call(moderatorA.token, 'GET', API.getUser)).statusCode).toBe(200);
    // Another moderator may act on it.
    const dismissed = await call(moderatorB.token, 'POST', `/api/admin/reports/${aboutMyTalk}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
  });

  it('two moderators suspending each other at once: one wins, the other is refused, one stays active', async () => {
    const reporter = await signUpUser(t.app, 'Investor');
    const aboutA = await reportOf(reporter, 'user', moderatorA.id);
    const aboutB = await reportOf(reporter, 'user', moderatorB.id);
    const answers = await Promise.all([
      call(moderatorA.token, 'POST', `/api/admin/reports/${aboutB}/suspend`),
      call(moderatorB.token, 'POST', `/api/admin/reports/${aboutA}/suspend`),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser is suspended already (its session ended: 401) or the suspension is refused (409).
    expect([401, 409]).toContain(statuses[1]);
    expect(await activeOf([moderatorA.id, moderatorB.id])).toHaveLength(1);
  });

  it('the last active moderator is never suspended: the rule refuses it (409 in the API)', async () => {
    // Whichever of A and B is still active: a report about them, acted on by the suspended one.
    const [active] = await activeOf([moderatorA.id, moderatorB.id]);
    if (!active) throw new Error('no active moderator');
    const suspended = active === moderatorA.id ? moderatorB.id : moderatorA.id;
    const reporter = await signUpUser(t.app, 'Cofounder');
    const activeUser = active === moderatorA.id ? moderatorA : moderatorB;
    const filed = await call(reporter.token, 'POST', API.reports, {
      target: 'user',
      targetId: active,
      reason: 'abuse',
    });
    expect(filed.statusCode).toBe(201);
    const queue = (await call(activeUser.token, 'GET', `${API.adminReports}?limit=50`)).json().items as {
      _id: string;
      targetId: string;
    }[];
    const reportId = queue.find((item) => item.targetId === active)?._id ?? '';
    const outcome = await moderateReport(t.app.container.db, {
      reportId,
      adminId: suspended,
      action: 'suspend',
      now: clock.now(),
      listed: t.app.container.adminEmails,
    });
    expect(outcome).toEqual({ outcome: 'lastModerator' });
    expect((await call(activeUser.token, 'GET', API.getUser)).statusCode).toBe(200);
  });

  it("an erased moderator's address cannot sign up or be moved to for 30 days, and then is nobody's moderator", async () => {
    const third = await signUpModerator(t, 'Investor', LISTED[2]!);
    expect(await isAdmin(third)).toBe(true);
    const asked = await call(third.token, 'POST', ACCOUNT_API.deletion, { password: third.password });
    expect(asked.statusCode).toBeLessThan(300);
    clock.advance(DELETION_GRACE_MS + 60_000);
    await t.app.container.scheduler.runNow('erasures');

    const refused = await signup(LISTED[2]!.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: API_ERRORS.emailTaken });
    const mover = await signUpUser(t.app, 'Hustler');
    const moved = await call(mover.token, 'POST', API.email, {
      newEmail: LISTED[2],
      currentPassword: mover.password,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: API_ERRORS.emailTaken });

    clock.advance(ERASED_ADDRESS_HOLD_MS - 120_000);
    expect((await signup(LISTED[2]!)).statusCode).toBe(409);
    clock.advance(120_000);
    await t.app.container.scheduler.runNow('erasures'); // forgets the held address
    const later = await signup(LISTED[2]!);
    expect(later.statusCode).toBe(201);
    const newcomer = { ...third, token: later.json().accessToken as string };
    expect(await isAdmin(newcomer)).toBe(false);
    expect(await queueStatus(newcomer)).toBe(403);
  });

  it('the operator grants and revokes a verified account that ADMIN_EMAILS does not name', async () => {
    const deps = t.app.container;
    const email = uniqueEmail('operator-made');
    expect(await runOperatorCommand(deps, ['grant', email])).toMatchObject({ code: 1 });
    const user = await signUpUser(t.app, 'Cofounder', email);
    expect((await runOperatorCommand(deps, ['grant', email.toUpperCase()])).code).toBe(1); // unverified
    expect(await isAdmin(user)).toBe(false);
    await verifyByMail(t, email);
    expect(await isAdmin(user)).toBe(false); // not listed
    expect(await runOperatorCommand(deps, ['grant', email])).toEqual({
      code: 0,
      lines: [`${email} is a moderator now.`],
    });
    expect(await isAdmin(user)).toBe(true);
    expect(await queueStatus(user)).toBe(200);
    const listed = await runOperatorCommand(deps, ['list']);
    expect(listed.lines.find((line) => line.startsWith(email))).toContain('granted by the operator');

    expect((await runOperatorCommand(deps, ['revoke', email])).code).toBe(0);
    expect(await isAdmin(user)).toBe(false);
    expect((await runOperatorCommand(deps, ['revoke', email])).code).toBe(1);
    expect((await runOperatorCommand(deps, ['promote', email])).code).toBe(2);
  });

  it('node dist/admin.js runs the same commands on the configured database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-admin-'));
    // The PostgreSQL run uses this test's database; PGlite's is inside this process, so a fresh one.
    const email = uniqueEmail('by-process');
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
    };
    const admin = (...args: string[]) =>
      run(process.execPath, ['apps/server/dist/admin.js', ...args], { cwd: REPO_ROOT, env }).then(
        (done) => ({ code: 0, out: done.stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    try {
      expect(await admin('grant', email)).toEqual({ code: 1, out: `No account has the address ${email}.\n` });
      expect((await admin('frobnicate')).code).toBe(2);
      if (t.database.url) {
        const user = await signUpUser(t.app, 'Investor', email);
        await verifyByMail(t, email);
        expect(await isAdmin(user)).toBe(false);
        expect(await admin('grant', email)).toEqual({ code: 0, out: `${email} is a moderator now.\n` });
        expect(await isAdmin(user)).toBe(true);
      } else {
        expect(await admin('list')).toEqual({ code: 0, out: 'No moderators are granted yet.\n' });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
