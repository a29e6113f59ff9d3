import { API, CONNECT_MESSAGES } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, notifications } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`POST /api/connects/hustlertoinvestor (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ignite = (token: string, investorId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: API.igniteInvestor,
      headers: bearer(token),
      payload: { investorId },
    });

  it('stores a pending connection and an ignite notification for the investor; a repeat is 409', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    await t.app.inject({
      method: 'POST',
      url: API.profileHustler,
      headers: bearer(hustler.token),
      payload: formData({ Username: 'Aarav', project: 'KhetiKart' }),
    });
    const investor = await signUpUser(t.app, 'Investor');
    const response = await ignite(hustler.token, investor.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: CONNECT_MESSAGES.igniteSent,
      connection: { hustlerId: hustler.id, investorId: investor.id, status: 'pending' },
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, investor.id));
    expect(note).toMatchObject({ type: 'ignite', isRead: false, actorId: hustler.id });
    expect(note?.message).toContain('Aarav');
    expect(note?.message).toContain('KhetiKart');

    const again = await ignite(hustler.token, investor.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CONNECT_MESSAGES.alreadyIgnited });
    const rows = await t.database.db
      .select()
      .from(connections)
      .where(eq(connections.investorId, investor.id));
    expect(rows).toHaveLength(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, investor.id));
    expect(notes).toHaveLength(1);
  });

  it('only Hustlers ignite (403), only investors are ignited (400), unknown ones are 404', async () => {
    const investor = await signUpUser(t.app, 'Investor');
    const otherInvestor = await signUpUser(t.app, 'Investor');
    const cofounder = await signUpUser(t.app, 'Cofounder');
    const hustler = await signUpUser(t.app, 'Hustler');
    const forbidden = await ignite(investor.token, otherInvestor.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: CONNECT_MESSAGES.onlyHustlers });
    const notInvestor = await ignite(hustler.token, cofounder.id);
    expect(notInvestor.statusCode).toBe(400);
    expect(notInvestor.json()).toEqual({ message: CONNECT_MESSAGES.notAnInvestor });
    const unknown = await ignite(hustler.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await ignite(hustler.token, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: CONNECT_MESSAGES.investorNotFound });
    expect(
      (await t.app.inject({ method: 'POST', url: API.igniteInvestor, payload: { investorId: investor.id } }))
        .statusCode,
    ).toBe(401);
  });
});
