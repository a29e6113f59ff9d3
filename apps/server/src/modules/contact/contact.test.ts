import { API, WORDS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`POST /api/contact (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: API.contact, payload: payload as object, headers, remoteAddress });

  it('stores the message and confirms, linking it to the signed-in sender', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const response = await send(
      { name: '  Meera  ', email: 'meera@example.in', message: 'Loved the idea!' },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: WORDS.contact.success });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'Meera', message: 'Loved the idea!', userId: user.id }),
    );
  });

  it.each([
    [{ email: 'a@b.in', message: 'hi' }, WORDS.contact.allRequired],
    [{ name: 'A', email: 'a@b.in', message: '   ' }, WORDS.contact.allRequired],
    [{ name: 'A', email: 'nope', message: 'hi' }, 'Please enter a valid email address.'],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const response = await send(payload, {}, '10.9.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('rate limits a flood from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await send({ name: 'Bot', email: 'bot@x.in', message: `spam ${i}` }, {}, '10.9.0.3')).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
