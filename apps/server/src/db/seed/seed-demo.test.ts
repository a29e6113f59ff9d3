import { existsSync } from 'node:fs';
import path from 'node:path';
import { API, IGNITE_STATUSES } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { bearer, buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { notifications, profiles, users, videoComments } from '../schema.ts';
import { DEMO_BLOGS, DEMO_TALKS, DEMO_VIDEOS } from './content/demo-content.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoData } from './seed-demo.ts';

describe(`demo data (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    const seeded = await seedDemoData(t.database.db, {
      storage: t.app.storage,
      assetsDir: path.join(REPO_ROOT, 'apps/web/public'),
    });
    expect(seeded).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  const signin = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: '10.200.0.1',
    });
    expect(response.statusCode, email).toBe(200);
    return response.json().accessToken as string;
  };

  it('seeds only an empty database', async () => {
    expect(
      await seedDemoData(t.database.db, {
        storage: t.app.storage,
        assetsDir: path.join(REPO_ROOT, 'apps/web/public'),
      }),
    ).toBe(false);
  });

  it('every demo account signs in; discovery shows a dozen or more of each role, with pictures served', async () => {
    const token = await signin(DEMO_ACCOUNTS[0]!.email);
    for (const url of [
      API.cofounderProfiles,
      API.hustlerProfiles,
      API.investorProfiles,
      API.jobseekerProfiles,
    ]) {
      const { data } = (await t.app.inject({ url, headers: bearer(token) })).json();
      expect(data.length, url).toBeGreaterThanOrEqual(12);
      expect(
        data.every((u: { profiledetails: { profilePic: string | null } }) => u.profiledetails.profilePic),
      ).toBe(true);
    }
    const pic = (await t.app.inject({ url: API.hustlerProfiles, headers: bearer(token) })).json().data[0]
      .profiledetails.profilePic;
    expect((await t.app.inject({ url: pic })).statusCode).toBe(200);
    for (const account of DEMO_ACCOUNTS.slice(1)) await signin(account.email);
  });

  it('the feed, blogs and talks are alive, and both demo inboxes have something new', async () => {
    const hustler = await signin('hustler@demo.ideaignite.in');
    const investor = await signin('investor@demo.ideaignite.in');
    const videos = (
      await t.app.inject({ url: `${API.getVideos}?limit=100`, headers: bearer(hustler) })
    ).json().data;
    expect(videos).toHaveLength(DEMO_VIDEOS.length);
    expect(
      videos.some((v: { likes: number; commentsCount: number }) => v.likes > 0 && v.commentsCount > 0),
    ).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'media', videos[0].videoUrl.replace('/media/', '')))).toBe(true);
    const blogs = (
      await t.app.inject({ url: `${API.getBlogs}?kind=blog&limit=100`, headers: bearer(hustler) })
    ).json().data;
    expect(blogs).toHaveLength(DEMO_BLOGS.length);
    expect(blogs.every((b: { coverImageUrl: string | null }) => b.coverImageUrl)).toBe(true);
    const talks = (
      await t.app.inject({ url: `${API.getBlogs}?kind=talk&limit=100`, headers: bearer(hustler) })
    ).json().data;
    expect(talks).toHaveLength(DEMO_TALKS.length);
    for (const token of [hustler, investor]) {
      expect(
        (await t.app.inject({ url: API.messages, headers: bearer(token) })).json().length,
      ).toBeGreaterThan(0);
      expect(
        (await t.app.inject({ url: API.notificationsUnreadCount, headers: bearer(token) })).json().count,
      ).toBeGreaterThan(0);
    }
    // The demo Hustler's first dashboard page (the web asks for 12) holds a post of their own, so
    // whoever tries the demo sees its Edit and Delete.
    const me = (await t.app.inject({ url: API.getUser, headers: bearer(hustler) })).json().user;
    expect(me._id).toMatch(/^[0-9a-f-]{36}$/);
    const dash = (await t.app.inject({ url: `${API.dashContent}?limit=12`, headers: bearer(hustler) })).json()
      .data;
    expect(
      [...dash.videos, ...dash.blogs].some(
        (item: { uploadedBy: { _id: string } | null }) => item.uploadedBy?._id === me._id,
      ),
    ).toBe(true);
    const connections = (await t.app.inject({ url: API.connections, headers: bearer(investor) })).json();
    // The demo investor's inbox has an Ignite at every step, each with its pitch; some carry a video.
    const received = connections.received as Array<{ status: string; pitch: string; video: unknown }>;
    expect(new Set(received.map((c) => c.status))).toEqual(new Set(IGNITE_STATUSES));
    expect(received.every((c) => c.pitch.length > 0)).toBe(true);
    expect(received.some((c) => c.video !== null)).toBe(true);
  });

  it("a demo comment's notification goes when its author deletes the comment, as a live one's does", async () => {
    const { db } = t.database;
    const about = await db.select().from(notifications).where(eq(notifications.type, 'comment'));
    expect(about.length).toBeGreaterThan(0);
    for (const notification of about) {
      const [comment] = await db
        .select({ userId: videoComments.userId })
        .from(videoComments)
        .where(eq(videoComments.id, notification.entityId!));
      expect(comment?.userId).toBe(notification.actorId);
    }
    const [first] = about;
    const [author] = await db.select({ email: users.email }).from(users).where(eq(users.id, first!.actorId!));
    const response = await t.app.inject({
      method: 'DELETE',
      url: API.videoComment(first!.entityId!),
      headers: bearer(await signin(author!.email)),
    });
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(notifications).where(eq(notifications.id, first!.id))).toHaveLength(0);
  });

  it('demo profiles carry matching fields and a computed completeness: discovery can filter and rank them', async () => {
    const db = t.database.db;
    const scores = await db.select({ completeness: profiles.completeness }).from(profiles);
    expect(scores.every((row) => row.completeness !== null && row.completeness > 0)).toBe(true);
    const token = await signin(DEMO_ACCOUNTS[1]!.email);
    const found = (
      await t.app.inject({
        url: `${API.hustlerProfiles}?sector=agritech&city=Indore&stage=seed`,
        headers: bearer(token),
      })
    ).json();
    expect(
      found.data.map((u: { profiledetails: { Username: string } }) => u.profiledetails.Username),
    ).toEqual([DEMO_ACCOUNTS[0]!.username]);
    const open = (
      await t.app.inject({
        url: `${API.investorProfiles}?openToPitches=true&ticket=under25L`,
        headers: bearer(token),
      })
    ).json();
    expect(open.data.length).toBeGreaterThanOrEqual(5);
  });
});
