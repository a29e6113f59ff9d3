import path from 'node:path';
import { PUSH_WORDS } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { PUSH_WORDS_HI } from '@ideaignite/contract/hi';
import { messagesApi } from '@ideaignite/contract/messages';
import { pushApi } from '@ideaignite/contract/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { blocks, pushDeliveries, users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { retryDelayMs } from '../../lib/retry-delay.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { startTestPushService, type TestDevice } from '../../test/push-service.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { listPushSubscriptions } from './push-repository.ts';
import { PUSH_JOB, subscribePush } from './web-push.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

/**
 * Issue 29: web push through a push service on 127.0.0.1 that decrypts each push with the device's
 * keys: what it says and where it leads, its TTL, urgency and topic; the recipient's choices,
 * blocks and muted conversations; 404/410 forget the device, 429 and 5xx keep it and try again;
 * one push per event across two processes; signing out forgets the device.
 */
describe(`web push (${databaseLabel()})`, () => {
  let t: TestContext;
  let service: Awaited<ReturnType<typeof startTestPushService>>;
  const clock = manualClock();
  const db = () => t.app.container.db;

  const subscribe = (person: Person, device: TestDevice) =>
    t.app.inject({
      method: 'POST',
      url: pushApi.subscribe.path,
      headers: bearer(person.token),
      payload: device.subscription,
    });
  /** Two people who may message each other, the receiver with push on for a new device. */
  const pair = async () => {
    const sender = await signUpUser(t.app, 'Hustler');
    const receiver = await signUpUser(t.app, 'Investor');
    await db().execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${sender.id}, ${receiver.id}, 'connected')`,
    );
    await db().execute(sql`update profiles set username = 'Asha' where user_id = ${sender.id}`);
    const device = service.device();
    expect((await subscribe(receiver, device)).statusCode).toBe(201);
    return { sender, receiver, device };
  };
  const send = async (from: Person, to: Person, text: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: messagesApi.send.path.replace(':userId', to.id),
      headers: bearer(from.token),
      payload: { text },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** Runs the push job (the clock never behind the database's, which stamps queued pushes). */
  const runPushes = () => {
    clock.set(new Date(Math.max(clock.now().getTime(), Date.now())));
    return t.app.container.scheduler.runNow(PUSH_JOB);
  };
  const waiting = async () => (await db().select().from(pushDeliveries)).length;

  beforeAll(async () => {
    service = await startTestPushService();
    t = await buildTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('gives the VAPID public key and takes a subscription; a broken one is a 400 in words', async () => {
    const person = await signUpUser(t.app, 'Jobseeker');
    const key = await t.app.inject({ method: 'GET', url: pushApi.key.path, headers: bearer(person.token) });
    expect(key.json()).toEqual({ success: true, publicKey: t.app.container.vapid.publicKey });
    expect(Buffer.from(t.app.container.vapid.publicKey, 'base64url')).toHaveLength(65);
    const device = service.device();
    const saved = await subscribe(person, device);
    expect(saved.json()).toEqual({ success: true, message: PUSH_WORDS.subscribed });
    for (const broken of [
      { endpoint: 'not a url', keys: device.subscription.keys },
      {
        endpoint: device.subscription.endpoint,
        keys: { p256dh: 'short', auth: device.subscription.keys.auth },
      },
      { endpoint: device.subscription.endpoint, keys: { p256dh: device.subscription.keys.p256dh } },
      { endpoint: device.subscription.endpoint },
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: pushApi.subscribe.path,
        headers: { ...bearer(person.token), 'accept-language': 'hi-IN' },
        payload: broken,
      });
      expect(refused.statusCode, JSON.stringify(broken)).toBe(400);
      expect(refused.json().message).toBe(PUSH_WORDS_HI.invalidSubscription);
    }
    // Outside tests only https on a public name is taken: never an address on our own network.
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
      'https://metadata/push',
    ]) {
      await expect(
        subscribePush(
          { db: db(), pushAllowLocal: false },
          { userId: person.id, sessionId: (await listPushSubscriptions(db(), person.id))[0]!.sessionId },
          { endpoint, keys: device.subscription.keys },
        ),
      ).rejects.toBeInstanceOf(HttpError);
    }
    expect(await listPushSubscriptions(db(), person.id)).toHaveLength(1);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `${pushApi.unsubscribe.path}?${new URLSearchParams({ endpoint: device.subscription.endpoint })}`,
      headers: bearer(person.token),
    });
    expect(off.json()).toEqual({ success: true, message: PUSH_WORDS.unsubscribed });
    expect(await listPushSubscriptions(db(), person.id)).toHaveLength(0);
  });

  it('pushes a message encrypted for the device: its words, page, tag, TTL, urgency and topic', async () => {
    const { sender, receiver, device } = await pair();
    await send(sender, receiver, 'Can we talk about the seed round?');
    await runPushes();
    const [push] = service.pushesTo(device);
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.urgency).toBe('high');
    expect(push!.headers.topic).toBe(`m${sender.id.replaceAll('-', '').slice(0, 31)}`);
    expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(device.read(push!)).toEqual({
      title: 'IdeaIgnite',
      body: 'Asha sent you a message: “Can we talk about the seed round?”',
      url: `/messages?to=${sender.id}`,
      tag: `message-${sender.id}`,
    });
    expect(await waiting()).toBe(0);

    // A second message in the conversation is a second push, with the same tag and topic.
    await send(sender, receiver, 'Tomorrow at 11?');
    await runPushes();
    expect(service.pushesTo(device).map((received) => device.read(received).body)).toEqual([
      'Asha sent you a message: “Can we talk about the seed round?”',
      'Asha sent you a message: “Tomorrow at 11?”',
    ]);
  });

  it('a message wakes the push job only when its receiver has a device with push on', async () => {
    const kicks: string[] = [];
    const scheduler = t.app.container.scheduler;
    const kick = scheduler.kick.bind(scheduler);
    scheduler.kick = (name) => {
      kicks.push(name);
      kick(name);
    };
    try {
      const { sender, receiver } = await pair();
      const other = await signUpUser(t.app, 'Investor');
      await db().execute(
        sql`insert into connections (hustler_id, investor_id, status) values (${sender.id}, ${other.id}, 'connected')`,
      );
      await send(sender, other, 'No device here');
      await send(sender, other, 'Still none');
      expect(kicks.filter((name) => name === PUSH_JOB)).toEqual([]);
      await send(sender, receiver, 'This one has a phone');
      expect(kicks.filter((name) => name === PUSH_JOB)).toEqual([PUSH_JOB]);
    } finally {
      scheduler.kick = kick;
    }
  });

  it("speaks the recipient's language and hides a message's words when they chose so", async () => {
    const { sender, receiver, device } = await pair();
    await db().update(users).set({ locale: 'hi-IN' }).where(eq(users.id, receiver.id));
    await send(sender, receiver, 'Namaste');
    await runPushes();
    expect(device.read(service.pushesTo(device)[0]!).body).toMatch(/Asha.*Namaste/);
    expect(device.read(service.pushesTo(device)[0]!).title).toBe('IdeaIgnite');

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: bearer(receiver.token),
      payload: { pushHidesText: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pushHidesText).toBe(true);
    await send(sender, receiver, 'A secret term sheet');
    await runPushes();
    const hidden = device.read(service.pushesTo(device)[1]!);
    expect(hidden.body).toBe(PUSH_WORDS_HI.messageHidden);
    expect(JSON.stringify(hidden)).not.toContain('secret');
  });

  it('respects the choices, mutes and blocks: nothing goes, nothing waits', async () => {
    const { sender, receiver, device } = await pair();
    // Push off for messages.
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: bearer(receiver.token),
      payload: { notifications: { message: { push: false } } },
    });
    await send(sender, receiver, 'one');
    await runPushes();
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: bearer(receiver.token),
      payload: { notifications: { message: { push: true } } },
    });
    // A muted conversation makes no notice, so no push.
    await t.app.inject({
      method: 'PUT',
      url: messagesApi.mute.path.replace(':userId', sender.id),
      headers: bearer(receiver.token),
      payload: { muted: true },
    });
    await send(sender, receiver, 'two');
    await runPushes();
    await t.app.inject({
      method: 'PUT',
      url: messagesApi.mute.path.replace(':userId', sender.id),
      headers: bearer(receiver.token),
      payload: { muted: false },
    });
    // A block made after the notice, before its push went.
    await send(sender, receiver, 'three');
    await db().insert(blocks).values({ blockerId: receiver.id, blockedId: sender.id });
    await runPushes();
    expect(service.pushesTo(device)).toEqual([]);
    expect(await waiting()).toBe(0);
  });

  it('stops a waiting push when the sender blocks the receiver, or either of them is suspended, after the notice', async () => {
    // The sender blocks the receiver (the other direction of the test above).
    const blocked = await pair();
    await send(blocked.sender, blocked.receiver, 'before the block');
    await db().insert(blocks).values({ blockerId: blocked.sender.id, blockedId: blocked.receiver.id });
    // The sender is suspended.
    const senderSuspended = await pair();
    await send(senderSuspended.sender, senderSuspended.receiver, 'before the suspension');
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, senderSuspended.sender.id));
    // The receiver is suspended.
    const receiverSuspended = await pair();
    await send(receiverSuspended.sender, receiverSuspended.receiver, 'before the suspension');
    await db()
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, receiverSuspended.receiver.id));
    // A pair nothing happened to still gets its push in the same run.
    const untouched = await pair();
    await send(untouched.sender, untouched.receiver, 'still welcome');

    await runPushes();
    expect(service.pushesTo(blocked.device)).toEqual([]);
    expect(service.pushesTo(senderSuspended.device)).toEqual([]);
    expect(service.pushesTo(receiverSuspended.device)).toEqual([]);
    expect(service.pushesTo(untouched.device).map((push) => untouched.device.read(push).body)).toEqual([
      expect.stringContaining('still welcome'),
    ]);
    expect(await waiting()).toBe(0);
  });

  it('forgets a device the push service says is gone (410, 404), and keeps one that asks to wait (429, 500)', async () => {
    const gone = await pair();
    service.answerNext(gone.device, { status: 410 });
    await send(gone.sender, gone.receiver, 'hello');
    await runPushes();
    expect(await listPushSubscriptions(db(), gone.receiver.id)).toEqual([]);
    expect(await waiting()).toBe(0);

    const busy = await pair();
    service.answerNext(busy.device, { status: 429, headers: { 'retry-after': '120' } }, { status: 500 });
    await send(busy.sender, busy.receiver, 'hello again');
    await runPushes();
    expect(await listPushSubscriptions(db(), busy.receiver.id)).toHaveLength(1);
    const [held] = await db().select().from(pushDeliveries);
    expect(held?.attempts).toBe(1);
    expect(held!.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(119_000);
    await runPushes();
    expect(service.pushesTo(busy.device)).toEqual([]);

    clock.advance(121_000);
    await runPushes(); // the 500
    const [again] = await db().select().from(pushDeliveries);
    expect(again?.attempts).toBe(2);
    clock.advance(retryDelayMs(2) + 1000);
    await runPushes();
    expect(service.pushesTo(busy.device).map((push) => busy.device.read(push).body)).toEqual([
      'Asha sent you a message: “hello again”',
    ]);
    expect(await waiting()).toBe(0);
    clock.set(new Date());
  });

  it('sends each push once when two processes run the job together', async () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        WEB_DIST: path.join(t.dataDir, 'no-web'),
        PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      },
      [],
    );
    const second = await buildApp({ config, database: t.database, clock });
    try {
      const { sender, receiver, device } = await pair();
      const more = service.device();
      expect((await subscribe(receiver, more)).statusCode).toBe(201);
      for (let i = 0; i < 30; i += 1) {
        const other = await signUpUser(t.app, 'Hustler');
        await db().execute(
          sql`insert into connections (hustler_id, investor_id, status) values (${other.id}, ${receiver.id}, 'connected')`,
        );
        await send(other, receiver, `note ${i}`);
      }
      await send(sender, receiver, 'last');
      await Promise.all([runPushes(), second.container.scheduler.runNow(PUSH_JOB)]);
      for (const each of [device, more]) {
        const bodies = service.pushesTo(each).map((push) => each.read(push).body);
        expect(bodies).toHaveLength(31);
        expect(new Set(bodies).size).toBe(31);
      }
      expect(await waiting()).toBe(0);
    } finally {
      await second.close();
    }
  });

  it("signing out, or out everywhere, forgets that sign-in's devices", async () => {
    const person = await signUpUser(t.app, 'Hustler');
    const phone = service.device();
    expect((await subscribe(person, phone)).statusCode).toBe(201);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: authApi.signin.path,
      payload: { email: person.email, password: person.password },
      remoteAddress: '10.250.0.9',
    });
    const laptop = { ...person, token: signedIn.json().accessToken as string };
    expect((await subscribe(laptop, service.device())).statusCode).toBe(201);
    expect(await listPushSubscriptions(db(), person.id)).toHaveLength(2);

    await t.app.inject({ method: 'POST', url: authApi.logout.path, headers: bearer(person.token) });
    expect((await listPushSubscriptions(db(), person.id)).map((s) => s.endpoint)).not.toContain(
      phone.subscription.endpoint,
    );
    expect(await listPushSubscriptions(db(), person.id)).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: authApi.endAllSessions.path, headers: bearer(laptop.token) });
    expect(await listPushSubscriptions(db(), person.id)).toEqual([]);
  });
});
