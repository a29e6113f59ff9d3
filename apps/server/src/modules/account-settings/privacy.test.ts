import { API, VISIBILITIES, type Visibility } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { connectPair, moveIgniteAs, sendIgnite } from '../../test/ignite.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
type Details = { Username?: string | null; phoneno?: string | null; contactEmail?: string | null };
type Seen = { phone: string | null; email: string | null };

const PHONE = '+919845021764';

/**
 * Settings → Privacy, everywhere another person's phone or contact email leaves the server: the
 * profile page, the role lists, people search, the connections list, the chat list, and authors
 * in feeds (which never carry them). "connections" means an Ignite between the two that reached 'connected'.
 */
describe(`privacy: who sees my phone and contact email, and whether I am listed (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = async (token: string, url: string) =>
    (await t.app.inject({ url, headers: bearer(token) })).json();
  const privacy = async (user: Person, choice: object) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(user.token),
      payload: { privacy: choice },
    });
    expect(response.statusCode).toBe(200);
  };
  const seen = (details: Details | undefined): Seen => ({
    phone: details?.phoneno ?? null,
    email: details?.contactEmail ?? null,
  });

  let owner: Person;
  let connected: Person;
  let pending: Person;
  let stranger: Person;
  let name: string;
  let contactEmail: string;
  beforeAll(async () => {
    owner = await signUpUser(t.app, 'Investor');
    name = `Sunita${Date.now()}`;
    contactEmail = `deals-${Date.now()}@example.in`;
    const saved = await post(
      owner.token,
      API.profileInvestor,
      formData({ Username: name, contactEmail, phoneno: PHONE }),
    );
    expect(saved.statusCode).toBe(200);
    connected = await signUpUser(t.app, 'Hustler');
    pending = await signUpUser(t.app, 'Hustler');
    stranger = await signUpUser(t.app, 'Cofounder');
    await connectPair(t.app, connected, owner);
    // An Ignite the investor opened and asked to meet about is not a connection yet.
    const asked = await sendIgnite(t.app, pending, owner);
    await moveIgniteAs(t.app, owner, asked._id, 'view');
    await moveIgniteAs(t.app, owner, asked._id, 'meeting');
    for (const viewer of [connected, pending, stranger]) {
      await post(viewer.token, API.conversation(owner.id), { text: 'Namaste' });
    }
    await post(owner.token, API.addTalks, { title: 'Office hours on Friday' });
  });

  /** What `viewer` sees of the owner's phone and contact email in each place. */
  const places = async (viewer: Person): Promise<Record<string, Seen>> => {
    const search = `?q=${encodeURIComponent(name)}`;
    const profile = await get(viewer.token, API.publicProfile(owner.id));
    const list = await get(viewer.token, `${API.investorProfiles}${search}`);
    const people = await get(viewer.token, `${API.users}${search}`);
    const chats = (await get(viewer.token, API.messages)) as Array<{ _id: string; email: string | null }>;
    const result: Record<string, Seen> = {
      profile: seen(profile.user?.profiledetails),
      roleList: seen(list.data.find((u: { _id: string }) => u._id === owner.id)?.profiledetails),
      search: seen(people.find((u: { _id: string }) => u._id === owner.id)?.profiledetails),
      chatList: { phone: null, email: chats.find((chat) => chat._id === owner.id)?.email ?? null },
    };
    const connections = await get(viewer.token, API.connections);
    const sent = connections.sent?.find((c: { investorId: string }) => c.investorId === owner.id);
    if (sent) result.connections = seen(sent.investor?.profiledetails);
    return result;
  };
  const PLACES = ['profile', 'roleList', 'search', 'chatList'];
  const shown = (visible: boolean, place: string): Seen => ({
    phone: visible && place !== 'chatList' ? PHONE : null,
    email: visible ? contactEmail : null,
  });

  for (const visibility of VISIBILITIES) {
    it(`“${visibility}”: each viewer sees the phone and email only as chosen, in every place`, async () => {
      await privacy(owner, { phone: visibility, email: visibility });
      const expectFor = (visible: boolean, extra: string[] = []) =>
        Object.fromEntries([...PLACES, ...extra].map((place) => [place, shown(visible, place)]));
      const everyone = visibility === 'everyone';
      expect(await places(connected)).toEqual(expectFor(visibility !== 'nobody', ['connections']));
      expect(await places(pending)).toEqual(expectFor(everyone, ['connections']));
      expect(await places(stranger)).toEqual(expectFor(everyone));
      // The owner always sees their own, on their own page too.
      expect(seen((await get(owner.token, API.publicProfile(owner.id))).user.profiledetails)).toEqual({
        phone: PHONE,
        email: contactEmail,
      });
    });
  }

  it('phone and email are chosen apart', async () => {
    await privacy(owner, { phone: 'nobody', email: 'everyone' });
    expect(seen((await get(stranger.token, API.publicProfile(owner.id))).user.profiledetails)).toEqual({
      phone: null,
      email: contactEmail,
    });
    await privacy(owner, { phone: 'everyone', email: 'connections' });
    expect(seen((await get(stranger.token, API.publicProfile(owner.id))).user.profiledetails)).toEqual({
      phone: PHONE,
      email: null,
    });
  });

  it('authors in feeds never carry a phone or contact email', async () => {
    await privacy(owner, { phone: 'everyone', email: 'everyone' });
    const talks = await get(stranger.token, `${API.getBlogs}?kind=talk`);
    const items = (Array.isArray(talks) ? talks : (talks.data ?? talks.blogs)) as Array<{
      uploadedBy: { _id: string; profiledetails: Details } | null;
    }>;
    const mine = items.find((item) => item.uploadedBy?._id === owner.id);
    expect(mine).toBeDefined();
    expect(seen(mine!.uploadedBy!.profiledetails)).toEqual({ phone: null, email: null });
    expect(mine!.uploadedBy!.profiledetails).not.toHaveProperty('phoneno');
    // A card's author (decision 041): no contact fields at all.
    expect(mine!.uploadedBy!.profiledetails).not.toHaveProperty('contactEmail');
  });

  it('a profile kept out of discovery is in no role list or search, but its page still opens', async () => {
    await privacy(owner, { discoverable: false });
    const search = `?q=${encodeURIComponent(name)}`;
    for (const viewer of [connected, stranger]) {
      expect((await get(viewer.token, `${API.investorProfiles}${search}`)).data).toEqual([]);
      expect(await get(viewer.token, `${API.users}${search}`)).toEqual([]);
      const unsearched = await get(viewer.token, `${API.investorProfiles}?limit=100`);
      expect(unsearched.data.map((u: { _id: string }) => u._id)).not.toContain(owner.id);
      expect(
        (await t.app.inject({ url: API.publicProfile(owner.id), headers: bearer(viewer.token) })).statusCode,
      ).toBe(200);
    }
    await privacy(owner, { discoverable: true });
    expect((await get(stranger.token, `${API.investorProfiles}${search}`)).data).toHaveLength(1);
  });

  it('an unknown choice is refused and changes nothing', async () => {
    await privacy(owner, { phone: 'nobody' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(owner.token),
      payload: { privacy: { phone: 'everyone', email: 'strangers' as Visibility } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      seen((await get(stranger.token, API.publicProfile(owner.id))).user.profiledetails).phone,
    ).toBeNull();
  });
});
