import { API, API_ERRORS, PASSWORD_RESET_ACCOUNT_LIMIT, PASSWORD_RESET_IP_LIMIT } from '@ideaignite/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  type TestContext,
  uniqueEmail,
} from '../../test/build-test-app.ts';
import { waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`password change and reset (${databaseLabel()})`, () => {
  let t: TestContext;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // Each call from its own address unless a test is about the per-address limit.
  const post = (url: string, payload: object, options: { token?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: options.token ? bearer(options.token) : {},
      remoteAddress: options.ip ?? `10.20.${(address >> 8) & 255}.${(address++ & 255) + 1}`,
    });
  const signin = (email: string, password: string) => post(API.signin, { email, password });
  const getUser = (token: string) =>
    t.app.inject({ method: 'GET', url: API.getUser, headers: bearer(token) });
  const resetMails = (email: string) =>
    t.mails.filter((m) => m.to === email && m.text.includes('/reset-password'));
  const resetToken = async (email: string, count = 1) => {
    await waitFor(() => resetMails(email).length >= count);
    const token = /reset-password\?token=([\w-]+)/.exec(resetMails(email).at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link for ${email}`);
    return token;
  };

  describe('POST /api/auth/password (change)', () => {
    it('needs the current password, keeps this session and ends every other one', async () => {
      const user = await signUpUser(t.app, 'Hustler');
      const other = (await signin(user.email, user.password)).json().accessToken as string;
      const wrong = await post(
        API.changePassword,
        { currentPassword: 'not-it-at-all', newPassword: 'Changed#2026' },
        { token: user.token },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: API_ERRORS.wrongCurrentPassword });
      expect((await getUser(other)).statusCode).toBe(200);

      const ok = await post(
        API.changePassword,
        { currentPassword: user.password, newPassword: 'Changed#2026' },
        { token: user.token },
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: API_ERRORS.passwordChanged });
      expect((await getUser(user.token)).statusCode).toBe(200);
      expect((await getUser(other)).statusCode).toBe(401);
      expect((await signin(user.email, user.password)).statusCode).toBe(401);
      expect((await signin(user.email, 'Changed#2026')).statusCode).toBe(200);
    });

    it.each([
      [{ currentPassword: 'Ignite#2025', newPassword: 'short' }, 'Password must be at least 8 characters.'],
      [
        { currentPassword: 'Ignite#2025', newPassword: 'x'.repeat(257) },
        'Password must be at most 256 characters.',
      ],
      [{ newPassword: 'Changed#2026' }, 'Current password is required.'],
      [{ currentPassword: 'Ignite#2025' }, 'Password is required.'],
    ])('applies the signup password rules: %j → 400', async (payload, message) => {
      const user = await signUpUser(t.app, 'Investor');
      const response = await post(API.changePassword, payload, { token: user.token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 401 without a token', async () => {
      const response = await post(API.changePassword, { currentPassword: 'a', newPassword: 'Changed#2026' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reset by emailed link', () => {
    it('gives the same answer whether or not the email has an account; only a real one gets mail', async () => {
      const user = await signUpUser(t.app, 'Cofounder');
      const known = await post(API.forgotPassword, { email: user.email });
      const ghost = uniqueEmail('ghost');
      const unknown = await post(API.forgotPassword, { email: ghost });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: API_ERRORS.resetLinkSent });
      expect(unknown.json()).toEqual(known.json());
      await resetToken(user.email);
      expect(t.mails.some((m) => m.to === ghost)).toBe(false);
    });

    it('stores only a hash; the link works once, ends every session and the new password works', async () => {
      const user = await signUpUser(t.app, 'Jobseeker');
      const laptop = (await signin(user.email, user.password)).json().accessToken as string;
      await post(API.forgotPassword, { email: user.email.toUpperCase() });
      const token = await resetToken(user.email);
      const stored = await t.database.db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset-password')));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(token);
      expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBeLessThanOrEqual(
        30 * 60_000 + 1000,
      );

      const reset = await post(API.resetPassword, { token, password: 'Fresh#Start2026' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: API_ERRORS.passwordReset });
      expect((await getUser(user.token)).statusCode).toBe(401);
      expect((await getUser(laptop)).statusCode).toBe(401);
      expect((await signin(user.email, user.password)).statusCode).toBe(401);
      expect((await signin(user.email, 'Fresh#Start2026')).statusCode).toBe(200);

      const twice = await post(API.resetPassword, { token, password: 'Another#2026x' });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ message: API_ERRORS.resetLinkInvalid });
    });

    it('a newer reset makes older links useless', async () => {
      const user = await signUpUser(t.app, 'Hustler');
      await post(API.forgotPassword, { email: user.email });
      const first = await resetToken(user.email, 1);
      await post(API.forgotPassword, { email: user.email });
      const second = await resetToken(user.email, 2);
      expect((await post(API.resetPassword, { token: second, password: 'Second#2026' })).statusCode).toBe(
        200,
      );
      expect((await post(API.resetPassword, { token: first, password: 'First#2026x' })).statusCode).toBe(400);
    });

    it('a link older than 30 minutes is refused', async () => {
      const user = await signUpUser(t.app, 'Investor');
      await post(API.forgotPassword, { email: user.email });
      const token = await resetToken(user.email);
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.userId, user.id));
      const response = await post(API.resetPassword, { token, password: 'Too-late#2026' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: API_ERRORS.resetLinkInvalid });
      expect((await signin(user.email, user.password)).statusCode).toBe(200);
    });

    it.each([
      [{ token: 'x'.repeat(43), password: 'Good#Pass2026' }, API_ERRORS.resetLinkInvalid],
      [{ token: 'bad token with spaces', password: 'Good#Pass2026' }, API_ERRORS.resetLinkInvalid],
      [{ token: 42, password: 'Good#Pass2026' }, API_ERRORS.resetLinkInvalid],
      [{ token: 'x'.repeat(43), password: 'short' }, 'Password must be at least 8 characters.'],
    ])('refuses %j with 400', async (payload, message) => {
      const response = await post(API.resetPassword, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it(`limits requests to ${PASSWORD_RESET_IP_LIMIT.max} per address`, async () => {
      for (let i = 0; i < PASSWORD_RESET_IP_LIMIT.max; i += 1) {
        const response = await post(
          API.forgotPassword,
          { email: uniqueEmail('spray') },
          { ip: '192.0.2.77' },
        );
        expect(response.statusCode).toBe(200);
      }
      const last = await post(API.forgotPassword, { email: uniqueEmail('spray') }, { ip: '192.0.2.77' });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toEqual({ message: API_ERRORS.tooManyResets });
    });

    it(`mails an account at most ${PASSWORD_RESET_ACCOUNT_LIMIT.max} links an hour, answering the same`, async () => {
      const user = await signUpUser(t.app, 'Cofounder');
      for (let i = 0; i < PASSWORD_RESET_ACCOUNT_LIMIT.max + 2; i += 1) {
        const response = await post(API.forgotPassword, { email: user.email });
        expect(response.json()).toEqual({ message: API_ERRORS.resetLinkSent });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await waitFor(() => resetMails(user.email).length >= PASSWORD_RESET_ACCOUNT_LIMIT.max);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(resetMails(user.email)).toHaveLength(PASSWORD_RESET_ACCOUNT_LIMIT.max);
    });
  });
});
