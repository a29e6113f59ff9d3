import { API, API_ERRORS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`email verification (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const linkToken = (email: string) => {
    const mail = t.mails.findLast((m) => m.to === email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no link mailed to ${email}`);
    return token;
  };
  const verify = (token: string) => t.app.inject({ method: 'PUT', url: API.verify, headers: bearer(token) });
  const confirm = (token: unknown) =>
    t.app.inject({ method: 'POST', url: API.confirmEmail, payload: { token } });

  it('PUT /api/user/verify says pending right after signup, without mailing again', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const before = t.mails.length;
    const response = await verify(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_ERRORS.verificationPending, verified: false });
    expect(t.mails.length).toBe(before);
  });

  it('re-sends the link when the last one is over an hour old', async () => {
    const user = await signUpUser(t.app, 'Investor');
    await t.database.db
      .update(users)
      .set({ verificationSentAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(users.id, user.id));
    const before = t.mails.filter((m) => m.to === user.email).length;
    const response = await verify(user.token);
    expect(response.json()).toEqual({ message: API_ERRORS.verificationSent, verified: false });
    expect(t.mails.filter((m) => m.to === user.email).length).toBe(before + 1);
    // and not again within the hour
    expect((await verify(user.token)).json()).toEqual({
      message: API_ERRORS.verificationPending,
      verified: false,
    });
  });

  it('the emailed link confirms the address once; verify then answers verified', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const token = linkToken(user.email);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: API_ERRORS.verifyLinkDone });
    expect((await verify(user.token)).json()).toEqual({ message: API_ERRORS.verified, verified: true });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_ERRORS.verifyLinkInvalid });
  });

  it.each([['x'.repeat(43)], ['short'], [42], [null]])(
    'refuses the link token %j with 400',
    async (token) => {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: API_ERRORS.verifyLinkInvalid });
    },
  );
});
