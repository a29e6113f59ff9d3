import {
  ACCOUNT_SETTINGS_WORDS,
  API,
  MESSAGES_WORDS,
  NOTIFICATION_CHANNEL_DEFAULTS,
  NOTIFICATION_KINDS,
} from '@ideaignite/contract';
import { ACCOUNT_SETTINGS_WORDS_HI } from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9' };

describe(`GET/PUT /api/account/settings (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const read = async (token: string) =>
    (await t.app.inject({ url: API.accountSettings, headers: bearer(token) })).json();
  const put = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: { ...bearer(token), ...headers },
      payload: payload as object,
    });

  it('answers every kind with its defaults, the digest off, the phone shown to nobody and the contact email to everyone', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    expect(await read(user.token)).toEqual({
      notifications: NOTIFICATION_CHANNEL_DEFAULTS,
      digest: 'off',
      privacy: {
        phone: 'nobody',
        email: 'everyone',
        discoverable: true,
        whoCanMessage: 'everyone',
        readReceipts: true,
        publicPosts: true,
        publicProfile: false,
        publicIndexable: false,
      },
      dataSaver: 'auto',
      pushHidesText: false,
    });
    expect(Object.keys((await read(user.token)).notifications)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('changes only what the update names and keeps it across requests', async () => {
    const user = await signUpUser(t.app, 'Investor');
    const saved = await put(user.token, {
      notifications: { comment: { email: true }, like: { inApp: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: ACCOUNT_SETTINGS_WORDS.saved,
      notifications: {
        comment: { inApp: true, email: true, push: false },
        like: { inApp: false, email: false, push: false },
        ignite: NOTIFICATION_CHANNEL_DEFAULTS.ignite,
      },
    });
    await put(user.token, { digest: 'daily', privacy: { phone: 'connections' } });
    await put(user.token, {
      privacy: { email: 'nobody', discoverable: false, whoCanMessage: 'connections' },
    });
    await put(user.token, { privacy: { readReceipts: false } });
    expect(await read(user.token)).toEqual({
      notifications: {
        ...NOTIFICATION_CHANNEL_DEFAULTS,
        comment: { inApp: true, email: true, push: false },
        like: { inApp: false, email: false, push: false },
      },
      digest: 'daily',
      privacy: {
        phone: 'connections',
        email: 'nobody',
        discoverable: false,
        whoCanMessage: 'connections',
        readReceipts: false,
        publicPosts: true,
        publicProfile: false,
        publicIndexable: false,
      },
      dataSaver: 'auto',
      pushHidesText: false,
    });
    // Another user's settings are their own.
    const other = await signUpUser(t.app, 'Cofounder');
    expect((await read(other.token)).digest).toBe('off');
  });

  it('turning the digest on starts its clock now; turning it on again does not move it', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const sentAt = async () =>
      (
        (await t.database.db.execute(
          sql`select digest_sent_at from users where id = ${user.id}`,
        )) as unknown as { rows: Array<{ digest_sent_at: Date | null }> }
      ).rows[0]?.digest_sent_at ?? null;
    expect(await sentAt()).toBeNull();
    await put(user.token, { digest: 'daily' });
    const first = await sentAt();
    expect(first).not.toBeNull();
    await put(user.token, { digest: 'daily' });
    expect(await sentAt()).toEqual(first);
  });

  const BAD: Array<[string, unknown, string]> = [
    ['an unknown kind', { notifications: { spam: { email: true } } }, ACCOUNT_SETTINGS_WORDS.invalidSettings],
    [
      'a channel that is not on/off',
      { notifications: { like: { email: 'yes' } } },
      ACCOUNT_SETTINGS_WORDS.invalidChannel,
    ],
    ['an unknown channel', { notifications: { like: { sms: true } } }, ACCOUNT_SETTINGS_WORDS.invalidChannel],
    ['an unknown digest', { digest: 'hourly' }, ACCOUNT_SETTINGS_WORDS.invalidDigest],
    ['an unknown visibility', { privacy: { phone: 'friends' } }, ACCOUNT_SETTINGS_WORDS.invalidVisibility],
    [
      'a discoverable that is not a boolean',
      { privacy: { discoverable: 'no' } },
      ACCOUNT_SETTINGS_WORDS.invalidDiscoverable,
    ],
    [
      'an unknown who-can-message choice',
      { privacy: { whoCanMessage: 'friends' } },
      MESSAGES_WORDS.invalidWhoCanMessage,
    ],
    [
      'read receipts that are not on/off',
      { privacy: { readReceipts: 'yes' } },
      MESSAGES_WORDS.invalidReceipts,
    ],
    ['an unknown section', { theme: 'dark' }, ACCOUNT_SETTINGS_WORDS.invalidSettings],
  ];
  for (const [what, payload, message] of BAD) {
    it(`refuses ${what} with 400 and its message, changing nothing`, async () => {
      const user = await signUpUser(t.app, 'Hustler');
      const before = await read(user.token);
      // A good part beside the bad one is not saved either.
      const response = await put(user.token, { digest: 'daily', ...(payload as object) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await read(user.token)).toEqual(before);
    });
  }

  it('keeps data saver on automatic until the person chooses on or off (issue 27), and refuses anything else', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    expect((await read(user.token)).dataSaver).toBe('auto');
    const on = await put(user.token, { dataSaver: 'on' });
    expect(on.statusCode).toBe(200);
    expect(on.json().dataSaver).toBe('on');
    const bad = await put(user.token, { dataSaver: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: ACCOUNT_SETTINGS_WORDS.invalidDataSaver });
    expect((await read(user.token)).dataSaver).toBe('on');
    await put(user.token, { dataSaver: 'off' });
    expect((await read(user.token)).dataSaver).toBe('off');
  });

  it('answers its errors and its confirmation in Hindi', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const bad = await put(user.token, { digest: 'hourly' }, HINDI);
    expect(bad.json()).toEqual({ message: ACCOUNT_SETTINGS_WORDS_HI.invalidDigest });
    const good = await put(user.token, { digest: 'off' }, HINDI);
    expect(good.json().message).toBe(ACCOUNT_SETTINGS_WORDS_HI.saved);
  });

  it('needs a token, and is in the API document', async () => {
    expect((await t.app.inject({ url: API.accountSettings })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: API.accountSettings, payload: {} })).statusCode).toBe(
      401,
    );
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths[API.accountSettings])).toEqual(expect.arrayContaining(['get', 'put']));
  });
});
