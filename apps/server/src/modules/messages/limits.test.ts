import { spawnSync } from 'node:child_process';
import { API, MESSAGES_PER_MINUTE, MESSAGES_WORDS, NEW_CONVERSATIONS_PER_DAY } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateCounter, RedisRateCounter } from '../../lib/rate-counter.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { startRedis } from '../../test/redis-server.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { sendMessage } from './send-service.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe(`messaging limits (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({}, { messageLimits: { perMinute: 3, conversationsPerDay: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });
  const send = (from: User, to: User, text = 'hello') =>
    t.app.inject({
      method: 'POST',
      url: API.conversation(to.id),
      headers: bearer(from.token),
      payload: { text },
    });
  const stored = async (from: User) =>
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from messages where sender_id = ${from.id}`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;

  it('messages per minute per sender: 429 in the catalogue’s words, nothing stored', async () => {
    const [asha, ravi] = [await signUpUser(t.app, 'Hustler'), await signUpUser(t.app, 'Investor')];
    await t.database.db.execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${asha.id}, ${ravi.id}, 'connected')`,
    );
    for (let i = 0; i < 3; i += 1) expect((await send(asha, ravi, `m${i}`)).statusCode).toBe(201);
    const refused = await send(asha, ravi, 'too fast');
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES_WORDS.tooManyMessages]);
    expect(await stored(asha)).toBe(3);
    // The limit is the sender's own: Ravi may still answer.
    expect((await send(ravi, asha)).statusCode).toBe(201);
  });

  it('new conversations per day: the third stranger is refused, nothing stored', async () => {
    const kabir = await signUpUser(t.app, 'Cofounder');
    const strangers = [];
    for (let i = 0; i < 3; i += 1) strangers.push(await signUpUser(t.app, 'Jobseeker'));
    expect((await send(kabir, strangers[0]!)).statusCode).toBe(201);
    expect((await send(kabir, strangers[1]!)).statusCode).toBe(201);
    const refused = await send(kabir, strangers[2]!);
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES_WORDS.tooManyConversations]);
    expect(await stored(kabir)).toBe(2);
  });

  it('an app built without limits takes the contract’s', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.app.container.messageLimits).toEqual({
        perMinute: MESSAGES_PER_MINUTE,
        conversationsPerDay: NEW_CONVERSATIONS_PER_DAY,
      });
      expect(plain.app.container.rateCounter).toBeInstanceOf(MemoryRateCounter);
    } finally {
      await plain.close();
    }
  });
});

describe.skipIf(!hasRedis)('the rate counter through Redis is one count across processes', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) await client.quit();
    await redis.stop();
  });

  it('two counters (two processes) share the window; it ends with its time', async () => {
    clients.push(new Redis(redis.url), new Redis(redis.url));
    const [first, second] = clients.map((client) => new RedisRateCounter(client));
    expect(await first!.hit('messages:a', 300)).toBe(1);
    expect(await second!.hit('messages:a', 300)).toBe(2);
    expect(await first!.hit('messages:b', 300)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second!.hit('messages:a', 300)).toBe(1);
  });

  it('an app given REDIS_URL counts there: a second app sees the first one’s sends', async () => {
    const limits = { perMinute: 2, conversationsPerDay: 10 };
    const first = await buildTestApp({ REDIS_URL: redis.url }, { messageLimits: limits });
    const second = await buildTestApp({ REDIS_URL: redis.url }, { messageLimits: limits });
    try {
      expect(first.app.container.rateCounter).toBeInstanceOf(RedisRateCounter);
      const [asha, ravi] = [await signUpUser(first.app, 'Hustler'), await signUpUser(first.app, 'Investor')];
      const deps = (app: TestContext['app']) => ({ ...app.container, db: first.database.db });
      await sendMessage(deps(first.app), asha.id, { receiverId: ravi.id, text: 'one' });
      await sendMessage(deps(second.app), asha.id, { receiverId: ravi.id, text: 'two' });
      await expect(
        sendMessage(deps(second.app), asha.id, { receiverId: ravi.id, text: 'three' }),
      ).rejects.toMatchObject({ statusCode: 429, message: MESSAGES_WORDS.tooManyMessages });
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);
});
