import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  NOTIFICATION_TEXT_KEEP,
  NOTIFICATION_TEXTS,
  type NotificationText,
  notificationMessage,
} from '@ideaignite/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../lib/passwords.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { fillAllMissingCompleteness } from '../../modules/profiles/index.ts';
import type { Database } from '../client.ts';
import {
  blogComments,
  blogLikes,
  blogs,
  connections,
  conversations,
  messages,
  notifications,
  profiles,
  reports,
  users,
  videoComments,
  videoLikes,
  videos,
} from '../schema.ts';
import { avatarSvg } from './avatar.ts';
import {
  DEMO_BLOG_LIKES,
  DEMO_BLOGS,
  DEMO_CONNECTIONS,
  DEMO_LIKES,
  DEMO_MESSAGE_REQUESTS,
  DEMO_MESSAGES,
  DEMO_REPORTED_TALK,
  DEMO_REPORTS,
  DEMO_TALK_COMMENTS,
  DEMO_TALK_LIKES,
  DEMO_TALKS,
  DEMO_VIDEO_COMMENTS,
  DEMO_VIDEOS,
} from './content/demo-content.ts';
import { DEMO_MEMBERS, DEMO_PEOPLE } from './content/demo-people.ts';
import { matchingColumns } from './content/people/matching.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoCofounders } from './seed-cofounders.ts';
import { seedDemoJobs } from './seed-jobs.ts';
import { videoPosterSvg } from './video-title-card.ts';

/** A notification's English words and its params (shown in the reader's language). */
const notice = (params: NotificationText) => ({
  message: notificationMessage(NOTIFICATION_TEXTS, params),
  params,
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SeedOptions {
  storage: MediaStorage;
  /** The web app's public (or built) folder, where the guide clips and article images live. */
  assetsDir: string;
  now?: number;
}

/** Seeds the demo platform once, into an empty database only. Returns whether it seeded. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  const now = options.now ?? Date.now();
  const ago = (ms: number) => new Date(now - ms);
  const media = await prepareMedia(options);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    const names = new Map<string, string>();
    for (const [index, person] of DEMO_MEMBERS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: person.email,
          passwordHash,
          role: person.role,
          verified: person.verified,
          discoverable: person.discoverable ?? true,
          createdAt: ago((90 - index) * DAY),
        })
        .returning({ id: users.id });
      ids.set(person.key, user!.id);
      names.set(person.key, person.profile.username);
      await tx.insert(profiles).values({
        userId: user!.id,
        role: person.role,
        ...person.profile,
        ...matchingColumns(person.key),
        profilePic: media.avatars.get(person.key),
        // The first of each role (the demo sign-ins) active most recently, the rest over a week.
        activeAt: ago((index % 14) * 12 * 60 * MINUTE),
      });
    }
    const id = (key: string) => {
      const value = ids.get(key);
      if (!value) throw new Error(`unknown demo person ${key}`);
      return value;
    };
    const name = (key: string) => names.get(key) ?? 'Someone';

    const videoIds: string[] = [];
    for (const [index, video] of DEMO_VIDEOS.entries()) {
      const likers = DEMO_LIKES.find((like) => like.videoIndex === index)?.likerKeys ?? [];
      const clip = media.clips.get(video.clip)!;
      const posterKey = media.posters[index]!;
      const [inserted] = await tx
        .insert(videos)
        .values({
          userId: id(video.uploaderKey),
          title: video.title,
          description: video.description,
          storageKey: clip.video,
          posterKey,
          mimeType: 'video/mp4',
          sizeBytes: clip.size,
          likes: likers.length,
          createdAt: ago((DEMO_VIDEOS.length - index) * DAY + 3 * 60 * MINUTE),
        })
        .returning({ id: videos.id });
      videoIds.push(inserted!.id);
      if (likers.length)
        await tx.insert(videoLikes).values(likers.map((key) => ({ videoId: inserted!.id, userId: id(key) })));
    }
    const videoCommentIds: string[] = [];
    for (const [index, comment] of DEMO_VIDEO_COMMENTS.entries()) {
      const [inserted] = await tx
        .insert(videoComments)
        .values({
          videoId: videoIds[comment.videoIndex]!,
          userId: id(comment.authorKey),
          text: comment.text,
          createdAt: ago((DEMO_VIDEOS.length - comment.videoIndex) * DAY - (index + 1) * 20 * MINUTE),
        })
        .returning({ id: videoComments.id });
      videoCommentIds.push(inserted!.id);
    }
    /** Issue 26: the post's likes, counted on its row. */
    const likePost = async (blogId: string, likerKeys: string[]) => {
      if (likerKeys.length)
        await tx.insert(blogLikes).values(likerKeys.map((key) => ({ blogId, userId: id(key) })));
    };
    for (const [index, blog] of DEMO_BLOGS.entries()) {
      const likers = DEMO_BLOG_LIKES[index] ?? [];
      const [inserted] = await tx
        .insert(blogs)
        .values({
          userId: id(blog.authorKey),
          kind: 'blog',
          title: blog.title,
          summary: blog.summary,
          content: blog.content,
          coverKey: media.covers.get(blog.cover),
          likes: likers.length,
          createdAt: ago((DEMO_BLOGS.length - index) * DAY + 9 * 60 * MINUTE),
        })
        .returning({ id: blogs.id });
      await likePost(inserted!.id, likers);
    }
    const talkIds: string[] = [];
    for (const [index, talk] of DEMO_TALKS.entries()) {
      const [inserted] = await tx
        .insert(blogs)
        .values({
          userId: id(talk.authorKey),
          kind: 'talk',
          title: talk.title,
          likes: DEMO_TALK_LIKES[index]?.length ?? 0,
          createdAt: ago((DEMO_TALKS.length - index) * 7 * 60 * MINUTE),
        })
        .returning({ id: blogs.id });
      talkIds.push(inserted!.id);
      await likePost(inserted!.id, DEMO_TALK_LIKES[index] ?? []);
    }
    // An ad posted as a talk, which members reported (below).
    const [reportedTalk] = await tx
      .insert(blogs)
      .values({
        userId: id(DEMO_REPORTED_TALK.authorKey),
        kind: 'talk',
        title: DEMO_REPORTED_TALK.title,
        createdAt: ago(DEMO_REPORTED_TALK.minutesAgo * MINUTE),
      })
      .returning({ id: blogs.id });
    for (const [index, comment] of DEMO_TALK_COMMENTS.entries()) {
      await tx.insert(blogComments).values({
        blogId: talkIds[comment.talkIndex]!,
        userId: id(comment.authorKey),
        text: comment.text,
        createdAt: ago((DEMO_TALKS.length - comment.talkIndex) * 7 * 60 * MINUTE - (index + 1) * 5 * MINUTE),
      });
    }

    // Conversations: the latest message of each is left unread, so the demo inboxes show something new.
    const latest = new Map<string, number>();
    for (const message of DEMO_MESSAGES) {
      const pair = [message.fromKey, message.toKey].sort().join('|');
      latest.set(pair, Math.min(latest.get(pair) ?? Number.POSITIVE_INFINITY, message.minutesAgo));
    }
    for (const message of DEMO_MESSAGES) {
      const pair = [message.fromKey, message.toKey].sort().join('|');
      const unread = latest.get(pair) === message.minutesAgo;
      const createdAt = ago(message.minutesAgo * MINUTE);
      await tx.insert(messages).values({
        senderId: id(message.fromKey),
        receiverId: id(message.toKey),
        text: message.text,
        createdAt,
        readAt: unread ? null : createdAt,
      });
      if (unread) {
        await tx.insert(notifications).values({
          userId: id(message.toKey),
          type: 'message',
          ...notice({
            key: 'message',
            args: [name(message.fromKey), message.text.slice(0, NOTIFICATION_TEXT_KEEP)],
          }),
          actorId: id(message.fromKey),
          entityId: id(message.fromKey),
          createdAt,
        });
      }
    }

    // Message requests as the send path leaves them (decision 023): the messages, the receiver's
    // conversation row moved from 'inbox' (the trigger's) to 'request', and one 'message-request'
    // notification for the first message. A declined request was opened (read) and then declined.
    const requestMessageIds: string[][] = [];
    for (const request of DEMO_MESSAGE_REQUESTS) {
      const declined = request.state === 'declined';
      const sent: string[] = [];
      for (const message of request.messages) {
        const createdAt = ago(message.minutesAgo * MINUTE);
        const [inserted] = await tx
          .insert(messages)
          .values({
            senderId: id(request.fromKey),
            receiverId: id(request.toKey),
            text: message.text,
            createdAt,
            readAt: declined ? createdAt : null,
          })
          .returning({ id: messages.id });
        sent.push(inserted!.id);
      }
      requestMessageIds.push(sent);
      await tx
        .update(conversations)
        .set({ state: request.state })
        .where(
          and(eq(conversations.userId, id(request.toKey)), eq(conversations.partnerId, id(request.fromKey))),
        );
      const [first] = request.messages;
      await tx.insert(notifications).values({
        userId: id(request.toKey),
        type: 'message-request',
        ...notice({
          key: 'messageRequest',
          args: [name(request.fromKey), first!.text.slice(0, NOTIFICATION_TEXT_KEEP)],
        }),
        isRead: declined,
        actorId: id(request.fromKey),
        entityId: id(request.fromKey),
        createdAt: ago(first!.minutesAgo * MINUTE),
      });
    }

    // Open reports in the moderators' queue, as members file them (moderation-service fileReport).
    for (const report of DEMO_REPORTS) {
      const about = report.about;
      const target =
        'talk' in about
          ? { target: 'talk' as const, targetId: reportedTalk!.id, ownerKey: DEMO_REPORTED_TALK.authorKey }
          : {
              target: 'message' as const,
              targetId: requestMessageIds[about.requestIndex]![about.messageIndex]!,
              ownerKey: DEMO_MESSAGE_REQUESTS[about.requestIndex]!.fromKey,
            };
      await tx.insert(reports).values({
        reporterId: id(report.reporterKey),
        ownerId: id(target.ownerKey),
        target: target.target,
        targetId: target.targetId,
        reason: report.reason,
        details: report.details ?? null,
        createdAt: ago(report.minutesAgo * MINUTE),
      });
    }

    // Ignites at every step of the pipeline, each step stamped and told to the other side as the
    // live moves do (connects-service): viewed, then a meeting or a pass, then connected.
    for (const connection of DEMO_CONNECTIONS) {
      const { hustlerKey, investorKey } = connection;
      const createdAt = ago(connection.daysAgo * DAY);
      const after = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE);
      const answeredAt =
        connection.answeredAfterHours === undefined ? null : after(connection.answeredAfterHours * 60);
      // Opened an hour and a half after it came in (every opened demo Ignite is older than that).
      const viewedAt = connection.status === 'new' ? null : after(90);
      const connectedAt =
        connection.status === 'connected' && answeredAt
          ? new Date(answeredAt.getTime() + 5 * 60 * MINUTE)
          : null;
      const videoIndex = connection.videoTitle
        ? DEMO_VIDEOS.findIndex(
            (video) => video.title === connection.videoTitle && video.uploaderKey === hustlerKey,
          )
        : -1;
      const [inserted] = await tx
        .insert(connections)
        .values({
          hustlerId: id(hustlerKey),
          investorId: id(investorKey),
          status: connection.status,
          pitch: connection.pitch,
          videoId: videoIndex >= 0 ? videoIds[videoIndex]! : null,
          passReason: connection.passReason ?? null,
          createdAt,
          viewedAt,
          respondedAt: answeredAt,
          connectedAt,
        })
        .returning({ id: connections.id });
      const entityId = inserted!.id;
      const hustlerPerson = DEMO_PEOPLE.find((p) => p.key === hustlerKey);
      const project = hustlerPerson?.role === 'Hustler' ? hustlerPerson.profile.project : undefined;
      /** A notification about this Ignite, from one side to the other, at `at`. */
      const tell = (toKey: string, fromKey: string, type: string, params: NotificationText, at: Date) =>
        tx.insert(notifications).values({
          userId: id(toKey),
          type,
          ...notice(params),
          // The Ignite itself is read once the investor opened it; the rest once a few days old.
          isRead: type === 'ignite' ? connection.status !== 'new' : now - at.getTime() > 3 * DAY,
          actorId: id(fromKey),
          entityId,
          createdAt: at,
        });
      await tell(
        investorKey,
        hustlerKey,
        'ignite',
        { key: 'ignite', args: [name(hustlerKey), project ?? ''] },
        createdAt,
      );
      if (viewedAt) {
        await tell(
          hustlerKey,
          investorKey,
          'ignite-viewed',
          { key: 'igniteViewed', args: [name(investorKey)] },
          viewedAt,
        );
      }
      if (answeredAt && connection.status === 'passed') {
        const reason = (connection.passReason ?? '').slice(0, NOTIFICATION_TEXT_KEEP);
        await tell(
          hustlerKey,
          investorKey,
          'ignite-passed',
          { key: 'ignitePassed', args: [name(investorKey), reason] },
          answeredAt,
        );
      } else if (answeredAt) {
        await tell(
          hustlerKey,
          investorKey,
          'ignite-meeting',
          { key: 'igniteMeeting', args: [name(investorKey)] },
          answeredAt,
        );
      }
      if (connectedAt) {
        await tell(
          investorKey,
          hustlerKey,
          'ignite-connected',
          { key: 'igniteConnected', args: [name(hustlerKey)] },
          connectedAt,
        );
      }
    }

    // A few likes and comments on the demo hustler's videos become notifications too.
    const demoHustler = DEMO_PEOPLE.find((p) => p.role === 'Hustler')!;
    for (const [index, video] of DEMO_VIDEOS.entries()) {
      if (video.uploaderKey !== demoHustler.key) continue;
      const onVideo = [...DEMO_VIDEO_COMMENTS.entries()].filter(([, c]) => c.videoIndex === index);
      for (const [commentIndex, comment] of onVideo.slice(0, 2)) {
        await tx.insert(notifications).values({
          userId: id(demoHustler.key),
          type: 'comment',
          ...notice({
            key: 'commentOnVideo',
            args: [
              name(comment.authorKey),
              video.title.slice(0, NOTIFICATION_TEXT_KEEP),
              comment.text.slice(0, NOTIFICATION_TEXT_KEEP),
            ],
          }),
          actorId: id(comment.authorKey),
          // The comment itself, as for a live comment: deleting it (or its video) takes this away.
          entityId: videoCommentIds[commentIndex]!,
          createdAt: ago((DEMO_VIDEOS.length - index) * DAY - 30 * MINUTE),
        });
      }
    }
    // The jobs board: postings, applications at every step, saved jobs.
    await seedDemoJobs(tx, { now, id, name });
    // Co-founder matching: preferences, and an invite waiting for the demo co-founder.
    await seedDemoCofounders(tx, { now, id });
    // Every profile's completeness, from its fields and videos (discovery ranks by it).
    await fillAllMissingCompleteness(tx);
  });
  return true;
}

/** Avatars, clip copies, posters and covers, written to storage before the rows that point at them. */
async function prepareMedia({ storage, assetsDir }: SeedOptions) {
  const avatars = new Map<string, string>();
  await Promise.all(
    DEMO_MEMBERS.map(async (person, index) => {
      const key = `avatars/demo-${person.key}.webp`;
      const data = await sharp(Buffer.from(avatarSvg(person.profile.username, index)))
        .resize(256, 256)
        .webp({ quality: 85 })
        .toBuffer();
      await storage.putBuffer(key, data);
      avatars.set(person.key, key);
    }),
  );
  const clips = new Map<string, { video: string; size: number }>();
  for (const clip of new Set(DEMO_VIDEOS.map((video) => video.clip))) {
    const data = await readFile(path.join(assetsDir, 'guides', `${clip}.mp4`));
    await storage.putBuffer(`videos/demo-${clip}.mp4`, data);
    clips.set(clip, { video: `videos/demo-${clip}.mp4`, size: data.length });
  }
  // Each video gets a poster of its own title (several share a clip, never a poster).
  const posters = await Promise.all(
    DEMO_VIDEOS.map(async (video, index) => {
      const author = DEMO_PEOPLE.find((person) => person.key === video.uploaderKey)?.profile.username ?? '';
      const data = await sharp(Buffer.from(videoPosterSvg({ title: video.title, author, seed: index })))
        .webp({ quality: 80 })
        .toBuffer();
      const key = `posters/demo-video-${index + 1}.webp`;
      await storage.putBuffer(key, data);
      return key;
    }),
  );
  const covers = new Map<string, string>();
  for (const cover of new Set(DEMO_BLOGS.map((blog) => blog.cover))) {
    const data = await sharp(path.join(assetsDir, 'images', 'articles', cover))
      .webp({ quality: 80 })
      .toBuffer();
    const key = `covers/demo-${path.parse(cover).name}.webp`;
    await storage.putBuffer(key, data);
    covers.set(cover, key);
  }
  return { avatars, clips, posters, covers };
}
