import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  APPLICATION_STATUSES,
  IGNITE_STATUSES,
  JOB_LIMITS,
  NOTIFICATION_TEXT_KEEP,
} from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { indiaToday } from '../../modules/jobs/index.ts';
import { grantListedModerators } from '../../modules/moderation/moderation-service.ts';
import { bearer, buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import {
  conversations,
  jobApplications,
  jobPostings,
  notifications,
  profiles,
  savedJobs,
  users,
  videoComments,
} from '../schema.ts';
import { DEMO_APPLICATIONS, DEMO_SAVED_JOBS } from './content/demo-applications.ts';
import {
  DEMO_BLOGS,
  DEMO_MESSAGE_REQUESTS,
  DEMO_REPORTED_TALK,
  DEMO_REPORTS,
  DEMO_TALKS,
  DEMO_VIDEOS,
} from './content/demo-content.ts';
import { DEMO_JOBS } from './content/demo-jobs.ts';
import { DEMO_MODERATOR, DEMO_PEOPLE } from './content/demo-people.ts';
import { DEMO_COFOUNDER_INVITES } from './content/people/cofounder-preferences.ts';
import { DEMO_ACCOUNTS, DEMO_MODERATOR_EMAIL, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoData } from './seed-demo.ts';
import { dayFrom } from './seed-jobs.ts';

describe(`demo data (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    const seeded = await seedDemoData(t.database.db, {
      storage: t.app.storage,
      assetsDir: path.join(REPO_ROOT, 'apps/web/public'),
    });
    expect(seeded).toBe(true);
    // As main.ts does after seeding: the seeded, verified moderator's listed address makes her one.
    await grantListedModerators(t.app.container);
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

  it('seeds only an empty database: seeding again adds nothing', async () => {
    const { db } = t.database;
    const rows = async () =>
      Promise.all([jobPostings, jobApplications, savedJobs, notifications].map((table) => db.$count(table)));
    const before = await rows();
    expect(
      await seedDemoData(t.database.db, {
        storage: t.app.storage,
        assetsDir: path.join(REPO_ROOT, 'apps/web/public'),
      }),
    ).toBe(false);
    expect(await rows()).toEqual(before);
    expect(before.slice(0, 3)).toEqual([DEMO_JOBS.length, DEMO_APPLICATIONS.length, DEMO_SAVED_JOBS.length]);
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

  it('the demo co-founder and Hustler have ranked co-founder matches, and Kabir an invite waiting', async () => {
    const kabir = await signin('cofounder@demo.ideaignite.in');
    const aarav = await signin('hustler@demo.ideaignite.in');
    const matchesOf = async (token: string) =>
      (await t.app.inject({ url: cofoundersApi.matches.path, headers: bearer(token) })).json() as {
        needsPreferences: boolean;
        matches: Array<{ person: { name: string }; score: number; reasons: unknown[] }>;
      };
    const forKabir = await matchesOf(kabir);
    expect(forKabir.needsPreferences).toBe(false);
    expect(forKabir.matches.length).toBeGreaterThanOrEqual(3);
    expect(forKabir.matches[0]!.reasons.length).toBeGreaterThan(0);
    expect((await matchesOf(aarav)).matches.map((match) => match.person.name)).toContain('Kabir Singh');
    const invites = (await t.app.inject({ url: cofoundersApi.invites.path, headers: bearer(kabir) })).json();
    expect(invites.received).toHaveLength(DEMO_COFOUNDER_INVITES.length);
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
    // Issue 26: blogs are liked, the demo Hustler among the likers of one (the counts match the rows).
    expect(blogs.every((b: { likes: number }) => b.likes > 0)).toBe(true);
    expect(blogs.filter((b: { userHasLiked: boolean }) => b.userHasLiked)).toHaveLength(1);
    const talks = (
      await t.app.inject({ url: `${API.getBlogs}?kind=talk&limit=100`, headers: bearer(hustler) })
    ).json().data;
    // The talks, and the reported ad still up while its reports wait for a moderator.
    expect(talks).toHaveLength(DEMO_TALKS.length + 1);
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
    const dash = (await t.app.inject({ url: `${API.feedPage}?limit=12`, headers: bearer(hustler) })).json()
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

  it("a stranger's message request waits for the demo investor, as the send path leaves one", async () => {
    const investor = await signin('investor@demo.ideaignite.in');
    const investorKey = DEMO_PEOPLE.find((p) => p.email === 'investor@demo.ideaignite.in')!.key;
    const request = DEMO_MESSAGE_REQUESTS.find((r) => r.toKey === investorKey && r.state === 'request')!;
    const from = DEMO_PEOPLE.find((p) => p.key === request.fromKey)!;
    const [sender] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, from.email));
    const requests = (await t.app.inject({ url: API.messageRequests, headers: bearer(investor) })).json();
    expect(requests.map((r: { _id: string }) => r._id)).toEqual([sender!.id]);
    expect(requests[0].text).toBe(request.messages.at(-1)!.text);
    expect(requests[0].unreadCount).toBe(request.messages.length);
    // Not in her chat list: only in Requests.
    const chats = (await t.app.inject({ url: API.messages, headers: bearer(investor) })).json();
    expect(chats.map((c: { _id: string }) => c._id)).not.toContain(sender!.id);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'message-request'), eq(notifications.actorId, sender!.id)));
    expect(notice).toMatchObject({
      isRead: false,
      entityId: sender!.id,
      params: {
        key: 'messageRequest',
        args: [from.profile.username, request.messages[0]!.text.slice(0, NOTIFICATION_TEXT_KEEP)],
      },
    });
    // The sender's own row stays in their inbox.
    const [theirs] = await t.database.db
      .select({ state: conversations.state })
      .from(conversations)
      .where(eq(conversations.userId, sender!.id));
    expect(theirs?.state).toBe('inbox');
  });

  it('the demo moderator signs in to a queue of open reports, the reported talk one item with its two reports', async () => {
    expect(t.app.container.adminEmails.has(DEMO_MODERATOR_EMAIL)).toBe(true);
    const moderator = await signin(DEMO_MODERATOR_EMAIL);
    const me = (await t.app.inject({ url: API.getUser, headers: bearer(moderator) })).json().user;
    expect(me.isAdmin).toBe(true);
    expect(me.profiledetails.Username).toBe(DEMO_MODERATOR.profile.username);
    const queue = (
      await t.app.inject({ url: `${API.adminReports}?status=open`, headers: bearer(moderator) })
    ).json();
    // One item per reported thing (issue 26): the talk's two reports are one card.
    const reportedThings = new Set(DEMO_REPORTS.map((report) => JSON.stringify(report.about)));
    expect(queue.items).toHaveLength(reportedThings.size);
    const talkItems = queue.items.filter((item: { target: string }) => item.target === 'talk');
    expect(talkItems).toHaveLength(1);
    expect(talkItems[0].reportCount).toBe(2);
    expect(talkItems[0].reports).toHaveLength(2);
    expect(talkItems[0].content.text ?? talkItems[0].content.title).toBe(DEMO_REPORTED_TALK.title);
    const [message] = queue.items.filter((item: { target: string }) => item.target === 'message');
    expect(message.content.gone).toBe(false);
    expect(message.content.context.length).toBeGreaterThanOrEqual(2);
    // The moderator is not listed among the co-founders.
    const cofounders = (
      await t.app.inject({ url: `${API.cofounderProfiles}?limit=100`, headers: bearer(moderator) })
    ).json().data;
    expect(
      cofounders.some(
        (u: { profiledetails: { Username: string } }) =>
          u.profiledetails.Username === DEMO_MODERATOR.profile.username,
      ),
    ).toBe(false);
  });

  it('the jobs board is alive: the demo job seeker has applications and saved jobs, the demo startup a busy tracker', async () => {
    const { db } = t.database;
    const seeker = await signin('jobseeker@demo.ideaignite.in');
    const hustler = await signin('hustler@demo.ideaignite.in');
    const get = async (url: string, token: string) => {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    // The board: every posting still taking applications, from 8+ cities, every type.
    const open = DEMO_JOBS.filter((job) => job.status === 'open' && job.applyByInDays >= 0);
    const board = await get('/api/jobs?limit=100', seeker);
    expect(board.data).toHaveLength(open.length);
    const facets = await get('/api/jobs/facets', seeker);
    expect(facets.total).toBe(open.length);
    expect(facets.facets.city.length).toBeGreaterThanOrEqual(8);
    expect(facets.facets.type.length).toBe(4);
    expect(
      board.data.some((job: { stipend: { kind: string } | null }) => job.stipend?.kind === 'unpaid'),
    ).toBe(true);
    // Ananya's applications, each with its posting, and her saved jobs.
    const mine = await get('/api/jobs/applications/mine?limit=100', seeker);
    const ananyaKey = DEMO_PEOPLE.find((p) => p.email === 'jobseeker@demo.ideaignite.in')!.key;
    expect(mine.data).toHaveLength(DEMO_APPLICATIONS.filter((a) => a.applicantKey === ananyaKey).length);
    expect(new Set(mine.data.map((a: { status: string }) => a.status)).size).toBeGreaterThanOrEqual(4);
    for (const application of mine.data as Array<{ status: string; history: Array<{ status: string }> }>)
      expect(application.history.at(-1)?.status).toBe(application.status);
    const saved = await get('/api/jobs/saved?limit=100', seeker);
    expect(saved.data).toHaveLength(DEMO_SAVED_JOBS.filter((s) => s.userKey === ananyaKey).length);
    // Aarav's startup: its postings, one of them with applicants at several steps.
    const postings = await get('/api/jobs/mine?limit=100', hustler);
    expect(postings.data.length).toBeGreaterThanOrEqual(3);
    expect(
      postings.data.every((job: { applicationsCount: number | null }) => (job.applicationsCount ?? 0) > 0),
    ).toBe(true);
    const busiest = [...postings.data].sort(
      (a: { applicationsCount: number }, b: { applicationsCount: number }) =>
        b.applicationsCount - a.applicationsCount,
    )[0];
    const tracker = await get(`/api/jobs/${busiest._id}/applications?limit=100`, hustler);
    expect(Object.values(tracker.counts).filter((n) => (n as number) > 0).length).toBeGreaterThanOrEqual(3);
    expect(tracker.figures.medianFirstAnswerHours).not.toBeNull();
    // Every status is stored somewhere, and nothing the 21-day close would take is left open.
    const statuses = await db.selectDistinct({ status: jobApplications.status }).from(jobApplications);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES));
    const cutoff = dayFrom(indiaToday(new Date()), -JOB_LIMITS.noResponseDays);
    const [due] = await db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
      .where(and(inArray(jobApplications.status, ['applied', 'viewed']), lt(jobPostings.applyBy, cutoff)));
    expect(due?.n).toBe(0);
    // Both demo accounts were told of something new, as the live paths tell them: a fresh
    // application for the startup, a move on an application for the job seeker.
    for (const [email, type] of [
      ['hustler@demo.ideaignite.in', 'job-application'],
      ['jobseeker@demo.ideaignite.in', 'application-update'],
    ] as const) {
      const [told] = await db
        .select({ n: count() })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(eq(users.email, email), eq(notifications.type, type), eq(notifications.isRead, false)));
      expect(told?.n, `${email} ${type}`).toBeGreaterThan(0);
    }
  });
});
