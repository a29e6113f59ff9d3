import { API, API_ERRORS, ROLES, WORDS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  signUpUser,
  type TestContext,
  uniqueEmail,
} from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`auth calls (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  describe('POST /api/auth/signup', () => {
    it.each(ROLES)('creates a %s account and answers with a token, id and role', async (role) => {
      const email = uniqueEmail(role);
      const response = await post(API.signup, { email, password: 'Ignite#2025', role });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ message: WORDS.auth.signupSuccess, role });
      expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(body)).not.toContain('argon2');
    });

    it('sends a confirmation link to the new address', async () => {
      const email = uniqueEmail('mail');
      await post(API.signup, { email, password: 'Ignite#2025', role: 'Hustler' });
      const mail = t.mails.findLast((m) => m.to === email);
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{20,}/);
    });

    it('refuses an email that exists in another case with 409', async () => {
      const email = uniqueEmail('dup');
      expect((await post(API.signup, { email, password: 'Ignite#2025', role: 'Investor' })).statusCode).toBe(
        201,
      );
      const again = await post(API.signup, {
        email: email.toUpperCase(),
        password: 'Other#2025x',
        role: 'Hustler',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: API_ERRORS.emailTaken });
    });

    it('refuses the demo domain with 409, whatever the case: the demo moderator cannot be claimed', async () => {
      for (const email of ['moderator@demo.ideaignite.in', 'Someone@DEMO.IdeaIgnite.in']) {
        const response = await post(API.signup, { email, password: 'Ignite#2025', role: 'Cofounder' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: API_ERRORS.emailTaken });
      }
    });

    it.each([
      [
        { email: 'a@b.in', password: 'Ignite#2025', role: 'Admin' },
        'Role must be one of Hustler, Investor, Cofounder, Jobseeker.',
      ],
      [
        { email: 'not-an-email', password: 'Ignite#2025', role: 'Hustler' },
        'Please enter a valid email address.',
      ],
      [{ email: 'a@b.in', password: 'short', role: 'Hustler' }, 'Password must be at least 8 characters.'],
      [{ email: 'a@b.in', role: 'Hustler' }, 'Password is required.'],
      [{ password: 'Ignite#2025', role: 'Hustler' }, 'Email is required.'],
      [{ email: 42, password: 'Ignite#2025', role: 'Hustler' }, 'Email is required.'],
      [{ email: 'a@b.in', password: ['x'], role: 'Hustler' }, 'Password is required.'],
    ])('answers 400 with a clear message for %j', async (payload, message) => {
      const response = await post(API.signup, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 400, never 500, for malformed JSON or a body that is not an object', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: API.signup,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: API_ERRORS.invalidJson });
      const notObject = await t.app.inject({
        method: 'POST',
        url: API.signup,
        headers: { 'content-type': 'application/json' },
        payload: '"hello"',
      });
      expect(notObject.statusCode).toBe(400);
      const wrongType = await t.app.inject({
        method: 'POST',
        url: API.signup,
        headers: { 'content-type': 'application/xml' },
        payload: '<email>a</email>',
      });
      expect(wrongType.statusCode).toBe(415);
      const plainText = await t.app.inject({
        method: 'POST',
        url: API.signup,
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a',
      });
      expect(plainText.statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/signin', () => {
    it('answers with accessToken, id and role; email is case-insensitive', async () => {
      const user = await signUpUser(t.app, 'Investor');
      const response = await post(API.signin, { email: user.email.toUpperCase(), password: user.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        role: 'Investor',
        message: API_ERRORS.signinSuccess,
      });
      expect(response.json().accessToken).toBeTypeOf('string');
    });

    it('answers 401 with the same words for a wrong password and an unknown email', async () => {
      const user = await signUpUser(t.app, 'Hustler');
      const wrong = await post(API.signin, { email: user.email, password: 'wrong-password' }, '10.1.0.1');
      const unknown = await post(
        API.signin,
        { email: uniqueEmail('ghost'), password: 'whatever1' },
        '10.1.0.1',
      );
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: API_ERRORS.invalidCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('answers 400 when a field is missing', async () => {
      const response = await post(API.signin, { email: 'a@b.in' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Password is required.' });
    });
  });

  describe('the bearer guard', () => {
    it(`answers 401 '${WORDS.auth.noToken}' without a token`, async () => {
      const response = await t.app.inject({ method: 'PUT', url: API.verify });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: WORDS.auth.noToken });
    });

    it('answers 401 for a forged, malformed or expired token', async () => {
      const user = await signUpUser(t.app, 'Cofounder');
      const [header, payload] = user.token.split('.');
      const forged = `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
      for (const token of [forged, 'not-a-jwt', 'a.b.c']) {
        const response = await t.app.inject({ method: 'PUT', url: API.verify, headers: bearer(token) });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: API_ERRORS.invalidToken });
      }
      const shortLived = await buildTestApp({ JWT_TTL: '1s', JWT_SECRET: 'x'.repeat(40) });
      try {
        const { token } = await signUpUser(shortLived.app, 'Hustler');
        await new Promise((resolve) => setTimeout(resolve, 2100));
        const expired = await shortLived.app.inject({
          method: 'PUT',
          url: API.verify,
          headers: bearer(token),
        });
        expect(expired.statusCode).toBe(401);
      } finally {
        await shortLived.close();
      }
    });
  });

  describe('POST /api/auth/logout', () => {
    it('answers 204 for a signed-in user and 401 without a token', async () => {
      const user = await signUpUser(t.app, 'Jobseeker');
      expect(
        (await t.app.inject({ method: 'POST', url: API.logout, headers: bearer(user.token) })).statusCode,
      ).toBe(204);
      expect((await t.app.inject({ method: 'POST', url: API.logout })).statusCode).toBe(401);
    });
  });
});
