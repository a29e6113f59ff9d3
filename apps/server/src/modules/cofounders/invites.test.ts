import {
  API,
  BLOCKS_WORDS,
  COFOUNDERS_WORDS,
  DAILY_INVITE_LIMIT,
  DEFAULT_WEIGHTS,
  INVITE_NOTE_MAX_LENGTH,
} from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const HOUR = 60 * 60 * 1000;

describe(`co-founder invites (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2026-11-20T04:30:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const rows = <T>(query: SQL) => rowsOf<T>(t.database.db, query);
  const invite = (from: Person, to: Person, note?: string) =>
    t.app.inject({
      method: 'POST',
      url: cofoundersApi.invite.path,
      headers: bearer(from.token),
      payload: { toId: to.id, ...(note === undefined ? {} : { note }) },
    });
  const answer = (person: Person, inviteId: string, move: 'accept' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/api/cofounders/invites/${inviteId}/${move}`,
      headers: bearer(person.token),
    });
  const invitesOf = async (person: Person) =>
    (await t.app.inject({ url: cofoundersApi.invites.path, headers: bearer(person.token) })).json() as {
      received: Array<{ _id: string; status: string; note: string | null; person: { _id: string } }>;
      sent: Array<{ _id: string; status: string; person: { _id: string } }>;
      connections: Array<{ _id: string; person: { _id: string } }>;
    };
  const notesOf = (person: Person) => notificationsOf(t.database.db, person.id);
  const cofounder = (Username: string) => signUpWithProfile(t.app, 'Cofounder', { Username });
  const stored = async (a: Person, b: Person) =>
    rows<{ status: string }>(
      sql`select status from cofounder_invites where least(from_id, to_id) = least(${a.id}::uuid, ${b.id}::uuid)
        and greatest(from_id, to_id) = greatest(${a.id}::uuid, ${b.id}::uuid)`,
    );

  it('invites with a note and notifies; accepting notifies the sender, connects them and the chat skips the request', async () => {
    const asha = await cofounder('Asha');
    const ravi = await cofounder('Ravi');
    const sent = await invite(asha, ravi, '  Let us build a fintech for farmers  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: COFOUNDERS_WORDS.inviteSent,
      invite: {
        status: 'pending',
        note: 'Let us build a fintech for farmers',
        person: { _id: ravi.id, name: 'Ravi' },
      },
    });
    const inviteId = sent.json().invite._id as string;
    expect(await notesOf(ravi)).toMatchObject([
      {
        type: 'cofounder-invite',
        params: { key: 'cofounderInvite', args: ['Asha', 'Let us build a fintech for farmers'] },
      },
    ]);
    expect((await invitesOf(ravi)).received.map((row) => row._id)).toEqual([inviteId]);
    expect((await invitesOf(asha)).sent.map((row) => row._id)).toEqual([inviteId]);

    const again = await invite(asha, ravi);
    expect([again.statusCode, again.json().message]).toEqual([409, COFOUNDERS_WORDS.alreadyInvited]);
    const bySender = await answer(asha, inviteId, 'accept');
    expect([bySender.statusCode, bySender.json().message]).toEqual([
      403,
      COFOUNDERS_WORDS.onlyInviteeAnswers,
    ]);
    const stranger = await cofounder('Stranger');
    const byStranger = await answer(stranger, inviteId, 'accept');
    expect([byStranger.statusCode, byStranger.json().message]).toEqual([
      404,
      COFOUNDERS_WORDS.inviteNotFound,
    ]);

    const accepted = await answer(ravi, inviteId, 'accept');
    expect([accepted.statusCode, accepted.json().message]).toEqual([200, COFOUNDERS_WORDS.accepted]);
    expect(accepted.json().invite).toMatchObject({ status: 'accepted', person: { _id: asha.id } });
    const twice = await answer(ravi, inviteId, 'decline');
    expect([twice.statusCode, twice.json().message]).toEqual([409, COFOUNDERS_WORDS.alreadyAnswered]);
    expect(await notesOf(asha)).toMatchObject([
      { type: 'cofounder-accepted', params: { key: 'cofounderAccepted', args: ['Ravi'] } },
    ]);
    expect((await invitesOf(asha)).connections.map((row) => row.person._id)).toEqual([ravi.id]);
    expect((await invitesOf(ravi)).connections.map((row) => row.person._id)).toEqual([asha.id]);
    const connected = await invite(ravi, asha);
    expect([connected.statusCode, connected.json().message]).toEqual([
      409,
      COFOUNDERS_WORDS.alreadyConnected,
    ]);

    const message = await t.app.inject({
      method: 'POST',
      url: API.conversation(asha.id),
      headers: bearer(ravi.token),
      payload: { text: 'Namaste, partner' },
    });
    expect(message.statusCode).toBe(201);
    const states = await rows<{ state: string }>(
      sql`select state from conversations where (user_id, partner_id) in ((${asha.id}, ${ravi.id}), (${ravi.id}, ${asha.id}))`,
    );
    expect(states.map((row) => row.state)).toEqual(['inbox', 'inbox']);
  });

  it('an invite back is an acceptance; a decline is quiet and its sender still sees it as sent', async () => {
    const [meera, kabir, dev] = [await cofounder('Meera'), await cofounder('Kabir'), await cofounder('Dev')];
    const first = await invite(meera, kabir);
    const back = await invite(kabir, meera, 'Yes!');
    expect([back.statusCode, back.json().message]).toEqual([200, COFOUNDERS_WORDS.accepted]);
    expect(back.json().invite).toMatchObject({ _id: first.json().invite._id, status: 'accepted' });
    expect(await stored(meera, kabir)).toEqual([{ status: 'accepted' }]);
    // Kabir's "invite back" opened the conversation without a request, both ways.
    const chat = await t.app.inject({
      method: 'POST',
      url: API.conversation(kabir.id),
      headers: bearer(meera.token),
      payload: { text: 'Hello' },
    });
    expect(chat.statusCode).toBe(201);
    expect(
      await rows(sql`select 1 from conversations where user_id = ${kabir.id} and state = 'request'`),
    ).toEqual([]);

    const toDev = await invite(meera, dev, 'Coffee?');
    const declined = await answer(dev, toDev.json().invite._id, 'decline');
    expect([declined.statusCode, declined.json().message]).toEqual([200, COFOUNDERS_WORDS.declined]);
    expect((await notesOf(meera)).map((note) => note.type)).toEqual(['cofounder-accepted']);
    expect((await invitesOf(meera)).sent).toEqual([
      expect.objectContaining({ _id: toDev.json().invite._id, status: 'pending' }),
    ]);
    expect((await invitesOf(dev)).received).toEqual([]);
    const quietly = await invite(meera, dev);
    expect([quietly.statusCode, quietly.json().message]).toEqual([409, COFOUNDERS_WORDS.alreadyInvited]);
    // Dev changes their mind: the declined invite becomes Dev's to Meera.
    const devAsks = await invite(dev, meera);
    expect(devAsks.statusCode).toBe(201);
    expect((await invitesOf(meera)).received.map((row) => row.person._id)).toEqual([dev.id]);
  });

  it('an accepted invite makes them connections for "my connections" privacy', async () => {
    const owner = await signUpWithProfile(t.app, 'Cofounder', {
      Username: 'Owner',
      phoneno: '+919845021764',
    });
    const partner = await cofounder('Partner');
    const saved = await t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(owner.token),
      payload: { privacy: { phone: 'connections' } },
    });
    expect(saved.statusCode).toBe(200);
    const phoneSeen = async () =>
      (await t.app.inject({ url: API.publicProfile(owner.id), headers: bearer(partner.token) })).json().user
        .profiledetails.phoneno ?? null;
    expect(await phoneSeen()).toBeNull();
    const sent = await invite(partner, owner);
    expect(await phoneSeen()).toBeNull();
    await answer(owner, sent.json().invite._id, 'accept');
    expect(await phoneSeen()).toBe('+919845021764');
  });

  it('refuses bad notes, myself, other roles, a Hustler not looking and a Hustler inviting a Hustler', async () => {
    const asha = await cofounder('Asha2');
    const ravi = await cofounder('Ravi2');
    const long = await invite(asha, ravi, 'x'.repeat(INVITE_NOTE_MAX_LENGTH + 1));
    expect([long.statusCode, long.json().message]).toEqual([400, COFOUNDERS_WORDS.noteTooLong]);
    const control = await invite(asha, ravi, 'hi\u0007');
    expect(control.statusCode).toBe(400);
    const notText = await t.app.inject({
      method: 'POST',
      url: cofoundersApi.invite.path,
      headers: bearer(asha.token),
      payload: { toId: ravi.id, note: 5 },
    });
    expect([notText.statusCode, notText.json().message]).toEqual([400, COFOUNDERS_WORDS.invalidNote]);
    const self = await invite(asha, asha);
    expect([self.statusCode, self.json().message]).toEqual([400, COFOUNDERS_WORDS.cannotInviteYourself]);
    const investor = await signUpUser(t.app, 'Investor');
    const toInvestor = await invite(asha, investor);
    expect([toInvestor.statusCode, toInvestor.json().message]).toEqual([
      404,
      COFOUNDERS_WORDS.personNotFound,
    ]);
    const fromInvestor = await invite(investor, asha);
    expect([fromInvestor.statusCode, fromInvestor.json().message]).toEqual([
      403,
      COFOUNDERS_WORDS.onlyCofoundersAndHustlers,
    ]);
    const hustler = await signUpWithProfile(t.app, 'Hustler', { Username: 'Hustler', project: 'KhetiKart' });
    const notLooking = await invite(asha, hustler);
    expect([notLooking.statusCode, notLooking.json().message]).toEqual([409, COFOUNDERS_WORDS.notLooking]);
    const other = await signUpWithProfile(t.app, 'Hustler', { Username: 'Other', project: 'Kart' });
    await t.app.inject({
      method: 'PUT',
      url: cofoundersApi.savePreferences.path,
      headers: bearer(other.token),
      payload: {
        looking: true,
        skillsWanted: ['engineering'],
        skillsOffered: [],
        commitment: null,
        sectors: [],
        stage: null,
        state: null,
        city: null,
        remote: false,
        availability: null,
        weights: DEFAULT_WEIGHTS,
      },
    });
    expect((await invite(asha, other)).statusCode).toBe(201);
    const hustlerToHustler = await invite(hustler, other);
    expect([hustlerToHustler.statusCode, hustlerToHustler.json().message]).toEqual([
      400,
      COFOUNDERS_WORDS.hustlersInviteCofounders,
    ]);
    const unknown = await answer(asha, '00000000-0000-4000-8000-000000000000', 'accept');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, COFOUNDERS_WORDS.inviteNotFound]);
    const badId = await answer(asha, 'nope', 'accept');
    expect([badId.statusCode, badId.json().message]).toEqual([400, COFOUNDERS_WORDS.inviteNotFound]);
    expect(await stored(asha, ravi)).toEqual([]);
  });

  it('blocks are respected (no invite, no answer, gone from both lists); a hidden person is not invited', async () => {
    const [asha, ravi, kiran] = [
      await cofounder('Asha3'),
      await cofounder('Ravi3'),
      await cofounder('Kiran3'),
    ];
    const pending = await invite(kiran, asha);
    await t.database.db.execute(
      sql`insert into blocks (blocker_id, blocked_id) values (${ravi.id}, ${asha.id}), (${asha.id}, ${kiran.id})`,
    );
    const blocked = await invite(asha, ravi);
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, BLOCKS_WORDS.blockedYou]);
    const answerAcross = await answer(asha, pending.json().invite._id, 'accept');
    expect([answerAcross.statusCode, answerAcross.json().message]).toEqual([403, BLOCKS_WORDS.blockedByYou]);
    expect(await stored(asha, kiran)).toEqual([{ status: 'pending' }]);
    // Hidden from discovery: no invite reaches them either.
    const hidden = await cofounder('Hidden3');
    await t.database.db.execute(sql`update users set discoverable = false where id = ${hidden.id}`);
    const toHidden = await invite(ravi, hidden);
    expect([toHidden.statusCode, toHidden.json().message]).toEqual([404, COFOUNDERS_WORDS.personNotFound]);
    expect((await invitesOf(asha)).received).toEqual([]);
    expect((await invitesOf(kiran)).sent).toEqual([]);
  });

  it(`at most ${DAILY_INVITE_LIMIT} invites in any 24 hours, counted under a lock`, async () => {
    const sender = await cofounder('Busy');
    const people = await Promise.all(
      Array.from({ length: DAILY_INVITE_LIMIT + 2 }, (_, i) =>
        signUpUser(t.app, 'Cofounder').then((p) => ({ ...p, i })),
      ),
    );
    const firstBatch = await Promise.all(
      people.slice(0, DAILY_INVITE_LIMIT + 1).map((person) => invite(sender, person)),
    );
    const statuses = firstBatch.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(DAILY_INVITE_LIMIT);
    const limited = firstBatch.find((response) => response.statusCode === 429);
    expect(limited?.json().message).toBe(COFOUNDERS_WORDS.dailyLimit);
    const matches = await t.app.inject({ url: cofoundersApi.matches.path, headers: bearer(sender.token) });
    expect(matches.json().remainingToday).toBe(0);
    clock.advance(24 * HOUR + 1000);
    const tomorrow = await invite(sender, people[DAILY_INVITE_LIMIT + 1]!);
    expect(tomorrow.statusCode).toBe(201);
  });

  it('an invite shows the person’s card: a co-founder’s superpower is their headline', async () => {
    const asha = await cofounder('Asha4');
    const saved = await t.app.inject({
      method: 'POST',
      url: API.profileCofounder,
      headers: bearer(asha.token),
      payload: formData({ Username: 'Asha4', superpower: 'Shipping' }),
    });
    expect(saved.statusCode).toBe(200);
    const ravi = await cofounder('Ravi4');
    const sent = await invite(ravi, asha);
    expect(sent.json().invite.person).toMatchObject({ name: 'Asha4', headline: 'Shipping', avatarUrl: null });
  });
});
