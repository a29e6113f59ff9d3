import {
  API,
  API_ERRORS,
  EMAILS,
  NOTIFICATION_TEXTS,
  PHONE_WORDS,
  PREFERENCES_WORDS,
  VALIDATION_WORDS,
} from '@ideaignite/contract';
import {
  API_ERRORS_HI,
  EMAILS_HI,
  NOTIFICATION_TEXTS_HI,
  PHONE_WORDS_HI,
  PREFERENCES_WORDS_HI,
  VALIDATION_WORDS_HI,
} from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext, uniqueEmail } from '../test/build-test-app.ts';
import { formData } from '../test/fixtures.ts';
import { openToPitches } from '../test/ignite.ts';
import { databaseLabel } from '../test/test-database.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe(`API messages in the request's language (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signin = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.signin, payload, headers });

  it('answers errors in Hindi when Accept-Language prefers it, in English otherwise, and varies on it', async () => {
    const wrong = { email: 'nobody@example.in', password: 'not-the-password' };
    const hindi = await signin(wrong, HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ message: API_ERRORS_HI.invalidCredentials });
    expect(hindi.headers['content-language']).toBe('hi-IN');
    expect(hindi.headers.vary).toMatch(/accept-language/i);

    const others: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' },
      { 'accept-language': 'ta-IN' },
    ];
    for (const headers of others) {
      const english = await signin(wrong, headers);
      expect(english.json()).toEqual({ message: API_ERRORS.invalidCredentials });
      expect(english.headers['content-language']).toBeUndefined();
      expect(english.headers.vary).toMatch(/accept-language/i);
    }
  });

  it("puts a schema's validation message into Hindi too", async () => {
    const response = await signin({ email: 'not-an-email', password: 'x' }, HINDI);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_WORDS_HI.emailInvalid });
    expect((await signin({ email: 'not-an-email', password: 'x' })).json()).toEqual({
      message: VALIDATION_WORDS.emailInvalid,
    });
  });

  it('gives a phone number error in both languages', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const save = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: API.profileCofounder,
        headers: { ...bearer(user.token), ...headers },
        payload: formData({ Username: 'Asha', phoneno: '123456' }),
      });
    const hindi = await save(HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(Object.values(PHONE_WORDS_HI)).toContain(hindi.json().message);
    const english = await save({});
    expect(Object.values(PHONE_WORDS)).toContain(english.json().message);
  });

  it('keeps the language of a Hindi signup for the account: its mail comes in Hindi', async () => {
    const email = uniqueEmail('hindi');
    const response = await t.app.inject({
      method: 'POST',
      url: API.signup,
      headers: HINDI,
      payload: { email, password: 'a-long-password', role: 'Hustler' },
    });
    expect(response.statusCode).toBe(201);
    const { accessToken } = response.json();
    const mail = t.mails.findLast((m) => m.to === email);
    expect(mail?.subject).toBe(EMAILS_HI.verify.subject);
    expect(mail?.language).toBe('hi-IN');
    expect(mail?.text).toMatch(/[\u0900-\u097F]/);

    const session = await t.app.inject({
      method: 'GET',
      url: API.currentSession,
      headers: bearer(accessToken),
    });
    expect(session.json().locale).toBe('hi-IN');
    const signedIn = await signin({ email, password: 'a-long-password' });
    expect(signedIn.json().locale).toBe('hi-IN');

    const english = await signUpUser(t.app, 'Investor');
    expect(t.mails.findLast((m) => m.to === english.email)?.subject).toBe(EMAILS.verify.subject);
  });

  it('saves the account language with PUT /api/auth/preferences, and refuses anything else', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    const put = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: API.preferences,
        headers: { ...bearer(user.token), ...headers },
        payload,
      });

    const saved = await put({ locale: 'hi-IN' });
    expect(saved.statusCode).toBe(200);
    // The answer is in the language just chosen.
    expect(saved.json()).toEqual({ message: PREFERENCES_WORDS_HI.saved, locale: 'hi-IN' });
    const session = await t.app.inject({
      method: 'GET',
      url: API.currentSession,
      headers: bearer(user.token),
    });
    expect(session.json().locale).toBe('hi-IN');

    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: user.email } });
    // The reset mail goes out after the answer.
    await vi.waitFor(() =>
      expect(t.mails.findLast((m) => m.to === user.email)?.subject).toBe(EMAILS_HI.reset.subject),
    );

    for (const bad of [{ locale: 'fr-FR' }, { locale: 'hi' }, {}, { locale: 7 }]) {
      const refused = await put(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: PREFERENCES_WORDS.invalidLocale });
    }
    expect((await put({ locale: 'xx' }, HINDI)).json()).toEqual({
      message: PREFERENCES_WORDS_HI.invalidLocale,
    });
    const unchanged = await t.app.inject({
      method: 'GET',
      url: API.currentSession,
      headers: bearer(user.token),
    });
    expect(unchanged.json().locale).toBe('hi-IN');

    expect((await put({ locale: 'en-IN' })).json()).toEqual({
      message: PREFERENCES_WORDS.saved,
      locale: 'en-IN',
    });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: API.preferences,
      payload: { locale: 'hi-IN' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows a notification in the reader's language, and an old one without params as it was stored", async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpUser(t.app, 'Investor');
    await t.app.inject({
      method: 'POST',
      url: API.profileHustler,
      headers: bearer(hustler.token),
      payload: formData({ Username: 'Aarav', project: 'KhetiKart' }),
    });
    await openToPitches(t.app, investor);
    const ignite = await t.app.inject({
      method: 'POST',
      url: API.igniteInvestor,
      headers: bearer(hustler.token),
      payload: { investorId: investor.id, pitch: 'Cold chain for Pune dairies' },
    });
    expect(ignite.statusCode).toBe(201);
    await t.database.db.execute(
      sql`insert into notifications (user_id, type, message) values (${investor.id}, 'legacy', 'An old notification.')`,
    );
    const list = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: API.notifications,
          headers: { ...bearer(investor.token), ...headers },
        })
      ).json() as Array<{ type: string; message: string; params: unknown }>;

    const hindi = await list(HINDI);
    const igniteHi = hindi.find((n) => n.type === 'ignite');
    expect(igniteHi?.message).toBe(NOTIFICATION_TEXTS_HI.ignite('Aarav', 'KhetiKart'));
    expect(igniteHi?.params).toEqual({ key: 'ignite', args: ['Aarav', 'KhetiKart'] });
    expect(hindi.find((n) => n.type === 'legacy')?.message).toBe('An old notification.');
    const english = await list({});
    expect(english.find((n) => n.type === 'ignite')?.message).toBe(
      NOTIFICATION_TEXTS.ignite('Aarav', 'KhetiKart'),
    );
  });
});
