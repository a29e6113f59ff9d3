import { API, API_ERRORS, EMAIL_CHANGE_WORDS, EMAILS } from '@ideaignite/contract';
import { EMAILS_HI } from '@ideaignite/contract/hi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  type TestContext,
  uniqueEmail,
} from '../../test/build-test-app.ts';
import { waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { hashLinkToken } from './email-tokens-repository.ts';

/**
 * Issue 24, findings 1 and 3: someone who knows the password asks to move the account to their
 * address; the owner's reset or password change must leave them nothing to finish it with, and
 * no link mailed before it works afterwards.
 */
describe(`a password change or reset retires every link made before it (${databaseLabel()})`, () => {
  let t: TestContext;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'http://ideaignite.test' });
  });
  afterAll(() => t.close());

  type User = Awaited<ReturnType<typeof signUpUser>>;
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: `10.24.${(address >> 8) & 255}.${(address++ & 255) + 1}`,
    });
  const signin = (email: string, password: string) => post(API.signin, { email, password });
  const linkToken = (to: string, path: string) => {
    const mail = t.mails.findLast((m) => m.to === to && m.text.includes(path));
    const token = new RegExp(`${path.replace('?', '\\?')}=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no ${path} link mailed to ${to}`);
    return token;
  };
  const row = async (user: User) => {
    const [found] = await t.app.container.db.select().from(users).where(eq(users.id, user.id));
    return { email: found?.email, pendingEmail: found?.pendingEmail, passwordHash: found?.passwordHash };
  };
  /** The thief signs in with the password and asks to move the account to their own address. */
  async function thiefAsksForChange(user: User) {
    const thief = (await signin(user.email, user.password)).json().accessToken as string;
    const thiefEmail = uniqueEmail('thief');
    const asked = await post(API.email, { newEmail: thiefEmail, currentPassword: user.password }, thief);
    expect(asked.statusCode).toBe(200);
    return { thief, thiefEmail, changeToken: linkToken(thiefEmail, '/confirm-email?token') };
  }
  async function mailedReset(user: User) {
    const count = t.mails.filter((m) => m.to === user.email && m.text.includes('/reset-password')).length;
    expect((await post(API.forgotPassword, { email: user.email })).statusCode).toBe(200);
    await waitFor(
      () => t.mails.filter((m) => m.to === user.email && m.text.includes('/reset-password')).length > count,
    );
    return linkToken(user.email, '/reset-password?token');
  }
  const noticeTo = (email: string) =>
    t.mails.findLast((m) => m.to === email && m.subject === EMAILS.passwordChanged.subject);

  it("the owner's reset kills the thief's change link: 400 even from a live session, the address stays the owner's", async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const { thief, thiefEmail, changeToken } = await thiefAsksForChange(owner);
    const resetToken = await mailedReset(owner);
    const reset = await post(API.resetPassword, { token: resetToken, password: 'Owner#Back2026' });
    expect(reset.statusCode).toBe(200);

    // The thief's session ended with the reset: their confirmation is nobody's.
    const fromThief = await post(API.emailConfirm, { token: changeToken }, thief);
    expect(fromThief.statusCode).toBe(401);
    // Even from a live session of the account the link is dead, and nothing changes.
    const ownerSession = (await signin(owner.email, 'Owner#Back2026')).json().accessToken as string;
    const confirmed = await post(API.emailConfirm, { token: changeToken }, ownerSession);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGE_WORDS.linkInvalid });
    expect(await row(owner)).toMatchObject({ email: owner.email, pendingEmail: null });
    expect((await signin(thiefEmail, 'Owner#Back2026')).statusCode).toBe(401);

    // The owner is told, and what was cancelled.
    const notice = noticeTo(owner.email);
    expect(notice?.text).toContain(EMAILS.passwordChanged.body);
    expect(notice?.text).toContain(EMAILS.passwordChanged.cancelledChange(thiefEmail));
    expect(notice?.text).toContain('http://ideaignite.test/forgot-password');
    expect(notice?.html).toContain(EMAILS.passwordChanged.action);
  });

  it("a password change in Settings does the same: the thief's link gives 400 and the address stays", async () => {
    const owner = await signUpUser(t.app, 'Investor');
    const { thief, thiefEmail, changeToken } = await thiefAsksForChange(owner);
    const changed = await post(
      API.changePassword,
      { currentPassword: owner.password, newPassword: 'Owner#Settings26' },
      owner.token,
    );
    expect(changed.statusCode).toBe(200);

    expect((await post(API.emailConfirm, { token: changeToken }, thief)).statusCode).toBe(401);
    const confirmed = await post(API.emailConfirm, { token: changeToken }, owner.token);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGE_WORDS.linkInvalid });
    expect(await row(owner)).toMatchObject({ email: owner.email, pendingEmail: null });
    const state = await t.app.inject({ method: 'GET', url: API.email, headers: bearer(owner.token) });
    expect(state.json()).toEqual({ email: owner.email, pendingEmail: null });
    expect((await signin(owner.email, 'Owner#Settings26')).statusCode).toBe(200);
    expect(noticeTo(owner.email)?.text).toContain(EMAILS.passwordChanged.cancelledChange(thiefEmail));
  });

  it('a reset link mailed before a password change gives 400 afterwards and sets nothing', async () => {
    const owner = await signUpUser(t.app, 'Cofounder');
    const resetToken = await mailedReset(owner);
    const changed = await post(
      API.changePassword,
      { currentPassword: owner.password, newPassword: 'Owner#Settings26' },
      owner.token,
    );
    expect(changed.statusCode).toBe(200);
    const before = await row(owner);

    const reset = await post(API.resetPassword, { token: resetToken, password: 'Thief#Took2026' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: API_ERRORS.resetLinkInvalid });
    expect(await row(owner)).toEqual(before);
    expect((await signin(owner.email, 'Thief#Took2026')).statusCode).toBe(401);
    expect((await signin(owner.email, 'Owner#Settings26')).statusCode).toBe(200);
    // Nothing was pending: the notice names no cancelled change.
    expect(noticeTo(owner.email)?.text).not.toContain('was cancelled');
  });

  it('refuses a link made before the password changed even if it escaped being retired', async () => {
    const owner = await signUpUser(t.app, 'Jobseeker');
    const resetToken = await mailedReset(owner);
    await post(
      API.changePassword,
      { currentPassword: owner.password, newPassword: 'Owner#Settings26' },
      owner.token,
    );
    // As if retiring had missed it: the token is unused again.
    await t.app.container.db
      .update(emailTokens)
      .set({ usedAt: null })
      .where(eq(emailTokens.tokenHash, hashLinkToken(resetToken)));
    const before = await row(owner);

    const reset = await post(API.resetPassword, { token: resetToken, password: 'Thief#Took2026' });
    expect(reset.statusCode).toBe(400);
    expect(await row(owner)).toEqual(before);
    // A link asked for after the change works.
    const fresh = await mailedReset(owner);
    expect((await post(API.resetPassword, { token: fresh, password: 'Owner#Fresh2026' })).statusCode).toBe(
      200,
    );
  });

  it("refuses another account's link (400, no more said) and a call without a session (401); the link still works for its owner", async () => {
    const owner = await signUpUser(t.app, 'Hustler');
    const stranger = await signUpUser(t.app, 'Investor');
    const newEmail = uniqueEmail('moving');
    await post(API.email, { newEmail, currentPassword: owner.password }, owner.token);
    const token = linkToken(newEmail, '/confirm-email?token');

    const foreign = await post(API.emailConfirm, { token }, stranger.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: EMAIL_CHANGE_WORDS.linkInvalid });
    const anonymous = await post(API.emailConfirm, { token });
    expect(anonymous.statusCode).toBe(401);
    expect(await row(owner)).toMatchObject({ email: owner.email, pendingEmail: newEmail });
    expect(await row(stranger)).toMatchObject({ email: stranger.email, pendingEmail: null });

    const done = await post(API.emailConfirm, { token }, owner.token);
    expect(done.statusCode).toBe(200);
    expect(await row(owner)).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it("writes the notice in the account's language", async () => {
    const email = uniqueEmail('hindi');
    const signup = await t.app.inject({
      method: 'POST',
      url: API.signup,
      payload: { email, password: 'Ignite#2025', role: 'Hustler' },
      headers: { 'accept-language': 'hi-IN' },
      remoteAddress: '10.24.250.1',
    });
    expect(signup.statusCode).toBe(201);
    const token = signup.json().accessToken as string;
    const pending = uniqueEmail('hindi-moved');
    await post(API.email, { newEmail: pending, currentPassword: 'Ignite#2025' }, token);
    await post(API.changePassword, { currentPassword: 'Ignite#2025', newPassword: 'Naya#Password26' }, token);
    const notice = t.mails.findLast((m) => m.to === email && m.subject === EMAILS_HI.passwordChanged.subject);
    expect(notice?.language).toBe('hi-IN');
    expect(notice?.text).toContain(EMAILS_HI.passwordChanged.cancelledChange(pending));
  });
});
